/**
 * pro-search and pro-search/{slug} (never indexed). Typed words: the service they most likely mean with its "get free
 * quotes" at the top, other matching services, then pros. A category, or no words: its pros by
 * keyword and district, most hired first.
 */
import { css } from '@emotion/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { normalizeSearch } from '@shared/domain/search-query';
import type { DistrictName } from '@shared/schemas/catalog.schema';
import { theme } from '@client/styles/theme';
import { useHref } from '@client/lib/paths';
import { useDataClient } from '@client/lib/data-client';
import { useLng } from '@client/features/catalog/api/catalog.queries';
import { useSearchResults } from '@client/features/catalog/api/search.queries';
import { QuoteCta } from '@client/features/catalog/components/quote-cta';
import { SearchMatches } from '@client/features/catalog/components/search-matches';
import { ProList } from '@client/features/pro-services/components/pro-list';
import { ProSearchForm } from '@client/features/pro-services/components/pro-search-form';
import { HeroPage } from './parts/hero-page';
import { proSearchReads, searchOf, searchProsQuery } from './pro-search.reads';

type Reads = ReturnType<typeof proSearchReads.build>;

export default function ProSearchPage() {
  const { slug } = useParams();
  const [search] = useSearchParams();
  const reads = proSearchReads.use();
  const { data: districts } = useSuspenseQuery(reads.districts);
  const props = { ...searchOf(search, districts), districts };
  return !slug && normalizeSearch(props.q) ? <KeywordResults {...props} /> : <CategoryPros {...props} slug={slug} genres={reads.genres} />;
}

interface ViewProps {
  q: string;
  district?: string;
  districts: DistrictName[];
  page: number;
}

function KeywordResults({ q, district, districts, page }: ViewProps) {
  const { t } = useTranslation('catalog');
  const href = useHref();
  const { data: result } = useSearchResults({ q, page, district });
  const best = result.best;
  return (
    <HeroPage
      trail={[{ label: t('breadcrumb>search') }]}
      title={t('search>results_for', { q })}
      intro={best ? t('search>best_body', { name: best.name }) : t('search>intro')}
      icon={best?.icon}
      action={best ? <QuoteCta slug={best.slug} categoryName={best.name} placement="hero" /> : null}
    >
      <div css={formSpace}>
        <ProSearchForm action={href('proSearch')} districts={districts} q={q} district={district} />
      </div>
      <SearchMatches result={result} q={q} />
      {best || result.pros.total ? (
        <section aria-labelledby="search-results" css={listSpace}>
          <h2 id="search-results">{best ? t('search>pros_for', { name: best.name }) : t('search>results_pros', { q })}</h2>
          <ProList page={result.pros} emptyTitle={t('search>empty_title')} emptyBody={t('search>empty_body')} />
        </section>
      ) : null}
    </HeroPage>
  );
}

function CategoryPros({ q, district, districts, page, slug, genres: genresRead }: ViewProps & { slug?: string; genres: Reads['genres'] }) {
  const { t } = useTranslation('catalog');
  const href = useHref();
  const { data: genres } = useSuspenseQuery(genresRead);
  const category = slug ? genres.flatMap((g) => g.categories).find((c) => c.slug === slug) : undefined;
  const { data: pros } = useSuspenseQuery(searchProsQuery(useDataClient(), useLng(), { category: category?.slug, district, q, page }));
  const action = category ? href('proSearchCategory', { slug: category.slug }) : href('proSearch');
  return (
    <HeroPage
      trail={[
        { label: t('breadcrumb>search'), href: category ? href('proSearch') : undefined },
        ...(category ? [{ label: category.name }] : []),
      ]}
      title={category ? t('search>title_category', { name: category.name }) : t('search>title')}
      intro={category ? t('search>best_body', { name: category.name }) : t('search>intro')}
      icon={category?.icon}
      action={category ? <QuoteCta slug={category.slug} categoryName={category.name} placement="hero" /> : null}
    >
      <div css={formSpace}>
        <ProSearchForm action={action} districts={districts} q={q} district={district} />
      </div>
      <section aria-labelledby="search-results" css={listSpace}>
        <h2 id="search-results">{q ? t('search>results_pros', { q }) : t('search>top_pros')}</h2>
        <ProList page={pros} emptyTitle={t('search>empty_title')} emptyBody={t('search>empty_body')} />
      </section>
    </HeroPage>
  );
}

const formSpace = css`
  margin-top: -${theme.space[6]};
`;
const listSpace = css`
  margin: ${theme.space[8]} 0;
`;
