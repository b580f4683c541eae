/**
 * In-app notifications, their realtime push and the emails that go with some of them. Rows are written in the
 * caller's transaction; pushes and emails run after its commit (`tx.afterCommit`).
 */
import { greetingName } from '@shared/schemas/accounts.schema';
import { DEFAULT_LANGUAGE, isLanguage, splitLanguagePrefix } from '@shared/i18n/i18n-config';
import type { Notification, NotificationType } from '@shared/schemas/notifications.schema';
import type { UnreadCount } from '@shared/schemas/bids.schema';
import { resolveChoice, SMS_NOTIFICATION_TYPES } from '@shared/domain/notification-preferences';
import type { Queryable, Tx } from '../../lib/db';
import type { FullDeps } from '../../lib/adapters';
import type { MailMessage } from '../../lib/mailer';
import { logger } from '../../lib/logger';
import { utcStringOf } from '../../lib/utc-time';
import { EMAIL_TYPES, renderEmail, type EmailType } from './email-templates';
import { renderSms, type SmsType } from './sms-templates';
import * as repo from './notifications.repository';

export interface NotifyInput {
  userId: number;
  type: NotificationType;
  requestId?: number | null;
  bidId?: number | null;
  params: Record<string, string | number | null>;
  /** Site path of the page the email links to (without language prefix). */
  link?: string;
  /**
   * Links that act without signing in (hash-links module), made only when an e-mail or SMS goes out: site paths by
   * name, written into the e-mail and SMS as `link_<name>` and never into the in-app row or its push.
   */
  actionLinks?: (tx: Tx) => Promise<Record<string, string | undefined>>;
}

type Links = Record<string, string | undefined>;

function toWire(row: repo.NotificationRow): Notification {
  return {
    id: Number(row.id),
    type: row.type,
    quote_request_id: row.quote_request_id,
    quote_bid_id: row.quote_bid_id,
    params: row.params,
    is_read: row.is_read,
    created: utcStringOf(row.created),
  };
}

/**
 * Delivers a notification on the channels the user keeps on for its type (users.notification_settings;
 * defaults: in-app always, e-mail where the type has one, no SMS): the in-app row is written in the caller's
 * transaction; after commit it is pushed with the new counters, and the e-mail and SMS are sent.
 */
export async function notify(deps: FullDeps, tx: Tx, n: NotifyInput): Promise<void> {
  const { choice, recipient } = await repo.findChoiceAndRecipient(tx, n.userId, n.type);
  const channels = resolveChoice(n.type, choice);
  const row = channels.in_app ? await repo.insert(tx, n) : null;
  const email = channels.email && (EMAIL_TYPES as readonly string[]).includes(n.type);
  const sms = channels.sms && (SMS_NOTIFICATION_TYPES as readonly string[]).includes(n.type);
  const links: Links = (email || sms) && n.actionLinks ? await n.actionLinks(tx) : {};
  // With a mail queue, the e-mail is queued in this transaction: it exists exactly when the notification does, and
  // the request spends no second transaction on it.
  const queue = deps.mailer.queue;
  if (email && queue && recipient) {
    // A mail that cannot be written is logged and left out; it never undoes the change it would have told about.
    let msg: MailMessage | undefined;
    try {
      msg = emailOf(deps, recipient, n.type as EmailType, n.params, n.link, links);
    } catch (err) {
      logger().error('mail-render-failed', { type: n.type, err: err instanceof Error ? err.message : String(err) });
    }
    if (msg) await queue(tx, msg);
  }
  tx.afterCommit(() => {
    if (row) {
      deps.realtime.publish([n.userId], { type: 'notification', notification: toWire(row) });
      pushUnreadCounts(deps, [n.userId]);
    }
    if (email && !queue) {
      deps.background.run(`mail-${n.type}`, () => sendEmail(deps, n.userId, n.type as EmailType, n.params, n.link, links));
    }
    if (sms) {
      deps.background.run(`sms-${n.type}`, () => sendSms(deps, n.userId, n.type as SmsType, n.params, n.link, links));
    }
  });
}

