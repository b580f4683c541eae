/**
 * trust_fund_query (ADR 0010): how much of the balance is unspent purchased credit (refundable) and how much is
 * bonus or free credit, with the totals behind it; and Sifu's policy on holding prepaid money.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import type { TrustFund } from '@shared/schemas/wallet-statements.schema';
import { formatHkd } from '@shared/utils/format';
import { formatDateTime } from '@shared/utils/dates';
import { Card } from '@client/ui/card';
import { DescriptionList } from '@client/ui/description-list';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { iconBulletList, mutedSmall } from '@client/styles/layout';

export function TrustFundFigures({ fund }: { fund: TrustFund }) {
  const { t, i18n } = useTranslation('pricing');
  const f = (key: string, amount: number) => ({ term: t(`trust_fund>figures>${key}`), description: formatHkd(amount) });
  return (
    <Card aria-labelledby="trust-fund-figures">
      <h2 id="trust-fund-figures" css={titleStyles}>
        {t('trust_fund>figures>title')}
      </h2>
      <p css={labelStyles}>{t('trust_fund>figures>unspent_purchased')}</p>
      <p css={bigStyles} data-testid="unspent-purchased">
        {formatHkd(fund.unspent_purchased)}
      </p>
      <DescriptionList
        layout="inline"
        divided
        items={[
          f('balance', fund.balance),
          f('unspent_promotional', fund.unspent_promotional),
          f('purchased_total', fund.purchased_total),
          f('promotional_total', fund.promotional_total),
          f('spent_total', fund.spent_total),
        ]}
      />
      <p css={noteStyles}>{t('trust_fund>figures>as_of', { time: formatDateTime(fund.as_of, i18n.language as Language) })}</p>
    </Card>
  );
}

export function TrustFundPolicy({ heldBy }: { heldBy: TrustFund['held_by'] }) {
  const { t } = useTranslation('pricing');
  const points = [
    { icon: 'shield', text: t(`trust_fund>held_by>${heldBy}`) },
    { icon: 'list-checks', text: t('trust_fund>policy>order') },
    { icon: 'reply', text: t('trust_fund>policy>refund') },
    { icon: 'tag', text: t('trust_fund>policy>promotional') },
  ] as const;
  return (
    <Card aria-labelledby="trust-fund-policy">
      <h2 id="trust-fund-policy" css={titleStyles}>
        {t('trust_fund>policy>title')}
      </h2>
      <ul css={listStyles}>
        {points.map((p) => (
          <li key={p.icon}>
            <Icon name={p.icon} size={18} />
            <span>{p.text}</span>
          </li>
        ))}
      </ul>
      <p css={noteStyles}>{t('trust_fund>policy>how_computed')}</p>
    </Card>
  );
}

const titleStyles = css`
  font-size: ${theme.font.size.lg};
  margin: 0 0 ${theme.space[3]};
`;

const labelStyles = css`
  margin: 0;
  color: ${theme.color.textSecondary};
`;

const bigStyles = css`
  margin: ${theme.space[1]} 0 ${theme.space[4]};
  font-size: ${theme.font.size.xxxl};
  font-weight: ${theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
  color: ${theme.color.brandDark};
`;

const noteStyles = css`
  margin: ${theme.space[3]} 0 0;
  ${mutedSmall};
`;

const listStyles = iconBulletList(3, '3px');
