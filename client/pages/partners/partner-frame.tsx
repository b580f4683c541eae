/**
 * The frame every partner page shares: the hero with the partner's name and offer (the H1 is the page's own title),
 * the area's menu, then the page. The partner is the one of the URL's area; every link stays in the visitor's
 * language.
 */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PARTNER_ROUTE, type PartnerSlug, type PartnerView } from '@shared/domain/partners';
import type { PartnerOffer } from '@shared/schemas/partners.schema';
import { ButtonLink } from '@client/ui/button';
import { Container } from '@client/ui/card';
import { useHref } from '@client/lib/paths';
import { theme } from '@client/styles/theme';
import { PageHero } from '@client/features/catalog/components/page-hero';
import { PartnerNav } from '@client/features/partners/components/partner-nav';

/** The href of an action of the area (none: the landing), with an optional query string. */
export function usePartnerHref(slug: PartnerSlug) {
  const href = useHref();
  return (action?: string, query?: Record<string, string | number | undefined>) => {
    const qs = new URLSearchParams(Object.entries(query ?? {}).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))).toString();
    return href(PARTNER_ROUTE[slug], { action }) + (qs ? `?${qs}` : '');
  };
}

export function PartnerFrame(p: {
  slug: PartnerSlug;
  offer: PartnerOffer;
  view: PartnerView;
  title: string;
  intro?: string;
  /** The hero's call to the partner's quick-buy list (landing and discount views). */
  quickBuy?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('site');
  const href = useHref();
  const partnerHref = usePartnerHref(p.slug);
  const landing = p.view === 'landing' || p.view === 'index';
  const crumbs = [
    { label: t('catalog|breadcrumb>home'), href: href('home') },
    ...(landing ? [{ label: p.offer.name }] : [{ label: p.offer.name, href: partnerHref() }, { label: p.title }]),
  ];
  return (
    <>
      <PageHero crumbs={crumbs} title={p.title} intro={p.intro ?? p.offer.offer}>
        <p css={badgeStyles}>{t('partner_area>hero>badge', { partner: p.offer.name })}</p>
        {p.quickBuy ? (
          <ButtonLink to={partnerHref('quick-buy')} size="lg" variant="secondary">
            {t('partner_area>landing>cta')}
          </ButtonLink>
        ) : null}
      </PageHero>
      <PartnerNav view={p.view} partner={p.offer.name} hrefOf={(action) => partnerHref(action)} />
      <Container css={bodyStyles}>{p.children}</Container>
    </>
  );
}

const badgeStyles = css`
  display: inline-block;
  margin: 0 0 ${theme.space[3]};
  padding: ${theme.space[1]} ${theme.space[3]};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.accentSoft};
  color: ${theme.color.warningDark};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.bold};
`;
const bodyStyles = css`
  padding-bottom: ${theme.space[12]};
`;
