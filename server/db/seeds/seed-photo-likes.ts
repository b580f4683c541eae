/**
 * Demo photo likes (SPEC §7 photo service likes): customers liked photos of the demo pro's work and of the first
 * public profiles, so the pro's photo page and the profiles show counts; the demo consumer liked photos of four
 * other pros, so photo/favorite has something to show. Deterministic: the same seed gives the same likes.
 */
import type { Tx } from '../../lib/db';
import { DEMO_CONSUMER, DEMO_PRO } from './demo-accounts';

const HOUR_MS = 3_600_000;
/** Public profiles (besides the demo pro's) whose photos get likes. */
const LIKED_PROFILES = 24;

export async function insertPhotoLikesDemo(tx: Tx, now: number): Promise<number> {
  const { rows: consumers } = await tx.query<{ id: number; username: string }>(
    `SELECT id, username FROM users WHERE role = 'consumer' AND NOT is_operator ORDER BY id LIMIT 40`,
  );
  const others = consumers.filter((c) => c.username !== DEMO_CONSUMER.username);
  const demoConsumer = consumers.find((c) => c.username === DEMO_CONSUMER.username);
  const { rows: photos } = await tx.query<{ id: number; owner: string; rank: number }>(
    `SELECT m.id, u.username AS owner, dense_rank() OVER (ORDER BY (u.username = $1) DESC, qs.quote_service_id)::int AS rank
       FROM service_media m JOIN quote_services qs ON qs.quote_service_id = m.quote_service_id JOIN users u ON u.id = qs.user_id
      WHERE m.hidden_at IS NULL AND qs.is_public AND NOT qs.is_archived AND qs.profile_ready_on IS NOT NULL
      ORDER BY rank, m.display_order, m.id`,
    [DEMO_PRO.username],
  );
  const likes: Array<[number, number, Date]> = [];
  photos
    .filter((p) => p.rank <= LIKED_PROFILES + 1)
    .forEach((p, i) => {
      // The demo pro's photos: 7, 4 and 2 likes; the others 0–5 by position.
      const count = p.owner === DEMO_PRO.username ? [7, 4, 2][i % 3] : (i * 7 + p.rank) % 6;
      for (let k = 0; k < Math.min(count, others.length); k++) {
        const who = others[(i * 5 + k * 3) % others.length];
        likes.push([p.id, who.id, new Date(now - ((i * 13 + k * 29) % 600) * HOUR_MS - HOUR_MS)]);
      }
    });
  // The demo consumer liked one photo each of the first four other pros.
  const firstOfOtherPros = [2, 3, 4, 5].map((rank) => photos.find((p) => p.rank === rank)).filter((p) => p !== undefined);
  if (demoConsumer) firstOfOtherPros.forEach((p, i) => likes.push([p.id, demoConsumer.id, new Date(now - (i + 1) * 26 * HOUR_MS)]));
  const { rowCount } = await tx.query(
    `INSERT INTO photo_likes (service_media_id, user_id, created)
     SELECT * FROM unnest($1::int[], $2::int[], $3::timestamptz[]) ON CONFLICT DO NOTHING`,
    [likes.map((l) => l[0]), likes.map((l) => l[1]), likes.map((l) => l[2])],
  );
  return rowCount ?? 0;
}
