/**
 * The pro's saved cards (SPEC §3 brand|x|last4), each with Remove after a confirmation. Removing the card auto
 * top-up uses turns auto top-up off, and the dialog says so. Nothing is shown without saved cards.
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedCard } from '@shared/schemas/payments.schema';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { ConfirmDialog, useConfirm } from '@client/ui/confirm-dialog';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { bareList, row, secondarySmall } from '@client/styles/layout';
import { useRemoveCard } from '../api/payments.mutations';
import { useAutoRefill, useSavedCards } from '../api/payments.queries';
import { cardLabel } from '../lib/card-label';
import { apiMessage } from '../lib/api-message';

export function SavedCardList() {
  const { t } = useTranslation('pricing');
  const cards = useSavedCards().data?.items;
  const refillCardId = useAutoRefill().data?.card_id ?? null;
  const remove = useRemoveCard();
  const asking = useConfirm(confirm);
  const [error, setError] = useState<string | null>(null);
  if (!cards?.length) return null;

  async function confirm(card: SavedCard) {
    setError(null);
    try {
      await remove.mutateAsync(card.id);
    } catch (err) {
      setError(apiMessage(err, t));
    }
  }

  return (
    <div>
      <h3 css={titleStyles}>{t('cards>title')}</h3>
      <ul css={listStyles}>
        {cards.map((c) => (
          <li key={c.id}>
            <Icon name="credit-card" size={20} />
            <span css={{ flex: 1 }}>
              {cardLabel(c)}
              {c.id === refillCardId ? <span css={usedStyles}>{t('cards>used_by_auto')}</span> : null}
            </span>
            <Button variant="ghost" size="sm" onClick={() => asking.ask(c)} aria-label={t('cards>remove_label', { card: cardLabel(c) })}>
              {t('cards>remove')}
            </Button>
          </li>
        ))}
      </ul>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <ConfirmDialog
        {...asking.dialog}
        title={asking.subject ? t('cards>remove_title', { card: cardLabel(asking.subject) }) : ''}
        confirmLabel={t('cards>remove_confirm')}
        cancelLabel={t('cards>cancel')}
      >
        <p>{t(asking.subject?.id === refillCardId ? 'cards>remove_body_auto' : 'cards>remove_body')}</p>
      </ConfirmDialog>
    </div>
  );
}

const titleStyles = css`
  margin: ${theme.space[4]} 0 ${theme.space[1]};
  font-size: ${theme.font.size.md};
`;

const listStyles = css`
  ${bareList};
  li {
    ${row(3)};
    min-height: ${theme.layout.touchTarget};
    border-bottom: 1px solid ${theme.color.border};
  }
  li:last-child {
    border-bottom: 0;
  }
  li > svg {
    flex-shrink: 0;
    color: ${theme.color.textSecondary};
  }
`;

const usedStyles = css`
  display: block;
  ${secondarySmall};
`;
