/** SQL of CMS pages (content_pages, migration 0200) and contact messages. */
import type { Queryable } from '../../lib/db';
import { utcSql } from '../../lib/sql-time';

export type Sfx = 'zh' | 'en';

export interface ContentRow {
  slug: string;
  kind: 'info' | 'blog' | 'feature' | 'legal' | 'site';
  genre_slug: string | null;
  category_slugs: string[];
  title: string;
  summary: string;
  body: string;
  published_on: string;
  modified: string;
}

const columns = (sfx: Sfx) => `slug, kind, genre_slug, category_slugs, title_${sfx} AS title, summary_${sfx} AS summary,
  body_${sfx} AS body, ${utcSql('published_on')} AS published_on, ${utcSql('modified')} AS modified`;

/** Published pages, newest first, optionally of one kind. */
export async function listPublished(db: Queryable, sfx: Sfx, kind?: string): Promise<ContentRow[]> {
  const { rows } = await db.query<ContentRow>(
    `SELECT ${columns(sfx)} FROM content_pages
      WHERE is_published AND published_on <= now() AND ($1::text IS NULL OR kind = $1)
      ORDER BY published_on DESC, id DESC`,
    [kind ?? null],
  );
  return rows;
}

export async function getPublished(db: Queryable, slug: string, sfx: Sfx): Promise<ContentRow | undefined> {
  const { rows } = await db.query<ContentRow>(
    `SELECT ${columns(sfx)} FROM content_pages WHERE slug = $1 AND is_published AND published_on <= now()`,
    [slug],
  );
  return rows[0];
}

export interface NewContactMessage {
  user_id: number | null;
  name: string;
  email: string;
  phone: string;
  topic: string;
  message: string;
  language: string;
  device_id: string | null;
}

export async function insertContactMessage(db: Queryable, m: NewContactMessage): Promise<{ id: number }> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO contact_messages (user_id, name, email, phone, topic, message, language, device_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [m.user_id, m.name, m.email, m.phone, m.topic, m.message, m.language, m.device_id],
  );
  return rows[0];
}
