/** Read endpoints of CMS pages (see shared/api/data-client.ts). */
import type { Language } from '../../i18n/i18n-config';
import type { ContentKind, ContentPage, ContentSummary } from '../../schemas/content.schema';
import { lngQuery } from './catalog.reads';

export interface ContentReads {
  /** GET /api/cms/pages?kind=&category= */
  contentList: { params: { lng: Language; kind?: ContentKind; category?: string }; result: ContentSummary[] };
  /** GET /api/cms/pages/:slug */
  contentPage: { params: { lng: Language; slug: string }; result: ContentPage };
}

export const contentReadPaths = {
  contentList: (p: ContentReads['contentList']['params']) => `/api/cms/pages${lngQuery(p.lng, { kind: p.kind, category: p.category })}`,
  contentPage: (p: ContentReads['contentPage']['params']) => `/api/cms/pages/${encodeURIComponent(p.slug)}${lngQuery(p.lng)}`,
};
