/** SQL of deleting a deleted account's uploads (privacy). */
import type { Queryable } from '../../lib/db';

/** Deletes the user's uploads and answers every stored file name (originals and image variants) to remove. */
export async function deleteAttachments(q: Queryable, userId: number): Promise<string[]> {
  const { rows } = await q.query<{ storage_name: string; variants: Record<string, Record<string, unknown>> | null }>(
    'DELETE FROM attachments WHERE user_id = $1 RETURNING storage_name, variants',
    [userId],
  );
  return rows.flatMap((r) => [
    r.storage_name,
    ...Object.values(r.variants ?? {}).flatMap((v) => [v.webp, v.jpeg].filter((n): n is string => typeof n === 'string')),
  ]);
}

/** Every link of `kind` to the row `refId` goes (the row is deleted); the files stay until the upload sweep. */
export async function unlinkAllOf(q: Queryable, kind: string, refId: number): Promise<void> {
  await q.query('DELETE FROM attachment_links WHERE kind = $1 AND ref_id = $2', [kind, refId]);
}
