/**
 * A partner discount code as members see it: the amount off, the code itself (large, selectable), what it is for,
 * when it is valid, how many uses are left and the limit per customer. An upcoming or ended code says so.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import type { PartnerCoupon } from '@shared/schemas/partners.schema';
import { formatDay, hkDayOf } from '@shared/utils/dates';
import { formatHkd } from '@shared/utils/format';
import { Badge } from '@client/ui/badge';
import { theme } from '@client/styles/theme';
import { cardSurface, secondarySmall } from '@client/styles/layout';

export function CouponCard({ coupon, headingLevel = 3 }: { coupon: PartnerCoupon; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation('site');
  const lng = i18n.language as Language;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article css={[cardStyles, coupon.state !== 'open' && mutedStyles]} data-testid="partner-coupon">
      <div css={amountStyles}>
        <span css={offStyles}>{t('partner_area>coupon>off')}</span>
        <strong>{formatHkd(coupon.amount)}</strong>
      </div>
      <div css={bodyStyles}>
        <Heading css={headingStyles}>
          <span css={labelStyles}>{t('partner_area>coupon>code')}</span>
          <code css={codeStyles}>{coupon.code}</code>
        </Heading>
        {coupon.state !== 'open' ? <Badge tone="neutral">{t(`partner_area>coupon>state_${coupon.state}`)}</Badge> : null}
        {coupon.description ? <p css={descriptionStyles}>{coupon.description}</p> : null}
        <p css={secondarySmall}>
          {t('partner_area>coupon>valid', {
            from: formatDay(hkDayOf(coupon.valid_from), lng),
            until: formatDay(hkDayOf(coupon.valid_until), lng),
          })}
        </p>
        <p css={secondarySmall}>
          {t('partner_area>coupon>per_user', { count: coupon.per_user_limit })}
          {coupon.remaining !== null ? ` · ${t('partner_area>coupon>remaining', { count: coupon.remaining })}` : ''}
        </p>
      </div>
    </article>
  );
}

const cardStyles = css`
  ${cardSurface};
  display: grid;
  grid-template-columns: 104px minmax(0, 1fr);
  overflow: hidden;
  box-shadow: ${theme.shadow.card};
`;
const mutedStyles = css`
  opacity: 0.8;
`;
const amountStyles = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[1]};
  padding: ${theme.space[3]};
  background: ${theme.color.accentSoft};
  border-right: 2px dashed ${theme.color.accent};
  color: ${theme.color.warningDark};
  strong {
    font-size: ${theme.font.size.xl};
    line-height: 1.1;
  }
`;
const offStyles = css`
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.bold};
`;
const bodyStyles = css`
  padding: ${theme.space[3]} ${theme.space[4]};
  display: grid;
  gap: ${theme.space[1]};
  justify-items: start;
`;
const headingStyles = css`
  margin: 0;
  font-size: ${theme.font.size.md};
  display: grid;
  gap: 2px;
  justify-items: start;
`;
const labelStyles = css`
  font-size: ${theme.font.size.xs};
  color: ${theme.color.textSecondary};
  font-weight: ${theme.font.weight.medium};
`;
const codeStyles = css`
  font-family: ui-monospace, 'SFMono-Regular', Menlo, monospace;
  font-size: ${theme.font.size.lg};
  letter-spacing: 0.04em;
  padding: 0 ${theme.space[1]};
  border-radius: 4px;
  background: ${theme.color.neutralSoft};
  user-select: all;
  white-space: nowrap;
`;
const descriptionStyles = css`
  margin: 0;
`;
