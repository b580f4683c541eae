/** genre/all: every service, grouped by genre. */
import { useTranslation } from 'react-i18next';
import { Section } from '@client/ui/section';
import { useHref } from '@client/lib/paths';
import { useGenres } from '@client/features/catalog/api/catalog.queries';
import { CategoryGrid } from '@client/features/catalog/components/category-grid';
import { HeroPage } from './parts/hero-page';

export default function GenreAllPage() {
  const { t } = useTranslation('catalog');
  const href = useHref();
  const { data: genres } = useGenres();
  const total = genres.reduce((n, g) => n + g.categories.length, 0);
  return (
    <HeroPage trail={[{ label: t('breadcrumb>all_services') }]} title={t('genre_all>title')} intro={t('genre_all>intro', { count: total })}>
      {genres.map((g) => (
        <Section
          key={g.slug}
          title={g.name}
          description={g.description}
          action={{ label: t('genre>open', { name: g.name }), href: href('genre', { genreName: g.slug }) }}
        >
          <CategoryGrid categories={g.categories} />
        </Section>
      ))}
    </HeroPage>
  );
}
