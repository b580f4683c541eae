/** pro-list/{filter?}: pros sorted by hires (SPEC §9), 20 a page, for a category, genre, district or region. */
import { css } from '@emotion/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pageFrom, resolveProFilter } from '@shared/domain/catalog';
import { Chips } from '@client/ui/tabs';
import { theme } from '@client/styles/theme';
import { useHref } from '@client/lib/paths';
import { useLng } from '@client/features/catalog/api/catalog.queries';
import { useDataClient } from '@client/lib/data-client';
import { ServerIsland } from '@client/ui/server-island';
import { QuoteCta } from '@client/features/catalog/components/quote-cta';
import { ProList } from '@client/features/pro-services/components/pro-list';
import { HeroPage } from './parts/hero-page';
import { filteredProsQuery, proListReads } from './pro-list.reads';

export default function ProListPage() {
  const { t } = useTranslation('catalog');
  const href = useHref();
  const { filter } = useParams();
  const [search] = useSearchParams();
  const reads = proListReads.use();
  const { data: genres } = useSuspenseQuery(reads.genres);
  const { data: districts } = useSuspenseQuery(reads.districts);
  const f = resolveProFilter(filter, genres, districts) ?? { kind: 'all' as const };
  const prosRead = filteredProsQuery(useDataClient(), useLng(), f, pageFrom(search));
  const { data: pros } = useSuspenseQuery(prosRead);
  // The list is a server island (ADR 0029): links only. Its data stays in the state for the hero's count.
  const prosKey = prosRead.queryKey;
  const name = f.kind === 'all' ? t('pros>all') : f.kind === 'region' ? t(`region>${f.slug}`) : f.name;
  return (
    <HeroPage
      trail={[
        { label: t('breadcrumb>pros'), href: f.kind === 'all' ? undefined : href('proList') },
        ...(f.kind === 'all' ? [] : [{ label: name }]),
      ]}
      title={t(`pros>title_${f.kind}`, { name })}
      intro={t('pros>intro', { count: pros.total })}
      action={f.kind === 'category' ? <QuoteCta slug={f.slug} categoryName={f.name} placement="hero" /> : null}
    >
      <div
        css={css`
          margin: ${theme.space[6]} 0 ${theme.space[4]};
        `}
      >
        <Chips
          label={t('pros>filter_genre')}
          items={[
            { key: 'all', label: t('pros>all'), href: href('proList'), selected: f.kind === 'all' },
            ...genres.map((g) => ({
              key: g.slug,
              label: g.name,
              href: href('proList', { filter: g.slug }),
              selected: f.kind === 'genre' && f.slug === g.slug,
            })),
          ]}
        />
      </div>
      <ServerIsland id="pros" dependsOn={[prosKey]}>
        <ProList page={pros} scopeName={f.kind === 'category' ? f.name : undefined} headingLevel={2} eagerCount={2} />
      </ServerIsland>
    </HeroPage>
  );
}
