/** Saved cards (SPEC §3 brand|x|last4): one tap pays with one of them, no card page in between. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { SavedCard } from '@shared/schemas/payments.schema';
import { Button } from '@client/ui/button';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { mutedSmall, stack } from '@client/styles/layout';
import { cardLabel } from '../lib/card-label';

export interface SavedCardButtonsProps {
  cards: SavedCard[];
  /** The formatted amount, or '' when none is chosen yet. */
  price: string;
  busy: boolean;
  onPay: (cardId: number) => void;
}

export function SavedCardButtons({ cards, price, busy, onPay }: SavedCardButtonsProps) {
  const { t } = useTranslation('pricing');
  if (!cards.length) return null;
  return (
    <section aria-labelledby="saved-cards-title" css={boxStyles}>
      <h3 id="saved-cards-title" css={titleStyles}>
        {t('buy>saved_title')}
      </h3>
      {cards.map((c) => (
        <Button key={c.id} size="lg" block disabled={busy} onClick={() => onPay(c.id)}>
          <Icon name="zap" size={20} />
          {t(price ? 'buy>pay_saved_amount' : 'buy>pay_saved', { amount: price, card: cardLabel(c) })}
        </Button>
      ))}
      <p css={orStyles}>{t('buy>or_new_card')}</p>
    </section>
  );
}

const boxStyles = stack(2);

const titleStyles = css`
  margin: 0;
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.bold};
`;

const orStyles = css`
  margin: 0;
  text-align: center;
  ${mutedSmall};
`;
