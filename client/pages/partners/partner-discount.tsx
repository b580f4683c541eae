/** The partner's discount page: every code (open, upcoming), how to use one, and the terms. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { PartnerSlug, PartnerView } from '@shared/domain/partners';
import type { PartnerOffer } from '@shared/schemas/partners.schema';
import { formatHkd } from '@shared/utils/format';
import { EmptyState } from '@client/ui/empty-state';
import { Section } from '@client/ui/section';
import { theme } from '@client/styles/theme';
import { bareList } from '@client/styles/layout';
import { CouponCard } from '@client/features/partners/components/coupon-card';
import { HowToUse, TermList } from '@client/features/partners/components/partner-offer';
import { PartnerFrame } from './partner-frame';

export function PartnerDiscount({ slug, offer, view }: { slug: PartnerSlug; offer: PartnerOffer; view: PartnerView }) {
  const { t } = useTranslation('site');
  const open = offer.coupons.find((c) => c.state === 'open');
  return (
    <PartnerFrame slug={slug} offer={offer} view={view} title={t('partner_area>discount>title', { partner: offer.name })} quickBuy>
      <Section title={t('partner_area>discount>codes')}>
        {offer.coupons.length ? (
          <ul css={listStyles}>
            {offer.coupons.map((c) => (
              <li key={c.code}>
                <CouponCard coupon={c} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState title={t('partner_area>discount>none_title')} body={t('partner_area>discount>none_body')} />
        )}
      </Section>
      <Section title={t('partner_area>how>title')}>
        <HowToUse amount={formatHkd(open?.amount ?? 0)} code={open?.code} />
      </Section>
      <Section title={t('partner_area>discount>terms')}>
        <TermList items={offer.terms} />
      </Section>
    </PartnerFrame>
  );
}

const listStyles = css`
  ${bareList};
  display: grid;
  gap: ${theme.space[4]};
  ${theme.breakpoint.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