/** The SMS of a notification, to the user's confirmed phone only (nothing when there is none). */
async function sendSms(
  deps: FullDeps,
  userId: number,
  type: SmsType,
  params: NotifyInput['params'],
  link?: string,
  links: Links = {},
): Promise<void> {
  const to = await repo.findSmsRecipient(deps.db, userId);
  if (!to) return;
  const url = siteUrl(deps, to.language);
  await deps.sms.send({ to: to.phone, text: renderSms(type, to.language, { ...params, ...linkParams(url, links), link: url(link) }) });
}

/**
 * Full URLs of site paths in the recipient's language, always under its prefix (one URL per page, ADR 0045); the
 * site's root in that language without a path. A path that already names its language is kept.
 */
export function siteUrl(deps: Pick<FullDeps, 'env'>, language: string) {
  const lng = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  const base = deps.env.PUBLIC_URL.replace(/\/$/, '');
  return (path?: string) => {
    if (!path) return `${base}/${lng}/`;
    return splitLanguagePrefix(path).prefix ? `${base}${path}` : `${base}/${lng}${path}`;
  };
}

const linkParams = (url: (path?: string) => string, links: Links) =>
  Object.fromEntries(Object.entries(links).map(([name, path]) => [`link_${name}`, path ? url(path) : null]));

function emailOf(
  deps: FullDeps,
  to: repo.Recipient,
  type: EmailType,
  params: NotifyInput['params'],
  link?: string,
  links: Links = {},
): MailMessage {
  const url = siteUrl(deps, to.language);
  const { subject, text } = renderEmail(type, to.language, {
    ...params,
    ...linkParams(url, links),
    name: greetingName(to),
    link: url(link),
  });
  return { to: to.email, subject, text, tag: type };
}

async function sendEmail(
  deps: FullDeps,
  userId: number,
  type: EmailType,
  params: NotifyInput['params'],
  link: string | undefined,
  links: Links,
): Promise<void> {
  const to = await repo.findRecipient(deps.db, userId);
  if (to) await deps.mailer.send(emailOf(deps, to, type, params, link, links));
}

/** GET /api/quote_bids/unread_count */
export async function getUnreadCounts(q: Queryable, userId: number): Promise<UnreadCount> {
  const c = await repo.unreadCounts(q, userId);
  return { ...c, total: c.unread_messages + c.unread_leads + c.unread_quotes + c.unread_notifications };
}

/**
 * Tells the users' sockets that their counters changed; the /ws server that holds a socket for the user
 * computes and sends the fresh `unread_count` (so nothing is counted for users who are not connected).
 */
export function pushUnreadCounts(deps: FullDeps, userIds: number[]): void {
  const ids = [...new Set(userIds)];
  if (ids.length) deps.realtime.publish(ids, { type: 'unread_changed' });
}

const PAGE_SIZE = 20;

/** GET /api/notifications */
export async function listNotifications(q: Queryable, userId: number, page: number) {
  const rows = await repo.listPage(q, userId, PAGE_SIZE, (page - 1) * PAGE_SIZE);
  const total = rows[0] ? Number(rows[0].total) : 0;
  return {
    items: rows.map(toWire),
    unread: await repo.countUnread(q, userId),
    page,
    page_size: PAGE_SIZE,
    total,
    total_pages: Math.ceil(total / PAGE_SIZE),
  };
}

/** POST /api/notifications/mark_read */
export async function markNotificationsRead(deps: FullDeps, userId: number, ids: number[]): Promise<{ marked: number }> {
  const marked = await repo.markRead(deps.db, userId, ids);
  pushUnreadCounts(deps, [userId]);
  return { marked };
}
export type { SafetyEvent } from './safety-copy';
export type { ShopNoticeEvent } from './shop-copy';
