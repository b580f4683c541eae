/** Who signed up through the caller's link: display name, joined date and the reward's status. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import type { ReferralItem } from '@shared/schemas/referrals.schema';
import { formatHkd } from '@shared/utils/format';
import { formatHkDate } from '@shared/utils/hk-dates';
import { Badge, type BadgeTone } from '@client/ui/badge';
import { EmptyState } from '@client/ui/empty-state';
import { theme } from '@client/styles/theme';
import { bareList, cardSurface, secondarySmall, stack } from '@client/styles/layout';

const TONE: Record<ReferralItem['status'], BadgeTone> = { pending: 'warning', held: 'warning', paid: 'success', refused: 'neutral' };

export function ReferralList({ items }: { items: ReferralItem[] }) {
  const { t, i18n } = useTranslation('dashboard');
  const lng = i18n.language as Language;
  if (!items.length) return <EmptyState title={t('referrals>empty_title')} body={t('referrals>empty_body')} />;
  return (
    <ul css={listStyles} data-testid="referral-list">
      {items.map((r) => (
        <li key={r.id} css={rowStyles}>
          <div>
            <p css={nameStyles}>{r.display_name}</p>
            <p css={metaStyles}>{t('referrals>joined_on', { date: formatHkDate(r.joined, lng) })}</p>
            {r.status === 'refused' && r.reason ? <p css={metaStyles}>{t(`referrals>reason_${r.reason}`)}</p> : null}
          </div>
          <Badge tone={TONE[r.status]} icon={r.status === 'paid' ? 'check-circle' : undefined}>
            {r.status === 'paid'
              ? t('referrals>status_paid', { amount: formatHkd(r.reward_amount ?? 0) })
              : t(`referrals>status_${r.status}`)}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

const listStyles = css`
  ${bareList};
  ${stack(2)};
`;

const rowStyles = css`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${theme.space[3]};
  padding: ${theme.space[3]} ${theme.space[4]};
  ${cardSurface};
`;

const nameStyles = css`
  margin: 0;
  font-weight: ${theme.font.weight.medium};
`;

const metaStyles = css`
  margin: ${theme.space[1]} 0 0;
  ${secondarySmall};
`;
