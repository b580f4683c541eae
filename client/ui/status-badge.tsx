/**
 * A state as a badge, from one table of looks per kind of thing (order, safety payment, shop order …): each state's
 * tone and icon are chosen once, next to the state list, and every screen that shows the state looks the same.
 */
import type { ReactNode } from 'react';
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
