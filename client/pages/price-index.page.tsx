/** price: typical prices of every service, from real quotes, grouped by genre. */
import { useTranslation } from 'react-i18next';
import { Section } from '@client/ui/section';
import { useHref } from '@client/lib/paths';
import { usePriceIndex } from '@client/features/catalog/api/catalog.queries';
import { PriceTable } from '@client/features/catalog/components/price-table';
import { HeroPage } from './parts/hero-page';

export default function PriceIndexPage() {
  const { t } = useTranslation('catalog');
  const href = useHref();
  const { data: index } = usePriceIndex();
  const quotes = index.reduce((n, g) => n + g.categories.reduce((m, c) => m + c.samples, 0), 0);
  return (
    <HeroPage trail={[{ label: t('breadcrumb>prices') }]} title={t('price_index>title')} intro={t('price_index>intro', { count: quotes })}>
      {index.map((g) => (
        <Section
          key={g.genre.slug}
          title={g.genre.name}
          action={{ label: t('genre>open', { name: g.genre.name }), href: href('genre', { genreName: g.genre.slug }) }}
        >
          <PriceTable rows={g.categories} />
        </Section>
      ))}
      <Section
        title={t('price_methodology>from_index>title')}
        action={{ label: t('price_methodology>from_index>link'), href: href('priceMethodology') }}
      >
        <p>{t('price_methodology>from_index>body')}</p>
      </Section>
    </HeroPage>
  );
}
