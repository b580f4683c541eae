/**
 * The reports queue of the back office: a report shown in the context of what it is about (the chat message with
 * the messages around it, the quote with its request, the review with its service, the service, the user), and
 * the decision staff take on it (dismiss, warn the author, hide the content, suspend the author or the service).
 * The contact queue's panel: who wrote, their account, their other threads.
 */
import { z } from 'zod';
import { REPORT_TYPES } from '../domain/report-topics';
import { CONTACT_TOPICS } from '../domain/contact-topics';
import { attachmentSchema } from './attachments.schema';
import { personSchema } from './back-office.schema';
import { TICKET_STATUSES } from './back-office.schema';
import { requiredReason, wholeNumber } from './common.schema';

export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_ACTIONS = ['dismiss', 'warn', 'hide', 'suspend_user', 'suspend_service'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

/** A person with what staff weigh before acting: age of the account and how often they were reported. */
export const reportPersonSchema = personSchema.extend({
  email: z.string(),
  role: z.string(),
  created: z.string(),
  /** Reports about this user, all time and still open. */
  reports_against: z.number().int(),
  open_reports_against: z.number().int(),
});
export type ReportPerson = z.infer<typeof reportPersonSchema>;

export const chatLineSchema = z.object({
  id: z.number().int(),
  sender: personSchema.nullable(),
  body: z.string(),
  attachments: z.array(attachmentSchema),
  created: z.string(),
  /** The reported message itself. */
  is_reported: z.boolean(),
  /** Hidden by Sifu: both parties see a placeholder. */
  hidden: z.boolean(),
});
export type ChatLine = z.infer<typeof chatLineSchema>;

export const reportRequestSchema = z.object({
  id: z.number().int(),
  category_zh: z.string(),
  category_en: z.string(),
  district_zh: z.string().nullable(),
  district_en: z.string().nullable(),
  description: z.string(),
  created: z.string(),
  user: personSchema.nullable(),
});

export const reportQuoteSchema = z.object({
  id: z.number().int(),
  rating_type: z.string().nullable(),
  price: z.number().int().nullable(),
  price_note: z.string(),
  sent_on: z.string().nullable(),
});

export const reportReviewSchema = z.object({
  id: z.number().int(),
  score: z.number().int(),
  note: z.string(),
  comment: z.string(),
  reviewer_name: z.string(),
  created: z.string(),
  /** Hidden by Sifu (off every list until restored). */
  hidden: z.boolean(),
});

export const reportServiceSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  business_name_zh: z.string(),
  business_name_en: z.string(),
  rating: z.number(),
  is_public: z.boolean(),
  owner: personSchema.nullable(),
});

export const reportPanelSchema = z.object({
  report: z.object({
    id: z.number().int(),
    type: z.enum(REPORT_TYPES),
    topic_id: z.number().int(),
    sub_topic_id: z.number().int().nullable(),
    message: z.string(),
    param: z.string(),
    attachments: z.array(attachmentSchema),
    created: z.string(),
    status: z.enum(REPORT_STATUSES),
    outcome: z.enum(REPORT_ACTIONS).nullable(),
    outcome_reason: z.string().nullable(),
    decided_at: z.string().nullable(),
    decided_by: personSchema.nullable(),
  }),
  reporter: reportPersonSchema.nullable(),
  /** Who the report is about: the author of the message, quote, request or review, the service's owner, the user. */
  author: reportPersonSchema.nullable(),
  /** A reported message with up to three messages either side, oldest first. */
  chat: z.array(chatLineSchema).nullable(),
  request: reportRequestSchema.nullable(),
  quote: reportQuoteSchema.nullable(),
  review: reportReviewSchema.nullable(),
  service: reportServiceSchema.nullable(),
  /** The decisions that apply to this report (hiding: a message or a review; suspending a service: when there is one). */
  actions: z.array(z.enum(REPORT_ACTIONS)),
});
export type ReportPanel = z.infer<typeof reportPanelSchema>;

/**
 * POST /api/ops/reports/{id}/decide. A suspension lasts `days`, or until lifted when absent. `warn`: hiding or
 * suspending the service also warns the author (one notice each, the same reason).
 */
export const reportDecisionSchema = z.object({
  action: z.enum(REPORT_ACTIONS, { message: 'invalid_option' }),
  reason: requiredReason(),
  days: wholeNumber({ min: 1, max: 3650 }).optional(),
  warn: z.boolean().optional(),
});
export type ReportDecision = z.output<typeof reportDecisionSchema>;

export const contactPanelSchema = z.object({
  message: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    topic: z.enum(CONTACT_TOPICS),
    message: z.string(),
    language: z.string(),
    created: z.string(),
  }),
  /** The sender's account when they wrote signed in. */
  account: personSchema.extend({ email: z.string(), role: z.string(), created: z.string() }).nullable(),
  /** The sender's other contact threads (same account, or same e-mail for a visitor), newest first. */
  other_threads: z.array(
    z.object({ ticket_id: z.number().int(), summary: z.string(), status: z.enum(TICKET_STATUSES), created: z.string() }),
  ),
});
export type ContactPanel = z.infer<typeof contactPanelSchema>;
