/**
 * Notification settings (SPEC §3 notification_settings): for each notification type and channel
 * (in-app, e-mail, SMS) whether the user gets it. Users store only their own choices; the defaults below are the
 * behaviour from before the settings existed (every type in-app, e-mail for the types that have one, no SMS).
 */
import { NOTIFICATION_TYPES, type NotificationType } from '../schemas/notifications.schema';

export const NOTIFICATION_CHANNELS = ['in_app', 'email', 'sms'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export type ChannelChoice = Record<NotificationChannel, boolean>;
export type NotificationSettings = Record<NotificationType, ChannelChoice>;
/** What a user has chosen (stored in users.notification_settings): only the channels they changed. */
export type StoredNotificationSettings = Partial<Record<NotificationType, Partial<ChannelChoice>>>;

/** An operator's decision on the account's certificates or identity. */
const VERIFICATION_DECISIONS = [
  'certificate_approved',
  'certificate_rejected',
  'identity_approved',
  'identity_rejected',
] as const satisfies readonly NotificationType[];

/**
 * What Sifu's staff decided about the account, its content or its money, and their replies (a restored item's notice,
 * content_restored, is neither e-mailed nor locked).
 */
const STAFF_DECISIONS = [
  'support_reply',
  'account_warning',
  'account_suspended',
  'account_reinstated',
  'service_suspended',
  'service_reinstated',
  'content_hidden',
  'credit_refund_approved',
  'credit_refund_rejected',
  'receipt_ready',
  'merchant_application_approved',
  'merchant_application_rejected',
  'business_loan_contacted',
  'business_loan_closed',
] as const satisfies readonly NotificationType[];

/** The types that have an e-mail (server/modules/notifications/email-templates.ts writes the copy of each). */
export const EMAIL_NOTIFICATION_TYPES = [
  'new_lead',
  'new_quote',
  'hired',
  'completed',
  'review_request',
  ...VERIFICATION_DECISIONS,
  'payment_received',
  'payment_failed',
  ...STAFF_DECISIONS,
  'safety_payment',
  'shop',
  'voice',
  'request_expiry',
  'hire_intent',
  'booking',
] as const satisfies readonly NotificationType[];

/**
 * The types that can also come as an SMS to the confirmed phone: time-critical moments (a new lead, a new quote, a
 * hire, a booking made, moved or cancelled).
 */
export const SMS_NOTIFICATION_TYPES = [
  'new_lead',
  'new_quote',
  'hired',
  'safety_payment',
  'booking',
] as const satisfies readonly NotificationType[];

/**
 * In-app is always on for these: they record money moving in or out of the wallet (a referral reward is credit too)
 * and an operator's decision on the account's certificates or identity. The notification list is where the user
 * finds them again later (and what support points to), so they cannot be switched off there; their e-mail can be.
 */
export const IN_APP_LOCKED_TYPES = [
  'payment_received',
  'payment_failed',
  'fee_refunded',
  'referral_reward',
  // Money held, released or refunded for a job.
  'safety_payment',
  // Each auto-sent quote is a fee taken from the wallet.
  'auto_quote_sent',
  // Released safety payments paid out to the pro's bank account, or returned by the bank.
  'safety_payout_paid',
  'safety_payout_failed',
  // Shop orders paid, refunded and paid out, and an operator's decision on an item.
  'shop',
  ...VERIFICATION_DECISIONS,
  ...STAFF_DECISIONS,
] as const satisfies readonly NotificationType[];

/** E-mail is always on for these: a suspended user cannot sign in, so the e-mail is the only notice they can read. */
export const EMAIL_LOCKED_TYPES = ['account_suspended'] as const satisfies readonly NotificationType[];

const GROUPS: ReadonlyArray<{ key: string; types: readonly NotificationType[] }> = [
  { key: 'quotes', types: ['new_quote', 'quote_updated', 'completed', 'review_request', 'narrow_declined', 'request_expiry'] },
  {
    key: 'leads',
    types: [
      'new_lead',
      'hired',
      'hire_intent',
      'hire_undone',
      'rejected',
      'request_closed',
      'request_withdrawn',
      'reviewed',
      'auto_quote_budget_out',
    ],
  },
  { key: 'bookings', types: ['booking'] },
  { key: 'messages', types: ['new_message', 'voice'] },
  {
    key: 'wallet',
    types: [
      'payment_received',
      'payment_failed',
      'fee_refunded',
      'referral_reward',
      'auto_quote_sent',
      'safety_payment',
      'safety_payout_paid',
      'safety_payout_failed',
    ],
  },
  { key: 'verification', types: VERIFICATION_DECISIONS },
  {
    key: 'support',
    types: [
      'support_reply',
      'account_warning',
      'account_suspended',
      'account_reinstated',
      'service_suspended',
      'service_reinstated',
      'content_hidden',
      'content_restored',
      'credit_refund_approved',
      'credit_refund_rejected',
      'receipt_ready',
      'merchant_application_approved',
      'merchant_application_rejected',
      'business_loan_contacted',
      'business_loan_closed',
    ],
  },
  { key: 'shop', types: ['shop'] },
];

/** The types that exist only with the shop (both its flags on: shared/domain/shop.ts shopEnabled). */
const SHOP_TYPES: readonly NotificationType[] = ['shop'];

/**
 * How the settings page groups the types (consumer side, pro side, both); a type added later shows under "other".
 * With `shop` false (the shop is off) its types are left out, since nothing of the shop shows then.
 */
export function notificationGroups(opts: { shop?: boolean } = {}): Array<{ key: string; types: NotificationType[] }> {
  const shown = (t: NotificationType) => opts.shop !== false || !SHOP_TYPES.includes(t);
  const grouped = new Set<string>(GROUPS.flatMap((g) => g.types));
  const other = NOTIFICATION_TYPES.filter((t) => !grouped.has(t) && shown(t));
  return [
    ...GROUPS.map((g) => ({ key: g.key, types: g.types.filter(shown) })).filter((g) => g.types.length > 0),
    ...(other.length ? [{ key: 'other', types: other }] : []),
  ];
}

const has = (list: readonly string[], type: string) => list.includes(type);

/** Whether a channel exists for a type (a type without an e-mail template has no e-mail switch). */
export function channelAvailable(type: NotificationType, channel: NotificationChannel): boolean {
  if (channel === 'email') return has(EMAIL_NOTIFICATION_TYPES, type);
  if (channel === 'sms') return has(SMS_NOTIFICATION_TYPES, type);
  return true;
}

/** Whether the user may not turn this channel off. */
export function channelLocked(type: NotificationType, channel: NotificationChannel): boolean {
  if (channel === 'email') return has(EMAIL_LOCKED_TYPES, type);
  return channel === 'in_app' && has(IN_APP_LOCKED_TYPES, type);
}

/** Today's behaviour: in-app for every type, e-mail where there is one, no SMS. */
export function defaultChoice(type: NotificationType): ChannelChoice {
  return { in_app: true, email: has(EMAIL_NOTIFICATION_TYPES, type), sms: false };
}

/** The effective channels of one type: stored choices over the defaults; unavailable channels off, locked ones on. */
export function resolveChoice(type: NotificationType, stored: Partial<ChannelChoice> | null | undefined): ChannelChoice {
  const base = defaultChoice(type);
  const out = { ...base };
  for (const channel of NOTIFICATION_CHANNELS) {
    const v = stored?.[channel];
    if (typeof v === 'boolean') out[channel] = v;
    if (!channelAvailable(type, channel)) out[channel] = false;
    if (channelLocked(type, channel)) out[channel] = true;
  }
  return out;
}

/** The effective settings of every type. */
export function resolveSettings(stored: StoredNotificationSettings | null | undefined): NotificationSettings {
  return Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t, resolveChoice(t, stored?.[t])])) as NotificationSettings;
}

/** Merges a change into what was stored, dropping what cannot be chosen (unavailable or locked channels). */
export function mergeSettings(stored: StoredNotificationSettings, change: StoredNotificationSettings): StoredNotificationSettings {
  const out: StoredNotificationSettings = { ...stored };
  for (const [type, choice] of Object.entries(change) as Array<[NotificationType, Partial<ChannelChoice> | undefined]>) {
    if (!choice) continue;
    const next: Partial<ChannelChoice> = { ...out[type] };
    for (const channel of NOTIFICATION_CHANNELS) {
      const v = choice[channel];
      if (typeof v !== 'boolean' || !channelAvailable(type, channel) || channelLocked(type, channel)) continue;
      next[channel] = v;
    }
    out[type] = next;
  }
  return out;
}
