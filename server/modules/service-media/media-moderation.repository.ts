/** SQL of hiding and restoring service photos (a hidden photo leaves the public profile; its file stops being public). */
import type { Queryable } from '../../lib/db';

export interface ModeratedPhotoRow {
  id: number;
  quote_service_id: number;
  user_id: number;
  url: string;
  hidden_at: Date | null;
}

const RETURNING = `RETURNING m.id, m.quote_service_id, s.user_id, m.url, m.hidden_at`;

export async function find(q: Queryable, photoId: number): Promise<ModeratedPhotoRow | undefined> {
  const { rows } = await q.query<ModeratedPhotoRow>(
    `SELECT m.id, m.quote_service_id, s.user_id, m.url, m.hidden_at
       FROM service_media m JOIN quote_services s ON s.quote_service_id = m.quote_service_id WHERE m.id = $1`,
    [photoId],
  );
  return rows[0];
}

export async function hide(q: Queryable, photoId: number): Promise<ModeratedPhotoRow | undefined> {
  const { rows } = await q.query<ModeratedPhotoRow>(
    `UPDATE service_media m SET hidden_at = now() FROM quote_services s
      WHERE s.quote_service_id = m.quote_service_id AND m.id = $1 AND m.hidden_at IS NULL ${RETURNING}`,
    [photoId],
  );
  return rows[0];
}

export async function restore(q: Queryable, photoId: number): Promise<ModeratedPhotoRow | undefined> {
  const { rows } = await q.query<ModeratedPhotoRow>(
    `UPDATE service_media m SET hidden_at = NULL FROM quote_services s
      WHERE s.quote_service_id = m.quote_service_id AND m.id = $1 AND m.hidden_at IS NOT NULL ${RETURNING}`,
    [photoId],
  );
  return rows[0];
}
