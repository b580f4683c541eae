/** SQL of the account settings: profile columns of users, avatars, invoice settings and the user's sessions. */
import type { StoredNotificationSettings } from '@shared/domain/notification-preferences';
import type { InvoiceSettings } from '@shared/schemas/settings.schema';
import type { Language } from '@shared/i18n/i18n-config';
import type { Queryable } from '../../lib/db';

export interface SettingsRow {
  id: number;
  username: string;
  email: string;
  email_verified_at: Date | null;
  first_name: string;
  last_name: string;
  address: string;
  phone: string | null;
  is_phone_confirmed: boolean;
  s3_thumb_url: string | null;
  s3_original_url: string | null;
  language: Language;
  notification_settings: StoredNotificationSettings;
  pending_email: string | null;
}

export async function findSettings(db: Queryable, userId: number): Promise<SettingsRow | undefined> {
  const { rows } = await db.query<SettingsRow>(
    `SELECT u.id, u.username, u.email, u.email_verified_at, u.first_name, u.last_name, u.address, u.phone, u.is_phone_confirmed,
            u.s3_thumb_url, u.s3_original_url, u.language, u.notification_settings,
            (SELECT c.new_email FROM email_changes c
              WHERE c.user_id = u.id AND c.used_at IS NULL AND c.expires_at > now()
              ORDER BY c.id DESC LIMIT 1) AS pending_email
       FROM users u WHERE u.id = $1`,
    [userId],
  );
  return rows[0];
}

/** The stored notification choices, locked for the rest of the transaction (a change is read, merged and written). */
export async function lockNotificationSettings(db: Queryable, userId: number): Promise<StoredNotificationSettings> {
  const { rows } = await db.query<{ notification_settings: StoredNotificationSettings }>(
    'SELECT notification_settings FROM users WHERE id = $1 FOR UPDATE',
    [userId],
  );
  return rows[0]?.notification_settings ?? {};
}

export async function findInvoiceSettings(db: Queryable, userId: number): Promise<InvoiceSettings | undefined> {
  const { rows } = await db.query<InvoiceSettings>(
    'SELECT company_name, address, business_registration_number FROM invoice_settings WHERE user_id = $1',
    [userId],
  );
  return rows[0];
}

export async function upsertInvoiceSettings(db: Queryable, userId: number, s: InvoiceSettings): Promise<InvoiceSettings> {
  const { rows } = await db.query<InvoiceSettings>(
    `INSERT INTO invoice_settings (user_id, company_name, address, business_registration_number) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) DO UPDATE SET company_name = EXCLUDED.company_name, address = EXCLUDED.address,
            business_registration_number = EXCLUDED.business_registration_number, modified = now()
     RETURNING company_name, address, business_registration_number`,
    [userId, s.company_name, s.address, s.business_registration_number],
  );
  return rows[0];
}

export interface SessionRow {
  id: number;
  token_hash: string;
  device_id: string | null;
  user_agent: string | null;
  created: Date;
  last_seen: Date;
}

/** The user's unexpired sessions, most recently used first. */
export async function listSessions(db: Queryable, userId: number): Promise<SessionRow[]> {
  const { rows } = await db.query<SessionRow>(
    `SELECT id, token_hash, device_id, user_agent, created, last_seen FROM sessions
      WHERE user_id = $1 AND expires_at > now() ORDER BY last_seen DESC, id DESC`,
    [userId],
  );
  return rows;
}

export async function isSessionOf(db: Queryable, userId: number, id: number): Promise<{ token_hash: string } | undefined> {
  const { rows } = await db.query<{ token_hash: string }>('SELECT token_hash FROM sessions WHERE id = $1 AND user_id = $2', [id, userId]);
  return rows[0];
}
