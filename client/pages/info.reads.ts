/** What the "before you hire" pages (info/all, info/{slug}) read, once for their prefetch, head and page. */
import { hiringGuideIndexQuery, hiringGuideQuery } from '@client/features/catalog/api/hiring-guide.queries';
import { blogQuery } from '@client/features/content/api/content.queries';
import { pageReads } from '@client/lib/page-reads';

/** info/all: the genres' guides and the newest articles. */
export const infoAllReads = pageReads(({ data, lng }) => ({
  genres: hiringGuideIndexQuery(data, lng),
  blog: blogQuery(data, lng, 1),
}));

/** info/{slug}: a category's guide, or a genre's by its info slug. */
export const infoReads = pageReads(({ data, lng, params }) => ({ guide: hiringGuideQuery(data, lng, params.slug ?? '') }));
