/** pro-search and pro-search/{slug}: find pros by keyword and district (optionally within one category). */
import { css } from '@emotion/react';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pageFrom } from '@shared/domain/catalog';
import { Container } from '@client/ui/card';
import { Section } from '@client/ui/section';
import { theme } from '@client/styles/theme';
import { useHref } from '@client/lib/paths';
import { useDistricts, useGenres } from '@client/features/catalog/api/catalog.queries';
import { PageHero } from '@client/features/catalog/components/page-hero';
import { CategoryGrid } from '@client/features/catalog/components/category-grid';
import { useProList } from '@client/features/pro-services/api/pro-services.queries';
import { ProList } from '@client/features/pro-services/components/pro-list';
import { ProSearchForm } from '@client/features/pro-services/components/pro-search-form';

export default function ProSearchPage() {
  const { t } = useTranslation('catalog');
  const href = useHref();
  const { slug } = useParams();
  const [search] = useSearchParams();
  const { data: genres } = useGenres();
  const { data: districts } = useDistricts();
  const categories = genres.flatMap((g) => g.categories);
  const category = slug ? categories.find((c) => c.slug === slug) : undefined;
  const q = (search.get('q') ?? '').trim().slice(0, 80);
  const district = districts.some((d) => d.slug === search.get('district')) ? (search.get('district') ?? undefined) : undefined;
  const { data: pros } = useProList({ category: category?.slug, district, q: q || undefined, page: pageFrom(search) });
  const lower = q.toLowerCase();
  const matching = q ? categories.filter((c) => c.name.toLowerCase().includes(lower) || c.slug.includes(lower)).slice(0, 8) : [];
  const action = category ? href('proSearchCategory', { slug: category.slug }) : href('proSearch');
  return (
    <>
      <PageHero
        crumbs={[
          { label: t('breadcrumb>home'), href: href('home') },
          { label: t('breadcrumb>search'), href: category ? href('proSearch') : undefined },
          ...(category ? [{ label: category.name }] : []),
        ]}
        title={category ? t('search>title_category', { name: category.name }) : t('search>title')}
        intro={t('search>intro')}
      />
      <Container>
        <div
          css={css`
            margin-top: -${theme.space[6]};
          `}
        >
          <ProSearchForm action={action} districts={districts} q={q} district={district} />
        </div>
        {matching.length ? (
          <Section title={t('search>matching_categories', { q })}>
            <CategoryGrid categories={matching} dense />
          </Section>
        ) : null}
        <section
          aria-labelledby="search-results"
          css={css`
            margin: ${theme.space[8]} 0;
          `}
        >
          <h2 id="search-results">{q ? t('search>results_for', { q }) : t('search>top_pros')}</h2>
          <ProList page={pros} emptyTitle={t('search>empty_title')} emptyBody={t('search>empty_body')} />
        </section>
      </Container>
    </>
  );
}
