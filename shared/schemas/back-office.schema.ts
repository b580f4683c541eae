/**
 * The back office (/ops): staff roles, the queues they see, and the tickets that carry every item a person must
 * act on (a contact message, a report, a receipt or refund request, a verification, a fraud hold, a referral
 * reward held for review). A ticket points at its subject row in the owning module; assignment, internal notes
 * and the reply thread with the user live on the ticket.
 */
import { z } from 'zod';
import { idParam, longText, pageParam, pagedSchema, shortText } from './common.schema';
import type { FeatureFlagName, FeatureFlags } from '../config/feature-flags';
import { fullName } from './accounts.schema';

export const STAFF_ROLES = ['support', 'trust_safety', 'finance', 'content', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const QUEUES = [
  'contact',
  'reports',
  'receipts',
  'refunds',
  'verifications',
  'fraud',
  'referrals',
  'disputes',
  'payouts',
  'shop_items',
  'merchant_applications',
  'business_loans',
] as const;
export type Queue = (typeof QUEUES)[number];

/** Who works each queue (admin sees everything). Support also decides licences; trust and safety the fraud holds. */
export const QUEUE_ROLES: Record<Queue, readonly StaffRole[]> = {
  contact: ['support'],
  reports: ['trust_safety'],
  receipts: ['finance'],
  refunds: ['finance'],
  verifications: ['support', 'trust_safety'],
  fraud: ['trust_safety'],
  referrals: ['finance'],
  /** Safety payments neither side settled (cancel requests, refund applications): trust and safety decides. */
  disputes: ['trust_safety'],
  /** Safety payment money that does not reconcile with the provider, and payout batches. */
  payouts: ['finance'],
  /** Shop items applying for review, like the verification queue: support or trust and safety publishes or rejects. */
  shop_items: ['support', 'trust_safety'],
  /** Companies applying to take payments as merchants (docs/decisions/0041): finance approves or rejects. */
  merchant_applications: ['finance'],
  /** Pros asking about a business loan through the lending partner (flag businessLoan): finance calls them back. */
  business_loans: ['finance'],
};

/** The promise made to users, in hours: an item older than this is overdue and its role is e-mailed once. */
export const QUEUE_TARGET_HOURS: Record<Queue, number> = {
  contact: 24,
  reports: 24,
  receipts: 72,
  refunds: 72,
  verifications: 48,
  fraud: 24,
  referrals: 72,
  disputes: 48,
  payouts: 24,
  shop_items: 48,
  merchant_applications: 72,
  business_loans: 48,
};

/** The work that is not a queue: data editors and moderation, and the roles allowed to do it. */
export const AREA_ROLES = {
  moderation: ['support', 'trust_safety'],
  promotions: ['finance'],
  packages: ['finance'],
  content: ['content'],
  catalog: ['content'],
  audit: ['admin'],
  staff: ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type Area = keyof typeof AREA_ROLES;

export function hasRole(roles: readonly string[], allowed: readonly StaffRole[]): boolean {
  return roles.includes('admin') || allowed.some((r) => roles.includes(r));
}
/** Queues of a feature behind a flag: with the flag off the queue does not exist (nothing can enter it). */
export const QUEUE_FLAGS: Partial<Record<Queue, FeatureFlagName>> = {
  shop_items: 'shop',
  business_loans: 'businessLoan',
};
export const queueIsOn = (queue: Queue, flags: FeatureFlags): boolean => {
  const flag = QUEUE_FLAGS[queue];
  return !flag || flags[flag];
};
export const queuesOf = (roles: readonly string[], flags: FeatureFlags): Queue[] =>
  QUEUES.filter((q) => hasRole(roles, QUEUE_ROLES[q]) && queueIsOn(q, flags));
export const areasOf = (roles: readonly string[]): Area[] =>
  (Object.keys(AREA_ROLES) as Area[]).filter((a) => hasRole(roles, AREA_ROLES[a]));

export const TICKET_STATUSES = ['open', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const queueParams = z.object({ queue: z.enum(QUEUES, { message: 'invalid_option' }) });

export const queueQuerySchema = z.object({
  status: z.enum([...TICKET_STATUSES, 'all'], { message: 'invalid_option' }).default('open'),
  /** `me`, `none` (unassigned) or any (absent). */
  assignee: z.enum(['me', 'none'], { message: 'invalid_option' }).optional(),
  q: shortText(100).optional(),
  page: pageParam,
});
export type QueueQuery = z.output<typeof queueQuerySchema>;

export const personSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  full_name: z.string(),
});
export type Person = z.infer<typeof personSchema>;

/** A user row's id and names as a person; null without a user (a visitor, a staff member since deleted). */
export function personOf(
  id: number | null | undefined,
  u: { username: string | null; first_name: string | null; last_name: string | null },
): Person | null {
  return id && u.username
    ? { id, username: u.username, full_name: fullName({ username: u.username, first_name: u.first_name, last_name: u.last_name }) }
    : null;
}

/** A user as the staff consoles show them: who they are and how to reach them. */
export const accountSchema = personSchema.extend({ email: z.string(), phone: z.string().nullable(), created: z.string() });

export const ticketSchema = z.object({
  id: z.number().int(),
  queue: z.enum(QUEUES),
  subject_type: z.string(),
  subject_id: z.number().int(),
  summary: z.string(),
  status: z.enum(TICKET_STATUSES),
  user: personSchema.nullable(),
  /** The language the user reads replies in. */
  language: z.string(),
  assignee: personSchema.nullable(),
  resolution: z.string().nullable(),
  created: z.string(),
  closed_at: z.string().nullable(),
  overdue: z.boolean(),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const queuePageSchema = pagedSchema(ticketSchema);
export type QueuePage = z.infer<typeof queuePageSchema>;

export const ticketNoteSchema = z.object({ id: z.number().int(), staff: personSchema.nullable(), body: z.string(), created: z.string() });
export const threadMessageSchema = z.object({
  id: z.number().int(),
  /** A message from Sifu's staff (else from the user). */
  from_staff: z.boolean(),
  author: z.string(),
  body: z.string(),
  created: z.string(),
});
export type ThreadMessage = z.infer<typeof threadMessageSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  staff: personSchema.nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.number().int(),
  reason: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  created: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const ticketDetailSchema = z.object({
  ticket: ticketSchema,
  notes: z.array(ticketNoteSchema),
  thread: z.array(threadMessageSchema),
  history: z.array(auditEntrySchema),
  /** The user's e-mail, for a reply that cannot go in-app (a visitor's contact message). */
  email: z.string().nullable(),
});
export type TicketDetail = z.infer<typeof ticketDetailSchema>;

export const queueSummarySchema = z.object({
  queue: z.enum(QUEUES),
  open: z.number().int(),
  unassigned: z.number().int(),
  overdue: z.number().int(),
  oldest_created: z.string().nullable(),
  target_hours: z.number().int(),
});
export type QueueSummary = z.infer<typeof queueSummarySchema>;

export const opsMeSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
  queues: z.array(z.enum(QUEUES)),
  areas: z.array(z.string()),
});
export type OpsMe = z.infer<typeof opsMeSchema>;

export const assignSchema = z.object({
  assignee_id: idParam.nullable(),
  /** The assignee the staff member saw: when someone changed it meanwhile, the change is refused (409), not overwritten. */
  from_assignee_id: idParam.nullable().optional(),
});
export const noteInputSchema = z.object({ body: longText(4000).pipe(z.string().trim().min(1, { message: 'required' })) });
export const replyInputSchema = noteInputSchema;
export const closeInputSchema = z.object({ resolution: shortText(500).optional().default('') });

export const auditQuerySchema = z.object({
  staff_id: idParam.optional(),
  target_type: shortText(40).optional(),
  target_id: idParam.optional(),
  page: pageParam,
});
export const auditPageSchema = pagedSchema(auditEntrySchema);

export const staffMemberSchema = personSchema.extend({ email: z.string(), roles: z.array(z.enum(STAFF_ROLES)) });
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffRolesInputSchema = z.object({ roles: z.array(z.enum(STAFF_ROLES, { message: 'invalid_option' })).max(5) });

/** The user's side: their support threads (contact messages and appeals) with Sifu's replies. */
export const supportThreadSchema = z.object({
  id: z.number().int(),
  summary: z.string(),
  status: z.enum(TICKET_STATUSES),
  created: z.string(),
  thread: z.array(threadMessageSchema),
});
export type SupportThread = z.infer<typeof supportThreadSchema>;
