/** SQL on user_avatars (the current avatar's stored files) and the avatar URL columns of users. */
import type { Queryable } from '../../lib/db';

export type AvatarMime = 'image/png' | 'image/jpeg' | 'image/webp';

export interface AvatarRow {
  user_id: number;
  key: string;
  original_name: string;
  original_mime: AvatarMime;
  thumb_name: string;
}

export async function findByKey(db: Queryable, key: string): Promise<AvatarRow | undefined> {
  const { rows } = await db.query<AvatarRow>('SELECT * FROM user_avatars WHERE key = $1', [key]);
  return rows[0];
}

/** The user's current avatar, locked until the transaction ends (uploads of one user replace it one at a time). */
export async function lockOfUser(db: Queryable, userId: number): Promise<AvatarRow | undefined> {
  const { rows } = await db.query<AvatarRow>('SELECT * FROM user_avatars WHERE user_id = $1 FOR UPDATE', [userId]);
  return rows[0];
}

export async function upsert(db: Queryable, a: AvatarRow): Promise<void> {
  await db.query(
    `INSERT INTO user_avatars (user_id, key, original_name, original_mime, thumb_name) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id) DO UPDATE SET key = EXCLUDED.key, original_name = EXCLUDED.original_name,
            original_mime = EXCLUDED.original_mime, thumb_name = EXCLUDED.thumb_name, created = now()`,
    [a.user_id, a.key, a.original_name, a.original_mime, a.thumb_name],
  );
}

export async function remove(db: Queryable, userId: number): Promise<void> {
  await db.query('DELETE FROM user_avatars WHERE user_id = $1', [userId]);
}
