/**
 * The home page's latest blog posts (SPEC §6 flag `homeBlogs`) as a server island (ADR 0029): the newest articles
 * of the blog's first page with a link to the rest. Links and text only, nothing per viewer; its data stays out of
 * the page state.
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ClientEnv } from '@shared/api/ssr-contract';
import type { DataClient } from '@shared/api/data-client';
import type { Language } from '@shared/i18n/i18n-config';
import { Section } from '@client/ui/section';
import { ServerIsland } from '@client/ui/server-island';
import { useDataClient } from '@client/lib/data-client';
import { useHref } from '@client/lib/paths';
import { blogQuery } from '../api/content.queries';
import { ArticleGrid } from './article-card';

/** As many as one row of cards on a desktop. */
const HOME_POSTS = 3;

/** Fills the cache with the blog's first page; a failure leaves the block out rather than failing the home page. */
export async function prefetchHomeBlogs(ctx: { queryClient: QueryClient; data: DataClient; lng: Language; env: ClientEnv }): Promise<void> {
  if (!ctx.env.featureFlags.homeBlogs) return;
  await ctx.queryClient.ensureQueryData(blogQuery(ctx.data, ctx.lng, 1)).catch(() => undefined);
}

export function HomeBlogsIsland() {
  const { i18n } = useTranslation();
  const read = blogQuery(useDataClient(), i18n.language as Language, 1);
  return (
    <ServerIsland id="home-blogs" queries={[read.queryKey]}>
      <HomeBlogList read={read} />
    </ServerIsland>
  );
}

function HomeBlogList({ read }: { read: ReturnType<typeof blogQuery> }) {
  const { t } = useTranslation('catalog');
  const href = useHref();
  const { data } = useQuery(read);
  if (!data?.items.length) return null;
  return (
    <Section title={t('homeBlogs>title')} description={t('homeBlogs>intro')} action={{ label: t('homeBlogs>all'), href: href('blogAll') }}>
      <ArticleGrid articles={data.items.slice(0, HOME_POSTS)} />
    </Section>
  );
}
