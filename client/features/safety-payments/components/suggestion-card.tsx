/**
 * The consumer's "Pay HK$X into safety" for a flat quote or an inspection fee: the price, Sifu's commission (paid by
 * the pro, shown so both know what the pro receives), what happens to the money, and how to pay. Its one button starts
 * the payment (the bid's page takes the suggestion as it is with `add`, then pays its first part).
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayType } from '@shared/domain/payments';
import { commissionOf } from '@shared/domain/safety-payments';
import type { SafetyBid } from '@shared/schemas/safety-payments.schema';
import { formatHkd } from '@shared/utils/format';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { DescriptionList } from '@client/ui/description-list';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { iconBulletList, stack } from '@client/styles/layout';
import { Money } from './money';
import { firstPayType, PayTypeChoice } from './pay-type-choice';

export type SafetySuggestion = SafetyBid['suggestions'][number];

export interface SuggestionCardProps {
  bid: SafetyBid;
  suggestion: SafetySuggestion;
  /** Starts paying the suggestion the chosen way. */
  onPay: (payType: PayType) => void;
  busy: boolean;
  error: string | null;
}

export function SuggestionCard({ bid, suggestion, onPay, busy, error }: SuggestionCardProps) {
  const { t } = useTranslation('dashboard');
  const [payType, setPayType] = useState<PayType>(firstPayType(bid.pay_types));
  const price = formatHkd(suggestion.price);
  const commission = commissionOf(suggestion.price, bid.commission_percent);
  // The server takes an inspection fee already paid into safety off the flat quote: say so next to the price.
  const deducted = suggestion.kind === 'job' && bid.bid.quoted_price !== null ? bid.bid.quoted_price - suggestion.price : 0;
  const headingId = `safety-suggestion-${suggestion.kind}`;

  return (
    <Card aria-labelledby={headingId} css={stack(4)} data-testid="safety-suggestion">
      <div>
        <h2 id={headingId} css={titleStyles}>
          {t(`safety_payments>suggestion>title_${suggestion.kind}`, { amount: price })}
        </h2>
        <p css={introStyles}>{t('safety_payments>suggestion>intro', { pro: bid.bid.pro_name })}</p>
      </div>
      <DescriptionList
        layout="inline"
        divided
        items={[
          {
            term: t(`safety_payments>suggestion>price_${suggestion.kind}`),
            description: (
              <>
                <Money amount={suggestion.price} strong />
                {deducted > 0 ? ` · ${t('safety_payments>payment>inspection_deducted', { amount: formatHkd(deducted) })}` : null}
              </>
            ),
          },
          {
            term: t('safety_payments>money>commission_percent', { percent: bid.commission_percent }),
            description: <Money amount={commission} />,
          },
          {
            term: t('safety_payments>money>pro_receives_named', { pro: bid.bid.pro_name }),
            description: <Money amount={suggestion.price - commission} />,
          },
        ]}
      />
      <p css={noteStyles}>{t('safety_payments>suggestion>commission_note')}</p>
      <div>
        <h3 css={subTitleStyles}>{t('safety_payments>suggestion>next_title')}</h3>
        <ul css={iconBulletList(2, '3px')}>
          <li>
            <Icon name="shield" size={18} />
            <span>{t('safety_payments>suggestion>next_held')}</span>
          </li>
          <li>
            <Icon name="timer" size={18} />
            <span>{t('safety_payments>suggestion>next_release', { days: bid.auto_release_days })}</span>
          </li>
          {suggestion.kind === 'inspection' ? (
            <li>
              <Icon name="tag" size={18} />
              <span>{t('safety_payments>suggestion>next_inspection')}</span>
            </li>
          ) : null}
        </ul>
      </div>
      <PayTypeChoice value={payType} onChange={setPayType} offered={bid.pay_types} />
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Button size="lg" block loading={busy} onClick={() => onPay(payType)}>
        {t('safety_payments>suggestion>pay', { amount: price })}
      </Button>
    </Card>
  );
}

const titleStyles = css`
  margin: 0;
  font-size: ${theme.font.size.xl};
`;

const subTitleStyles = css`
  margin: 0 0 ${theme.space[2]};
  font-size: ${theme.font.size.md};
`;

const introStyles = css`
  margin: ${theme.space[1]} 0 0;
  color: ${theme.color.textSecondary};
`;

const noteStyles = css`
  margin: 0;
  font-size: ${theme.font.size.sm};
  color: ${theme.color.textSecondary};
`;
