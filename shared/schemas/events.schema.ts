/** POST /api/events: page views and other analytics events (SPEC §2: every page change reports a page view). */
import { z } from 'zod';
import { shortText } from './common.schema';

export const analyticsEventSchema = z.object({
  name: z.enum(['page_view', 'click', 'signup', 'login', 'role_switch', 'language_switch']),
  path: shortText(2000).min(1),
  language: shortText(10).optional(),
  referrer: shortText(2000).optional(),
  props: z.record(z.string().max(50), z.union([z.string().max(500), z.number(), z.boolean()])).optional(),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;
