/** CMS contracts (SPEC §7 "cache-based CMS pages"): info guides, blog posts and feature collections. */
import { z } from 'zod';
import { CONTACT_TOPICS } from '../domain/contact-topics';
import { EMAIL_PATTERN } from './accounts.schema';
import { longText, pageParam, pagedSchema, shortText } from './common.schema';
import { categorySummarySchema, lngParam, slugParam } from './catalog.schema';

/**
 * 'legal': the privacy policy and the terms; 'site': the SPEC §2 content pages (about, help centre,
 * pro centre …; ADR 0023). Both are served at their own paths and listed only when asked for by kind.
 */
export const CONTENT_KINDS = ['info', 'blog', 'feature', 'legal', 'site'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** Inline text: plain runs and internal links. */
export const inlineSchema = z.array(z.union([z.object({ text: z.string() }), z.object({ text: z.string(), href: z.string() })]));
export type Inline = z.infer<typeof inlineSchema>;

export const contentBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('h2'), text: z.string(), id: z.string() }),
  z.object({ type: z.literal('p'), inline: inlineSchema }),
  z.object({ type: z.literal('ul'), items: z.array(inlineSchema) }),
]);
export type ContentBlock = z.infer<typeof contentBlockSchema>;

export const contentSummarySchema = z.object({
  slug: z.string(),
  kind: z.enum(CONTENT_KINDS),
  title: z.string(),
  summary: z.string(),
  genre_slug: z.string().nullable(),
  category_slugs: z.array(z.string()),
  published_on: z.string(),
  modified: z.string(),
  reading_minutes: z.number().int(),
});
export type ContentSummary = z.infer<typeof contentSummarySchema>;

/** GET /api/cms/pages/:slug */
export const contentPageSchema = contentSummarySchema.extend({
  blocks: z.array(contentBlockSchema),
  categories: z.array(categorySummarySchema),
  related: z.array(contentSummarySchema),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

export const contentListQuerySchema = z.object({ lng: lngParam, kind: z.enum(CONTENT_KINDS).optional(), category: slugParam.optional() });

/** GET /api/cms/blog: one page of articles, newest first. */
export const blogQuerySchema = z.object({ lng: lngParam, page: pageParam });
export const blogPageSchema = pagedSchema(contentSummarySchema);
export type BlogPage = z.infer<typeof blogPageSchema>;

/** Defined without zod in shared/domain/contact-topics.ts, for the browser's contact form. */
export { CONTACT_TOPICS };

/** POST /api/contact_messages */
export const contactMessageSchema = z.object({
  name: shortText(80).min(1, { message: 'required' }),
  email: shortText(254).toLowerCase().regex(EMAIL_PATTERN, { message: 'invalid_email' }),
  phone: shortText(30).optional().default(''),
  topic: z.enum(CONTACT_TOPICS),
  message: longText(4000).refine((s) => s.trim().length >= 10, { message: 'contact_message_too_short' }),
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;
