/** price/methodology: how the cost guides of price/{slug} are computed and how to cite them. */
import { useTranslation } from 'react-i18next';
import { Section } from '@client/ui/section';
import { useHref } from '@client/lib/paths';
import { PriceMethodology } from '@client/features/catalog/components/price-methodology';
import { HeroPage } from './parts/hero-page';

export default function PriceMethodologyPage() {
  const { t } = useTranslation('catalog');
  const href = useHref();
  return (
    <HeroPage
      trail={[{ label: t('breadcrumb>prices'), href: href('priceIndex') }, { label: t('price_methodology>crumb') }]}
      title={t('price_methodology>title')}
      intro={t('price_methodology>intro')}
    >
      <PriceMethodology />
      <Section title={t('price_methodology>next>title')} action={{ label: t('price_methodology>next>link'), href: href('priceIndex') }}>
        <p>{t('price_methodology>next>body')}</p>
      </Section>
    </HeroPage>
  );
}
