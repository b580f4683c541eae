/**
 * "Download my data" (PDPO DPP 6 data access): everything held about the user as one JSON file.
 * Sections follow the personal data map; secrets (password and token hashes, codes, the card token) never leave.
 * Times are UTC "YYYY-MM-DD HH:mm:ss" like the rest of the API.
 */
import { attachmentsContract } from '@shared/api/attachments.contract';
import { urlOf } from '@shared/api/endpoint';
import { exportFileName } from '@shared/domain/privacy';
import { fullName } from '@shared/schemas/accounts.schema';
import { hkToday } from '@shared/utils/dates';
import type { Queryable } from '../../lib/db';
import { notFound } from '../../lib/errors';
import { utcString } from '../../lib/utc-time';
import { freeCreditSummary } from '../wallet/credit-grants.service';
import { getBalance } from '../wallet/wallet.service';
import { PERSONAL_DATA, SECRET_COLUMN, tableAndColumn } from './personal-data-map';
import * as repo from './privacy-export.repository';

export const EXPORT_FORMAT = 'sifu-personal-data-export';

type Json = Record<string, unknown>;

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}(:?\d{2})?)$/;

/** Drops secret keys at every depth and writes times as UTC "YYYY-MM-DD HH:mm:ss". */
export function cleanValue(value: unknown): unknown {
  if (value instanceof Date) return utcString(value);
  if (typeof value === 'string') return ISO_TIME.test(value) ? utcString(value) : value;
  if (Array.isArray(value)) return value.map(cleanValue);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Json)
        .filter(([k]) => !SECRET_COLUMN.test(k))
        .map(([k, v]) => [k, cleanValue(v)]),
    );
  }
  return value;
}

const cleanRows = (rows: Json[]) => rows.map((r) => cleanValue(r) as Json);

/** An identity document number shown as the identity module shows it: first and last characters only. */
export function maskDocument(id: unknown): string | null {
  if (typeof id !== 'string' || !id) return null;
  if (id.length <= 3) return '•'.repeat(id.length);
  return `${id[0]}${'•'.repeat(id.length - 2)}${id.slice(-1)}`;
}

const PROFILE_KEYS = ['first_name', 'last_name', 'address', 'phone', 'is_phone_confirmed', 's3_thumb_url', 's3_original_url'];
const SETTINGS_KEYS = [
  'language',
  'notification_settings',
  'auto_refill_package_id',
  'auto_refill_card_id',
  'auto_refill_monthly_limit',
  'payment_error',
];

function pick(row: Json, keys: string[]): Json {
  return Object.fromEntries(keys.filter((k) => k in row).map((k) => [k, row[k]]));
}

function omit(row: Json, keys: string[]): Json {
  return Object.fromEntries(Object.entries(row).filter(([k]) => !keys.includes(k)));
}

async function accountSections(q: Queryable, userId: number) {
  const user = await repo.userRow(q, userId);
  if (!user) throw notFound();
  const avatars = cleanRows(await repo.avatars(q, userId));
  return {
    username: String(user.username),
    // referred_by is another user's id (the referrals section says who referred this user without it).
    account: cleanValue(omit(user, [...PROFILE_KEYS, ...SETTINGS_KEYS, 'referred_by'])) as Json,
    profile: {
      full_name: fullName({ username: String(user.username), first_name: String(user.first_name), last_name: String(user.last_name) }),
      ...(cleanValue(pick(user, PROFILE_KEYS)) as Json),
      // The picture's URLs are s3_thumb_url / s3_original_url; its stored file names stay internal.
      avatar: avatars[0] ? pick(avatars[0], ['original_mime', 'created']) : null,
    },
    settings: cleanValue(pick(user, SETTINGS_KEYS)) as Json,
  };
}

/** The sections the map exports as plain rows (tables of other modules included), skipping absent optional tables. */
async function rowSections(q: Queryable, userId: number): Promise<Record<string, Json[]>> {
  const out: Record<string, Json[]> = {};
  for (const [key, plan] of Object.entries(PERSONAL_DATA)) {
    if (plan.export?.how !== 'rows') continue;
    const { table, column } = tableAndColumn(key);
    if (plan.optional && !(await repo.tableExists(q, table))) continue;
    out[plan.export.section] = [...(out[plan.export.section] ?? []), ...cleanRows(await repo.rowsOf(q, table, column, userId))];
  }
  return out;
}

/** GET /api/users/export: the file name and the document. */
export async function buildExport(
  q: Queryable,
  userId: number,
  opts: { publicUrl: string; now?: Date },
): Promise<{ fileName: string; data: Json }> {
  const now = opts.now ?? new Date();
  const base = opts.publicUrl.replace(/\/$/, '');
  const { username, ...account } = await accountSections(q, userId);
  // One query after the other: inside the caller's (snapshot) transaction a connection runs one query at a time.
  const sessions = await repo.sessions(q, userId);
  const requests = await repo.requests(q, userId);
  const bids = await repo.bids(q, userId);
  const messages = await repo.messages(q, userId);
  const shopChatMessages = await repo.shopChatMessages(q, userId);
  const written = await repo.reviewsWritten(q, userId);
  const received = await repo.reviewsReceived(q, userId);
  const services = await repo.services(q, userId);
  const ledger = await repo.ledger(q, userId);
  const orders = await repo.paymentOrders(q, userId);
  const cards = await repo.savedCards(q, userId);
  const activities = await repo.activities(q, userId);
  const notifications = await repo.notifications(q, userId);
  const uploads = await repo.uploads(q, userId);
  const ids = await repo.identityVerifications(q, userId);
  const free = await freeCreditSummary(q, userId);
  const { balance } = await getBalance(q, userId);
  const data: Json = {
    about: {
      format: EXPORT_FORMAT,
      version: 1,
      generated_at: utcString(now),
      user_id: userId,
      note_zh: '呢個檔案係 Sifu 師傅就你個人資料所持有嘅全部記錄（《個人資料（私隱）條例》查閱資料要求）。時間以 UTC 顯示。',
      note_en: 'Everything Sifu holds about you (a data access request under the Personal Data (Privacy) Ordinance). Times are UTC.',
    },
    ...account,
    sessions: cleanRows(sessions),
    requests: cleanRows(requests),
    bids: cleanRows(bids),
    messages: cleanRows(messages),
    shop_chat_messages: cleanRows(shopChatMessages),
    reviews_written: cleanRows(written),
    reviews_received: cleanRows(received),
    services: cleanRows(services),
    wallet: { balance, currency: 'HKD', free_credit: free.free, ledger: cleanRows(ledger) },
    payment_orders: cleanRows(orders),
    saved_cards: cleanRows(cards),
    activities: cleanRows(activities),
    notifications: cleanRows(notifications),
    uploads: cleanRows(uploads).map((u) => ({
      ...u,
      url: `${base}${urlOf(attachmentsContract.download, { params: { id: Number(u.id) } })}`,
    })),
    identity_verifications: cleanRows(ids).map((v) => ({ ...v, real_id: maskDocument(v.real_id) })),
    referrals: (await repo.tableExists(q, 'referrals')) ? cleanRows(await repo.referrals(q, userId)) : [],
    ...(await rowSections(q, userId)),
  };
  return { fileName: exportFileName(username, hkToday(now.getTime())), data };
}
