/**
 * A state as a badge, from one table of looks per kind of thing (order, safety payment, shop order …): each state's
 * tone and icon are chosen once, next to the state list, and every screen that shows the state looks the same.
 */
import type { ReactNode } from 'react';
import type { ItemStatus } from '@shared/domain/shop';
import { Badge, type BadgeTone } from './badge';
import type { IconName } from './icon';

export type StatusLooks<S extends string> = Record<S, { tone: BadgeTone; icon: IconName }>;

export function StatusBadge<S extends string>({ looks, status, children }: { looks: StatusLooks<S>; status: S; children: ReactNode }) {
  return (
    <Badge tone={looks[status].tone} icon={looks[status].icon}>
      {children}
    </Badge>
  );
}

/** Shop items (shared/domain/shop.ts): being written or waiting in amber, on sale in green, refused in red, off sale in grey. */
export const SHOP_ITEM_LOOKS: StatusLooks<ItemStatus> = {
  draft: { tone: 'neutral', icon: 'edit' },
  in_review: { tone: 'warning', icon: 'clock' },
  published: { tone: 'success', icon: 'check-circle' },
  rejected: { tone: 'danger', icon: 'warning' },
  unpublished: { tone: 'neutral', icon: 'eye-off' },
  deleted: { tone: 'neutral', icon: 'trash' },
};
