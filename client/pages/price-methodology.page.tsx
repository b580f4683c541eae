/** price/methodology: how the cost guides of price/{slug} are computed and how to cite them. */
import { useTranslation } from 'react-i18next';
import { Container } from '@client/ui/card';
import { Section } from '@client/ui/section';
import { useHref } from '@client/lib/paths';
import { PageHero } from '@client/features/catalog/components/page-hero';
import { PriceMethodology } from '@client/features/catalog/components/price-methodology';

export default function PriceMethodologyPage() {
  const { t } = useTranslation('catalog');
  const href = useHref();
  return (
    <>
      <PageHero
        crumbs={[
          { label: t('breadcrumb>home'), href: href('home') },
          { label: t('breadcrumb>prices'), href: href('priceIndex') },
          { label: t('price_methodology>crumb') },
        ]}
        title={t('price_methodology>title')}
        intro={t('price_methodology>intro')}
      />
      <Container>
        <PriceMethodology />
        <Section title={t('price_methodology>next>title')} action={{ label: t('price_methodology>next>link'), href: href('priceIndex') }}>
          <p>{t('price_methodology>next>body')}</p>
        </Section>
      </Container>
    </>
  );
}
