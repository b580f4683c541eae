/** price: typical prices of every service, from real quotes, grouped by genre. */
import { useTranslation } from 'react-i18next';
import { Container } from '@client/ui/card';
import { Section } from '@client/ui/section';
import { useHref } from '@client/lib/paths';
import { usePriceIndex } from '@client/features/catalog/api/catalog.queries';
import { PageHero } from '@client/features/catalog/components/page-hero';
import { PriceTable } from '@client/features/catalog/components/price-table';

export default function PriceIndexPage() {
  const { t } = useTranslation('catalog');
  const href = useHref();
  const { data: index } = usePriceIndex();
  const quotes = index.reduce((n, g) => n + g.categories.reduce((m, c) => m + c.samples, 0), 0);
  return (
    <>
      <PageHero
        crumbs={[{ label: t('breadcrumb>home'), href: href('home') }, { label: t('breadcrumb>prices') }]}
        title={t('price_index>title')}
        intro={t('price_index>intro', { count: quotes })}
      />
      <Container>
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
      </Container>
    </>
  );
}
