/**
 * Moderation in the back office (SPEC §3 blocked_status): finding users, a user's page with their services, and the
 * decisions staff take on accounts, services and content (reviews, chat messages, service photos).
 */
import { z } from 'zod';
import { idParam, pageParam, pagedSchema, requiredReason, shortText } from './common.schema';
import { accountSchema } from './back-office.schema';

export const CONTENT_KINDS = ['review', 'message', 'photo'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const BLOCKED_STATUSES = ['active', 'suspended'] as const;
export type BlockedStatus = (typeof BLOCKED_STATUSES)[number];

export const OPS_USERS_PAGE_SIZE = 25;

/** Search by id, or the start of a username, e-mail or phone number. */
export const opsUserQuerySchema = z.object({
  q: shortText(100).optional().default(''),
  page: pageParam,
});
export type OpsUserQuery = z.output<typeof opsUserQuerySchema>;

const suspensionSchema = z.object({
  blocked_status: z.enum(BLOCKED_STATUSES),
  /** UTC 'YYYY-MM-DD HH:mm:ss'; null: until reinstated (or not suspended). */
  suspended_until: z.string().nullable(),
  suspension_reason: z.string().nullable(),
});

export const opsUserRowSchema = accountSchema.extend({ role: z.enum(['consumer', 'pro']) }).merge(suspensionSchema);
export type OpsUserRow = z.infer<typeof opsUserRowSchema>;

export const opsUserPageSchema = pagedSchema(opsUserRowSchema);
export type OpsUserPage = z.infer<typeof opsUserPageSchema>;

export const opsUserServiceSchema = z
  .object({
    id: z.number().int(),
    business_name_zh: z.string(),
    business_name_en: z.string(),
    /** Listed on public pages right now (public, ready, not archived, not held by a suspension). */
    is_listed: z.boolean(),
    is_archived: z.boolean(),
  })
  .merge(suspensionSchema);
export type OpsUserService = z.infer<typeof opsUserServiceSchema>;

export const opsUserTicketSchema = z.object({
  id: z.number().int(),
  queue: z.string(),
  subject_type: z.string(),
  summary: z.string(),
  status: z.string(),
  created: z.string(),
});

export const opsUserActionSchema = z.object({
  id: z.number().int(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.number().int(),
  reason: z.string(),
  staff_username: z.string().nullable(),
  created: z.string(),
});

export const opsUserDetailSchema = z.object({
  user: opsUserRowSchema.extend({ is_staff: z.boolean(), deleted: z.boolean() }),
  services: z.array(opsUserServiceSchema),
  /** Tickets by or about this user, newest first. */
  tickets: z.array(opsUserTicketSchema),
  /** Moderation decisions about the user and their services, newest first. */
  actions: z.array(opsUserActionSchema),
});
export type OpsUserDetail = z.infer<typeof opsUserDetailSchema>;

const reason = requiredReason();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'invalid_date' });

export const reasonInputSchema = z.object({ reason });
export type ReasonInput = z.output<typeof reasonInputSchema>;

/** `until`: the Hong Kong day on which the suspension ends (at its start); absent or null: until reinstated. */
export const suspendInputSchema = z.object({ reason, until: day.nullable().optional().default(null) });
export type SuspendInput = z.output<typeof suspendInputSchema>;

export const contentParams = z.object({
  kind: z.enum(CONTENT_KINDS, { message: 'invalid_option' }),
  id: idParam,
});
