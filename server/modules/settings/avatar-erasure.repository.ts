/** SQL of deleting a deleted account's avatar (privacy). */
import type { Queryable } from '../../lib/db';

/** Deletes the avatar row and answers its stored file names. */
export async function deleteAvatar(q: Queryable, userId: number): Promise<string[]> {
  const { rows } = await q.query<{ original_name: string; thumb_name: string }>(
    'DELETE FROM user_avatars WHERE user_id = $1 RETURNING original_name, thumb_name',
    [userId],
  );
  return rows.flatMap((r) => [r.original_name, r.thumb_name]);
}
