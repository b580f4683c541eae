/**
 * Account settings (SPEC §3 profile, avatar, settings, notification_settings, invoice settings; §7
 * user/get_settings, user/change_settings, user/edit_profile) and the user's signed-in devices.
 */
import { mergeSettings, resolveSettings, type StoredNotificationSettings } from '@shared/domain/notification-preferences';
import { fullName } from '@shared/schemas/accounts.schema';
import type {
  ChangeSettingsInput,
  EditProfileInput,
  InvoiceSettings,
  Profile,
  SessionInfo,
  UserSettings,
} from '@shared/schemas/settings.schema';
import type { Db, Queryable } from '../../lib/db';
import type { Env } from '../../config/env';
import { badRequest, notFound } from '../../lib/errors';
import { utcStringOf } from '../../lib/utc-time';
import * as repo from './settings.repository';
import * as userRecords from '../accounts/user-records.service';

function toProfile(row: repo.SettingsRow): Profile {
  return {
    username: row.username,
    email: row.email,
    is_email_verified: row.email_verified_at !== null,
    pending_email: row.pending_email,
    first_name: row.first_name,
    last_name: row.last_name,
    full_name: fullName(row),
    address: row.address,
    phone: row.phone,
    is_phone_confirmed: row.is_phone_confirmed,
    avatar: { amazon_s3_original_url: row.s3_original_url, amazon_s3_thumb_url: row.s3_thumb_url },
  };
}

async function settingsRow(q: Queryable, userId: number): Promise<repo.SettingsRow> {
  const row = await repo.findSettings(q, userId);
  if (!row) throw notFound();
  return row;
}

/** SPEC §3 profile and avatar of the signed-in user. */
export async function getProfile(q: Queryable, userId: number): Promise<Profile> {
  return toProfile(await settingsRow(q, userId));
}

/** The invoice_settings flag (SPEC §6, off by default): when off, invoice settings do not exist (404). */
function assertInvoiceSettings(env: Env): void {
  if (!env.featureFlags.invoiceSettings) throw notFound();
}

/** GET /api/user/get_settings */
export async function getSettings(deps: { db: Db; env: Env }, userId: number): Promise<UserSettings> {
  const row = await settingsRow(deps.db, userId);
  const out: UserSettings = {
    profile: toProfile(row),
    settings: { language: row.language },
    notification_settings: resolveSettings(row.notification_settings),
  };
  if (deps.env.featureFlags.invoiceSettings) out.invoice_settings = (await repo.findInvoiceSettings(deps.db, userId)) ?? null;
  return out;
}

/** POST /api/user/change_settings: language, notification channels (merged into what was chosen), invoice settings. */
export async function changeSettings(deps: { db: Db; env: Env }, userId: number, input: ChangeSettingsInput): Promise<UserSettings> {
  if (input.invoice_settings) assertInvoiceSettings(deps.env);
  await deps.db.withTransaction(async (tx) => {
    if (input.language) await userRecords.updateLanguage(tx, userId, input.language);
    if (input.notification_settings) {
      const stored = await repo.lockNotificationSettings(tx, userId);
      await userRecords.updateNotificationSettings(
        tx,
        userId,
        mergeSettings(stored, input.notification_settings as StoredNotificationSettings),
      );
    }
    if (input.invoice_settings) await repo.upsertInvoiceSettings(tx, userId, input.invoice_settings);
  });
  return getSettings(deps, userId);
}

/** POST /api/user/edit_profile: first name, last name, address; the full name follows the SPEC §3 rule. */
export async function editProfile(db: Db, userId: number, input: EditProfileInput): Promise<Profile> {
  if (input.first_name === undefined && input.last_name === undefined && input.address === undefined) {
    throw badRequest('validation', { first_name: 'required' });
  }
  await userRecords.updateProfile(db, userId, input);
  return getProfile(db, userId);
}

/** GET /api/user/invoice_settings */
export async function getInvoiceSettings(deps: { db: Db; env: Env }, userId: number): Promise<InvoiceSettings | null> {
  assertInvoiceSettings(deps.env);
  return (await repo.findInvoiceSettings(deps.db, userId)) ?? null;
}

/** POST /api/user/invoice_settings */
export async function saveInvoiceSettings(deps: { db: Db; env: Env }, userId: number, input: InvoiceSettings): Promise<InvoiceSettings> {
  assertInvoiceSettings(deps.env);
  return repo.upsertInvoiceSettings(deps.db, userId, input);
}

/** GET /api/user/sessions: the caller's devices; `currentTokenHash` marks this one. */
export async function listSessions(db: Db, userId: number, currentTokenHash: string | undefined): Promise<SessionInfo[]> {
  const rows = await repo.listSessions(db, userId);
  return rows.map((r) => ({
    id: r.id,
    device_id: r.device_id,
    user_agent: r.user_agent,
    created: utcStringOf(r.created),
    last_seen: utcStringOf(r.last_seen),
    is_current: r.token_hash === currentTokenHash,
  }));
}

/** POST /api/user/sessions/revoke/{id}: signs out one other device; another user's or an unknown session is a 404. */
export async function revokeSession(db: Db, user: { id: number; tokenHash: string }, sessionId: number): Promise<{ revoked: number }> {
  const session = await repo.isSessionOf(db, user.id, sessionId);
  if (!session) throw notFound();
  // This device signs out with logout (which also clears its cookie).
  if (session.token_hash === user.tokenHash) throw badRequest('session_is_current');
  return { revoked: await userRecords.deleteSessionById(db, user.id, sessionId, user.tokenHash) };
}

/** POST /api/user/sessions/revoke_others: every device but this one is signed out. */
export async function revokeOtherSessions(db: Db, user: { id: number; tokenHash: string }): Promise<{ revoked: number }> {
  return { revoked: await userRecords.deleteOtherSessionsCounted(db, user.id, user.tokenHash) };
}
