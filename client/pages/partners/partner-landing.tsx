/**
 * A partner's landing: who the partner is, what its members get, the code to use now, featured fixed-price services,
 * the categories covered and how the discount works; one primary action, quick-buy.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { PartnerSlug, PartnerView } from '@shared/domain/partners';
import type { PartnerOffer } from '@shared/schemas/partners.schema';
import { formatHkd } from '@shared/utils/format';
import { ButtonLink } from '@client/ui/button';
import { Section } from '@client/ui/section';
import { theme } from '@client/styles/theme';
import { cardSurface } from '@client/styles/layout';
import { CouponCard } from '@client/features/partners/components/coupon-card';
import { CategoryChips } from '@client/features/partners/components/partner-categories';
import { BenefitList, HowToUse } from '@client/features/partners/components/partner-offer';
import { PartnerFrame, usePartnerHref } from './partner-frame';
import { PartnerItems } from './partner-items';

export function PartnerLanding({ slug, offer, view }: { slug: PartnerSlug; offer: PartnerOffer; view: PartnerView }) {
  const { t } = useTranslation('site');
  const hrefOf = usePartnerHref(slug);
  const open = offer.coupons.find((c) => c.state === 'open');
  return (
    <PartnerFrame slug={slug} offer={offer} view={view} title={t('partner_area>landing>title', { partner: offer.name })} quickBuy>
      <div css={introGrid}>
        <section aria-labelledby="partner-about" css={panelStyles}>
          <h2 id="partner-about" css={h2Styles}>
            {t('partner_area>landing>about', { partner: offer.name })}
          </h2>
          <p>{offer.about}</p>
          <h3 css={h3Styles}>{t('partner_area>landing>benefits')}</h3>
          <BenefitList items={offer.benefits} />
        </section>
        <section aria-labelledby="partner-code" css={codeStyles}>
          <h2 id="partner-code" css={h2Styles}>
            {t('partner_area>landing>code_title')}
          </h2>
          {open ? <CouponCard coupon={open} /> : <p>{t('partner_area>landing>no_code')}</p>}
          <ButtonLink to={hrefOf('discount')} variant="secondary">
            {t('partner_area>landing>code_link')}
          </ButtonLink>
        </section>
      </div>
      {offer.featured.length ? (
        <Section
          title={t('partner_area>landing>featured')}
          action={{ label: t('partner_area>landing>see_all'), href: hrefOf('quick-buy') }}
        >
          <PartnerItems slug={slug} items={offer.featured} />
        </Section>
      ) : null}
      <Section
        title={t('partner_area>landing>categories')}
        action={{ label: t('partner_area>landing>all_categories'), href: hrefOf('all-categories') }}
      >
        <CategoryChips categories={offer.categories} hrefOf={(category) => hrefOf('quick-buy', { category })} />
      </Section>
      <Section title={t('partner_area>how>title')}>
        <HowToUse amount={formatHkd(open?.amount ?? 0)} code={open?.code} />
      </Section>
    </PartnerFrame>
  );
}

const introGrid = css`
  display: grid;
  gap: ${theme.space[6]};
  margin-top: ${theme.space[6]};
  ${theme.breakpoint.md} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;
const panelStyles = css`
  ${cardSurface};
  padding: ${theme.space[6]};
`;
const codeStyles = css`
  ${cardSurface};
  padding: ${theme.space[6]};
  display: grid;
  gap: ${theme.space[4]};
  align-content: start;
  justify-items: start;
  background: ${theme.color.brandSoft};
  border-color: ${theme.color.brandSoft};
`;
const h2Styles = css`
  margin: 0 0 ${theme.space[3]};
  font-size: ${theme.font.size.xl};
`;
const h3Styles = css`
  margin: ${theme.space[4]} 0 ${theme.space[3]};
  font-size: ${theme.font.size.lg};
`;
