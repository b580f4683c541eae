/** Demo seed against a real PostgreSQL: catalogue shape, pros per category, derived ratings, wallets, logins, re-runs. */
import type { Db } from '../../lib/db';
import { createMigratedDb } from '../../test/test-db';
import { verifyPassword } from '../../lib/passwords';
import { silenceLogger } from '../../lib/logger';
import { CATEGORIES } from './catalog-data';
import { DEMO_CONSUMER, DEMO_PRO } from './demo-accounts';
import { seedDemoData } from './seed-demo';

const COUNT_TABLES = [
  'genres',
  'quote_categories',
  'users',
  'quote_services',
  'quote_requests',
  'quote_bids',
  'reviews',
  'wallet_transactions',
];

async function tableCounts(db: Db): Promise<Record<string, number>> {
  const row = await db.one<Record<string, number>>(
    `SELECT ${COUNT_TABLES.map((t) => `(SELECT count(*)::int FROM ${t}) AS ${t}`).join(', ')}`,
  );
  return row ?? {};
}

describe('seedDemoData', () => {
  let db: Db;
  let dropDb: (() => Promise<void>) | undefined;
  let firstRun: { seeded: boolean };
  let seedMs = 0;

  beforeAll(async () => {
    silenceLogger();
    ({ db, drop: dropDb } = await createMigratedDb('seed_test'));
    const started = performance.now();
    firstRun = await seedDemoData(db);
    seedMs = performance.now() - started;
  }, 120_000);

  afterAll(async () => {
    await dropDb?.();
  });

  it('when the database is empty, then it seeds everything in one quick run', () => {
    expect(firstRun).toEqual({ seeded: true });
    // Budget is ~5 s on embedded PostgreSQL; the margin keeps slow CI machines green.
    expect(seedMs).toBeLessThan(15_000);
  });

  it('when the rows are loaded, then the planner has their statistics at once, without waiting for autovacuum', async () => {
    const tables = ['attachment_links', 'attachments', 'quote_services', 'service_media'];
    const rows = await db.many<{ relname: string; analyzed: boolean }>(
      `SELECT relname, last_analyze IS NOT NULL AS analyzed FROM pg_stat_user_tables WHERE relname = ANY($1) ORDER BY relname`,
      [tables],
    );
    expect(rows).toEqual(tables.map((relname) => ({ relname, analyzed: true })));
  });

  it('when the catalogue is loaded, then there are at least 40 categories in 8 genres', async () => {
    const row = await db.one<{ categories: number; genres: number; orphans: number }>(`
      SELECT (SELECT count(*)::int FROM quote_categories WHERE is_active) AS categories,
             (SELECT count(*)::int FROM genres) AS genres,
             (SELECT count(*)::int FROM genres g WHERE NOT EXISTS (SELECT 1 FROM quote_categories c WHERE c.genre_id = g.id)) AS orphans`);
    expect(row?.categories).toBeGreaterThanOrEqual(40);
    expect(row?.genres).toBe(8);
    expect(row?.orphans).toBe(0);
  });

  it('when a category questionnaire is read, then it has 4–7 active fields with district, date, budget and a choice question', async () => {
    const rows = await db.many<{ slug: string; active: number; types: string[]; faq: number }>(`
      SELECT c.slug, count(f.id) FILTER (WHERE f.is_active)::int AS active,
             array_agg(DISTINCT f.type) FILTER (WHERE f.is_active) AS types, jsonb_array_length(c.faq) AS faq
      FROM quote_categories c JOIN quote_form_fields f ON f.quote_category_id = c.id GROUP BY c.id`);
    expect(rows.length).toBeGreaterThanOrEqual(40);
    for (const r of rows) {
      expect({ slug: r.slug, ok: r.active >= 4 && r.active <= 7 }).toEqual({ slug: r.slug, ok: true });
      expect(r.types).toEqual(expect.arrayContaining(['district', 'date', 'budget']));
      expect(r.types.some((t) => t === 'single' || t === 'multi')).toBe(true);
      expect(r.faq).toBeGreaterThanOrEqual(3);
    }
  });

  it('when retired questions exist, then they are inactive and ordered after the active ones', async () => {
    const rows = await db.many<{ slug: string; retired_order: number; max_active: number }>(`
      SELECT c.slug, min(f.display_order) FILTER (WHERE NOT f.is_active) AS retired_order,
             max(f.display_order) FILTER (WHERE f.is_active) AS max_active
      FROM quote_categories c JOIN quote_form_fields f ON f.quote_category_id = c.id
      GROUP BY c.id HAVING bool_or(NOT f.is_active)`);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const r of rows) expect(r.retired_order).toBeGreaterThan(r.max_active);
  });

  it('when options are read, then every option label is given in both languages', async () => {
    const missing = await db.many<{ slug: string; field_key: string }>(`
      SELECT c.slug, f.field_key FROM quote_form_fields f JOIN quote_categories c ON c.id = f.quote_category_id,
             jsonb_array_elements(f.options) o
      WHERE coalesce(o->>'value', '') = '' OR coalesce(o->>'label_zh', '') = '' OR coalesce(o->>'label_en', '') = ''`);
    expect(missing).toEqual([]);
    const unlabeled = await db.many(`SELECT id FROM quote_form_fields WHERE label_zh = '' OR label_en = ''`);
    expect(unlabeled).toEqual([]);
  });

  it('when districts are read, then the 18 districts of Hong Kong have areas in three regions', async () => {
    const rows = await db.many<{ region: string; districts: number; min_areas: number }>(`
      SELECT d.region, count(DISTINCT d.id)::int AS districts, min(a.n)::int AS min_areas
      FROM districts d JOIN (SELECT district_id, count(*) AS n FROM areas GROUP BY district_id) a ON a.district_id = d.id
      GROUP BY d.region ORDER BY d.region`);
    expect(rows.map((r) => [r.region, r.districts])).toEqual([
      ['hong-kong-island', 4],
      ['kowloon', 5],
      ['new-territories', 9],
    ]);
    for (const r of rows) expect(r.min_areas).toBeGreaterThanOrEqual(3);
  });

  it('when pros are listed, then there are at least 60 and every category has at least 3 public pros', async () => {
    const pros = await db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM users u JOIN quote_services s ON s.user_id = u.id WHERE u.role = 'pro'`,
    );
    expect(pros?.n).toBeGreaterThanOrEqual(60);
    const thin = await db.many<{ slug: string; n: number }>(`
      SELECT c.slug, count(s.quote_service_id)::int AS n FROM quote_categories c
      LEFT JOIN service_categories sc ON sc.quote_category_id = c.id
      LEFT JOIN quote_services s ON s.quote_service_id = sc.quote_service_id AND s.is_public AND NOT s.is_archived
      GROUP BY c.id HAVING count(s.quote_service_id) < 3`);
    expect(thin).toEqual([]);
  });

  it('when ratings are shown, then each equals the average of its reviews and shop feedback, and the count matches', async () => {
    const wrong = await db.many(`
      SELECT s.slug, s.rating, s.review_count, r.avg, r.n FROM quote_services s
      LEFT JOIN (SELECT quote_service_id, round(avg(score), 2) AS avg, count(*)::int AS n
                   FROM (SELECT quote_service_id, score FROM reviews
                         UNION ALL
                         SELECT quote_service_id, score FROM shop_order_feedbacks WHERE hidden_at IS NULL) scores
                  GROUP BY quote_service_id) r
        ON r.quote_service_id = s.quote_service_id
      WHERE s.rating <> coalesce(r.avg, 0) OR s.review_count <> coalesce(r.n, 0) OR r.n NOT BETWEEN 3 AND 25`);
    expect(wrong).toEqual([]);
  });

  it('when reviews come from hires, then they belong to completed bids of the same pro and consumer', async () => {
    const row = await db.one<{ linked: number; bad: number; no_category: number }>(`
      SELECT count(*) FILTER (WHERE r.quote_bid_id IS NOT NULL)::int AS linked,
             count(*) FILTER (WHERE r.quote_bid_id IS NOT NULL AND (b.quote_status_id <> 4 OR b.quote_service_id <> r.quote_service_id
                                   OR q.user_id <> r.user_id))::int AS bad,
             count(*) FILTER (WHERE r.quote_category_id IS NULL)::int AS no_category
      FROM reviews r LEFT JOIN quote_bids b ON b.quote_bid_id = r.quote_bid_id LEFT JOIN quote_requests q ON q.quote_request_id = b.quote_request_id`);
    expect(row?.linked).toBeGreaterThan(0);
    expect(row?.bad).toBe(0);
    expect(row?.no_category).toBe(0);
  });

  it('when history is read, then every category has priced quotes and bid states carry their timestamps', async () => {
    const unpriced = await db.many<{ slug: string }>(`
      SELECT c.slug FROM quote_categories c WHERE NOT EXISTS (
        SELECT 1 FROM quote_requests q JOIN quote_bids b ON b.quote_request_id = q.quote_request_id
        WHERE q.quote_category_id = c.id AND (b.flat_rate_at > 0 OR b.hourly_rate_at > 0))`);
    expect(unpriced).toEqual([]);
    const broken = await db.many(`
      SELECT quote_bid_id FROM quote_bids
      WHERE (quote_status_id IN (3, 4) AND hired_on IS NULL) OR (quote_status_id = 4 AND completed_on IS NULL)
         OR (quote_status_id > 1 AND quote_sent_on IS NULL) OR greatest(quote_sent_on, hired_on, completed_on) > now()`);
    expect(broken).toEqual([]);
  });

  it('when request answers are read, then their keys are active questions of the category', async () => {
    const rows = await db.many<{ slug: string; keys: string[]; active: string[] }>(`
      SELECT c.slug, array(SELECT jsonb_object_keys(q.fields)) AS keys,
             array(SELECT f.field_key FROM quote_form_fields f WHERE f.quote_category_id = c.id AND f.is_active) AS active
      FROM quote_requests q JOIN quote_categories c ON c.id = q.quote_category_id`);
    for (const r of rows) expect(r.keys.filter((k) => !r.active.includes(k))).toEqual([]);
  });

  it('when sample notes pin answers, then they are valid options of active questions', () => {
    for (const c of CATEGORIES) {
      for (const note of c.sample_notes) {
        for (const [key, value] of Object.entries(note.answers)) {
          if (key === 'district') continue;
          const field = c.fields.find((f) => f.field_key === key && f.is_active);
          const values = field?.options.map((o) => o.value) ?? [];
          for (const v of Array.isArray(value) ? value : [value])
            expect(`${c.slug}.${key}=${v}:${values.includes(v)}`).toBe(`${c.slug}.${key}=${v}:true`);
        }
      }
    }
  });

  it('when wallets are read, then every user has one and its balance equals the sum of its transactions', async () => {
    const row = await db.one<{ users: number; wallets: number; mismatched: number }>(`
      SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM wallets) AS wallets,
             (SELECT count(*)::int FROM wallets w WHERE w.balance <> (SELECT coalesce(sum(amount), 0) FROM wallet_transactions t WHERE t.user_id = w.user_id)) AS mismatched`);
    expect(row?.wallets).toBe(row?.users);
    expect(row?.mismatched).toBe(0);
  });

  it('when the demo consumer logs in, then the documented password verifies', async () => {
    const u = await db.one<{
      passwd_hash: string;
      role: string;
      email: string;
      phone: string;
      is_phone_confirmed: boolean;
      last_name: string;
      first_name: string;
    }>('SELECT * FROM users WHERE username = $1', [DEMO_CONSUMER.username]);
    expect(u).toMatchObject({
      role: 'consumer',
      email: 'consumer@demo.sifu.hk',
      phone: '+85291234567',
      is_phone_confirmed: true,
      last_name: '陳',
      first_name: '小明',
    });
    await expect(verifyPassword('Consumer#2026', u?.passwd_hash ?? '')).resolves.toBe(true);
    await expect(verifyPassword('wrong-password', u?.passwd_hash ?? '')).resolves.toBe(false);
  });

  it('when the demo pro logs in, then the password verifies and the wallet holds the welcome credit and the credit paid at a store', async () => {
    const u = await db.one<{ id: number; passwd_hash: string; role: string; email: string }>('SELECT * FROM users WHERE username = $1', [
      DEMO_PRO.username,
    ]);
    expect(u).toMatchObject({ role: 'pro', email: 'pro@demo.sifu.hk' });
    await expect(verifyPassword('Pro#2026sifu', u?.passwd_hash ?? '')).resolves.toBe(true);
    const wallet = await db.one<{ balance: number }>('SELECT balance FROM wallets WHERE user_id = $1', [u?.id]);
    // The welcome credit, and HK$800 bought at a convenience store (seed-store-bills.ts).
    expect(wallet?.balance).toBe(1300);
    const txs = await db.many('SELECT type, amount, balance_after, description FROM wallet_transactions WHERE user_id = $1 ORDER BY id', [
      u?.id,
    ]);
    expect(txs).toEqual([
      { type: 33, amount: 500, balance_after: 500, description: 'Welcome credit' },
      { type: 1, amount: 800, balance_after: 1300, description: 'credit_purchase' },
    ]);
    const service = await db.one<{ business_name_zh: string; business_name_en: string; cats: string[]; districts: number }>(
      `
      SELECT s.business_name_zh, s.business_name_en,
             array(SELECT c.slug FROM service_categories sc JOIN quote_categories c ON c.id = sc.quote_category_id
                   WHERE sc.quote_service_id = s.quote_service_id ORDER BY c.slug) AS cats,
             (SELECT count(*)::int FROM service_areas a WHERE a.quote_service_id = s.quote_service_id) AS districts
      FROM quote_services s WHERE s.user_id = $1`,
      [u?.id],
    );
    expect(service).toMatchObject({
      business_name_zh: '志偉水電工程',
      business_name_en: 'Chi Wai Plumbing & Electrical',
      cats: ['electrician', 'handyman', 'plumbing'],
    });
    expect(service?.districts).toBeGreaterThanOrEqual(3);
  });

  it('when services are seeded, then some take direct bookings (with business hours), not demo_pro, so the reserve pages have slots to show', async () => {
    const rows = await db.many<{ slug: string; hours: boolean; username: string }>(
      `SELECT s.slug, s.business_hours IS NOT NULL AS hours, u.username
         FROM service_categories sc JOIN quote_services s USING (quote_service_id) JOIN users u ON u.id = s.user_id
        WHERE sc.is_direct_reserve_on`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(rows.every((r) => r.hours)).toBe(true);
    expect(rows.map((r) => r.username)).not.toContain('demo_pro');
  });

  it('when seeding runs again, then nothing changes', async () => {
    const before = await tableCounts(db);
    await expect(seedDemoData(db)).resolves.toEqual({ seeded: false });
    expect(await tableCounts(db)).toEqual(before);
  });
});
