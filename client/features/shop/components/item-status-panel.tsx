/**
 * Where an item stands, above its editor: the status, what it means for buyers, the operator's reason when it was
 * rejected, and, for an item on sale or in review, that a content change takes it back to a draft (the stock and
 * booking settings do not: shared/domain/shop.ts editTarget).
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { ShopItem } from '@shared/schemas/shop.schema';
import { Alert } from '@client/ui/alert';
import { theme } from '@client/styles/theme';
import { cardSurface, row, stack } from '@client/styles/layout';
import { ItemStatusBadge } from './item-status-badge';

const REVIEWED: readonly ShopItem['status'][] = ['in_review', 'published', 'unpublished'];

export function ItemStatusPanel({ item }: { item: ShopItem }) {
  const { t } = useTranslation('shop');
  return (
    <div css={panel} data-testid="item-status">
      <div css={row(2)}>
        <span css={label}>{t('item>status_label')}</span>
        <ItemStatusBadge status={item.status} />
      </div>
      <p css={text}>{t(`item>status_help>${item.status}`)}</p>
      {item.status === 'rejected' && item.review_note ? (
        <Alert tone="error">
          <strong>{t('item>review_note')}</strong> {item.review_note}
        </Alert>
      ) : null}
      {REVIEWED.includes(item.status) ? <Alert tone="warning">{t('editor>edit_goes_draft')}</Alert> : null}
    </div>
  );
}

const panel = css`
  ${cardSurface};
  ${stack(2)};
  padding: ${theme.space[4]};
`;

const label = css`
  font-weight: ${theme.font.weight.bold};
`;

const text = css`
  margin: 0;
  color: ${theme.color.textSecondary};
`;
