/**
 * The shop benchmark's load generator and data (scripts/bench-shop.ts): requests over autocannon with each answer
 * kept against its request, users registered through the API, and the catalogue written by SQL (the shop's
 * editor and the back office's approval are not what is measured): categories, districts, one public service per pro
 * offering two categories, and published items across them with plans, keywords, service areas and a photo, some
 * with limited stock and some taking reservations, plus a few likes. Items are listed as the catalogue requires:
 * published, their category active and offered by a public, ready, unarchived service.
 */
import crypto from 'node:crypto';
import autocannon from 'autocannon';
import type pg from 'pg';
import { accountsContract } from '../shared/api/accounts.contract';
import { urlOf } from '../shared/api/endpoint';
import { BENCH_API_KEY as API_KEY, latenciesOf } from './bench-support';
import type { Row } from './bench-sql';

export interface Call {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  token?: string;
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  /** Kept only when the run asks for the bodies. */
  body: string;
}

/**
 * Sends requests built by `make(i)` when each is sent, over at most `connections` keep-alive connections: `count`
 * requests, or as many as fit in `seconds`. Returns the run's row and, in request order, the answers (undefined: no
 * answer, counted in the row's errors); bodies only with `keep` (a read run of many seconds would hold too much).
 */
export async function send(
  base: string,
  name: string,
  o: { count?: number; seconds?: number; connections: number; keep?: boolean },
  make: (i: number) => Call,
): Promise<{ row: Row; answers: Array<Answer | undefined> }> {
  const answers: Array<Answer | undefined> = [];
  let next = 0;
  const started = performance.now();
  let last = started;
  const result = await autocannon({
    url: base,
    connections: o.count === undefined ? o.connections : Math.min(o.connections, o.count),
    ...(o.count === undefined ? { duration: o.seconds ?? 5 } : { amount: o.count }),
    timeout: 30,
    requests: [
      {
        // One request in the list: each request gets a fresh context, which its answer is recorded against.
        setupRequest: (req, ctx: object) => {
          const i = next++;
          (ctx as { i?: number }).i = i;
          const c = make(i);
          const headers: Record<string, string> = { 'content-type': 'application/json', 'x-api-key': API_KEY, ...c.headers };
          if (c.token) headers['x-session-token'] = c.token;
          return { ...req, method: c.method, path: c.path, headers, ...(c.body === undefined ? {} : { body: c.body }) };
        },
        onResponse: (status, body, ctx: object) => {
          answers[(ctx as { i: number }).i] = { status, body: o.keep ? body : '' };
          last = performance.now();
        },
      },
    ],
  });
  // From the start to the last answer: autocannon's own duration only ends on its next 1 s tick.
  const seconds = Math.max(last - started, 1) / 1000;
  const row: Row = {
    name,
    requests: result.requests.total,
    rps: Math.round(result.requests.total / seconds),
    seconds,
    ...latenciesOf(result),
  };
  return { row, answers };
}

/** The answers' `data`, or an error naming the step and its first failure. */
export function dataOf<T>(step: string, answers: Array<Answer | undefined>): T[] {
  const bad = answers.filter((a) => !a || a.status < 200 || a.status > 299);
  if (bad.length) {
    const first = bad[0] ? `${bad[0].status} ${bad[0].body.slice(0, 300)}` : 'no answer';
    throw new Error(`${step}: ${bad.length} of ${answers.length} requests failed, the first: ${first}`);
  }
  return answers.map((a) => (JSON.parse(a!.body) as { data: T }).data);
}

export interface User {
  id: number;
  token: string;
}

/** Registers `n` users of `role` through the API (4 at a time, as sign-ups come); their ids and session tokens. */
export async function register(base: string, role: 'pro' | 'consumer', n: number, tag: string): Promise<User[]> {
  const name = (i: number) => `bench_shop_${role}_${tag}_${i}`;
  const { answers } = await send(base, `register ${role}s`, { count: n, connections: 4, keep: true }, (i) => ({
    method: 'POST',
    path: urlOf(accountsContract.register),
    body: JSON.stringify({ username: name(i), email: `${name(i)}@bench.local`, passwd: 'bench-password-123', role }),
  }));
  const users = dataOf<{ session_id?: string; user: { id: number } }>(`register ${role}s`, answers);
  if (users.some((u) => !u.session_id)) throw new Error('register answered no session_id (is the X-Api-Key accepted?)');
  return users.map((u) => ({ id: u.user.id, token: u.session_id! }));
}

/** slug, zh and en names, item names, keywords; the search term SEARCH matches several categories' names. */
const CATEGORIES: Array<[string, string, string, string[], string[]]> = [
  [
    'aircon-cleaning',
    '冷氣清洗',
    'Aircon cleaning',
    ['分體冷氣深層清洗', '窗口機清洗套餐', '冷氣機加雪種', '冷氣保養連消毒'],
    ['冷氣', '清洗', '消毒', '雪種'],
  ],
  ['plumbing', '水喉', 'Plumbing', ['更換水龍頭', '通渠服務', '座廁維修', '熱水爐安裝'], ['水喉', '通渠', '漏水', '熱水爐']],
  ['electrical', '電器維修', 'Electrical repair', ['更換燈具', '插座安裝', '電制箱檢查', '抽氣扇安裝'], ['電工', '燈具', '插座', '安裝']],
  ['home-cleaning', '家居清潔', 'Home cleaning', ['全屋深層清潔', '入伙清潔', '廚房清洗', '梳化清洗'], ['清潔', '清洗', '除菌', '入伙']],
  ['moving', '搬屋', 'Moving', ['細單位搬屋', '傢俬搬運', '單件運送', '貨車連兩工人'], ['搬屋', '搬運', '貨車']],
  ['painting', '油漆', 'Painting', ['全屋油漆', '單房油漆', '牆身執漏', '防霉油漆'], ['油漆', '翻新', '防霉']],
  ['pest-control', '滅蟲', 'Pest control', ['全屋滅蟑', '白蟻處理', '床蝨處理', '防蚊噴灑'], ['滅蟲', '蟑螂', '除菌']],
  ['handyman', '雜項維修', 'Handyman', ['裝窗簾路軌', '掛畫掛牆', '門鉸維修', '傢俬組裝'], ['維修', '安裝', '傢俬']],
];
export const SEARCH = '清洗';
export const CATEGORY = 'aircon-cleaning';
export const DISTRICT = 'wan-chai';
const DISTRICTS: Array<[string, string, string, string]> = [
  ['central-and-western', 'hong-kong-island', '中西區', 'Central and Western'],
  ['wan-chai', 'hong-kong-island', '灣仔', 'Wan Chai'],
  ['eastern', 'hong-kong-island', '東區', 'Eastern'],
  ['kowloon-city', 'kowloon', '九龍城', 'Kowloon City'],
  ['yau-tsim-mong', 'kowloon', '油尖旺', 'Yau Tsim Mong'],
  ['sha-tin', 'new-territories', '沙田', 'Sha Tin'],
  ['tsuen-wan', 'new-territories', '荃灣', 'Tsuen Wan'],
];
const TYPES = ['per_job', 'per_unit', 'per_job', 'per_session'];

/** An item that can be ordered: a plan of it, and whether its stock is limited. */
export interface Sale {
  itemId: number;
  planId: number;
  limited: boolean;
}

/** Rows as JSON, read by json_to_recordset (one statement per table whatever the number of rows). */
const insert = (db: pg.Client, table: string, columns: string, rows: object[]) =>
  db.query(`INSERT INTO ${table} (${columns.replace(/ \w+(?=,|$)/g, '')}) SELECT * FROM json_to_recordset($1::json) AS x(${columns})`, [
    JSON.stringify(rows),
  ]);

/**
 * The catalogue for `pros` (registered pro accounts): `items` published items spread over the pros and their two
 * categories (every 10th takes reservations, every 4th has a stock of 2,000), `hot` items with 5 left for the
 * contention run, and likes by `consumers`. Returns what can be ordered (not the reservation items, which need a slot)
 * and the hot items.
 */
export async function seedShop(db: pg.Client, pros: User[], consumers: User[], items: number, hot: number) {
  await db.query('BEGIN');
  await insert(db, 'genres', 'id int, slug text, name_zh text, name_en text', [{ id: 1, slug: 'home', name_zh: '家居', name_en: 'Home' }]);
  await insert(
    db,
    'quote_categories',
    'id int, slug text, genre_id int, name_zh text, name_en text, quote_fee int, display_order int',
    CATEGORIES.map(([slug, zh, en], i) => ({ id: i + 1, slug, genre_id: 1, name_zh: zh, name_en: en, quote_fee: 0, display_order: i })),
  );
  await insert(
    db,
    'districts',
    'id int, slug text, region text, name_zh text, name_en text, display_order int',
    DISTRICTS.map(([slug, region, zh, en], i) => ({ id: i + 1, slug, region, name_zh: zh, name_en: en, display_order: i })),
  );
  const categoriesOf = (p: number) => [1 + (p % CATEGORIES.length), 1 + ((p + 3) % CATEGORIES.length)];
  await insert(
    db,
    'quote_services',
    'quote_service_id int, user_id int, slug text, business_name_zh text, business_name_en text, phone text, base_district_id int, rating numeric, review_count int, profile_ready_on timestamptz',
    pros.map((u, p) => ({
      quote_service_id: p + 1,
      user_id: u.id,
      slug: `bench-shop-${p + 1}`,
      business_name_zh: `${CATEGORIES[p % CATEGORIES.length][1]}師傅 ${p + 1} 號`,
      business_name_en: `${CATEGORIES[p % CATEGORIES.length][2]} Pro ${p + 1}`,
      phone: '+85221234567',
      base_district_id: 1 + (p % DISTRICTS.length),
      rating: 3.5 + (p % 4) * 0.5,
      review_count: p % 30,
      profile_ready_on: new Date(Date.now() - 365 * 86_400_000).toISOString(),
    })),
  );
  const pairs = pros.flatMap((_, p) => categoriesOf(p).map((c) => ({ quote_service_id: p + 1, quote_category_id: c })));
  await insert(db, 'service_categories', 'quote_service_id int, quote_category_id int', pairs);
  const areasOf = (n: number) => [1 + (n % DISTRICTS.length), 1 + ((n + 2) % DISTRICTS.length), 1 + ((n + 5) % DISTRICTS.length)];
  await insert(
    db,
    'service_areas',
    'quote_service_id int, district_id int',
    pros.flatMap((_, p) => areasOf(p).map((d) => ({ quote_service_id: p + 1, district_id: d }))),
  );

  const total = items + hot;
  const rows = Array.from({ length: total }, (_, n) => {
    const isHot = n >= items;
    const p = n % pros.length;
    const c = categoriesOf(p)[Math.floor(n / pros.length) % 2];
    const [, zh, , names] = CATEGORIES[c - 1];
    const stock = isHot ? 5 : n % 4 === 0 ? 2000 : null;
    return {
      id: n + 1,
      quote_service_id: p + 1,
      quote_category_id: c,
      status: 'published',
      name: `${names[n % names.length]}${isHot ? '（限量）' : ''} ${1 + (n % 3)} 小時`,
      description: `${zh}服務，師傅準時上門，包工包料。${names[(n + 1) % names.length]}可另加。價錢已包括交通費，周末同平日一樣價。`,
      service_type: TYPES[n % TYPES.length],
      service_info: '約 1 至 3 小時；請預先清空工作範圍。',
      is_over_phone_or_internet: n % 7 === 0,
      quantity: stock,
      remaining_quantity: stock,
      accepts_reservation: !isHot && n % 10 === 9,
      published_at: new Date(Date.now() - (n % 60) * 86_400_000 - n * 60_000).toISOString(),
    };
  });
  await insert(
    db,
    'shop_items',
    'id int, quote_service_id int, quote_category_id int, status text, name text, description text, service_type text, service_info text, is_over_phone_or_internet boolean, quantity int, remaining_quantity int, accepts_reservation boolean, published_at timestamptz',
    rows,
  );
  const plans = rows
    .flatMap((it, n) =>
      Array.from({ length: 1 + (n % 3) }, (_, k) => ({
        shop_item_id: it.id,
        position: k + 1,
        name: ['標準', '加大', '全包'][k],
        description: k ? '多一部或多一個房間' : '',
        price: 280 + ((n * 37) % 40) * 60 + k * 300,
        service_type: it.service_type,
      })),
    )
    .map((plan, i) => ({ id: i + 1, ...plan }));
  await insert(
    db,
    'shop_item_plans',
    'id int, shop_item_id int, position int, name text, description text, price int, service_type text',
    plans,
  );
  const labels = [...new Set(CATEGORIES.flatMap((c) => c[4]))];
  await insert(
    db,
    'shop_labels',
    'id int, name text, label_key text',
    labels.map((l, i) => ({ id: i + 1, name: l, label_key: l })),
  );
  const keywords = rows.flatMap((it) => {
    const own = CATEGORIES[it.quote_category_id - 1][4].slice(0, 2 + (it.id % 2));
    return own.map((l, k) => ({ shop_item_id: it.id, label_id: labels.indexOf(l) + 1, position: k + 1 }));
  });
  await insert(db, 'shop_item_keywords', 'shop_item_id int, label_id int, position int', keywords);
  await insert(
    db,
    'shop_item_areas',
    'shop_item_id int, district_id int',
    rows.flatMap((it) => areasOf(it.quote_service_id - 1).map((d) => ({ shop_item_id: it.id, district_id: d }))),
  );
  // One photo per item: the attachment a processed upload leaves (its variant files are not read here).
  const variant = (n: number, size: string, w: number, h: number) => ({
    webp: `bench-${n}-${size}.webp`,
    jpeg: `bench-${n}-${size}.jpg`,
    width: w,
    height: h,
  });
  await insert(
    db,
    'attachments',
    'id int, user_id int, storage_name text, file_name text, mime text, size int, sha256 text, width int, height int, variants jsonb',
    rows.map((it, n) => ({
      id: n + 1,
      user_id: pros[it.quote_service_id - 1].id,
      storage_name: `bench-shop-${n + 1}.jpg`,
      file_name: 'photo.jpg',
      mime: 'image/jpeg',
      size: 180_000,
      sha256: crypto.createHash('sha256').update(String(n)).digest('hex'),
      width: 1600,
      height: 1200,
      variants: { thumb: variant(n + 1, 'thumb', 400, 300), display: variant(n + 1, 'display', 1600, 1200) },
    })),
  );
  await insert(
    db,
    'shop_item_photos',
    'shop_item_id int, attachment_id int, position int',
    rows.map((it) => ({ shop_item_id: it.id, attachment_id: it.id, position: 1 })),
  );
  await insert(
    db,
    'attachment_links',
    'attachment_id int, kind text, ref_id int',
    rows.map((it) => ({ attachment_id: it.id, kind: 'shop_item', ref_id: it.id })),
  );
  const likes = consumers.flatMap((u, k) => [0, 1, 2].map((j) => ({ user_id: u.id, shop_item_id: 1 + ((k * 13 + j * 101) % items) })));
  await insert(db, 'shop_likes', 'user_id int, shop_item_id int', likes);
  for (const t of ['genres', 'quote_categories', 'districts', 'shop_items', 'shop_item_plans', 'shop_labels', 'attachments'])
    await db.query(`SELECT setval(pg_get_serial_sequence('${t}', 'id'), (SELECT max(id) FROM ${t}))`);
  await db.query(`SELECT setval(pg_get_serial_sequence('quote_services', 'quote_service_id'), ${pros.length})`);
  await db.query('COMMIT');
  await db.query('ANALYZE');
  const firstPlan = new Map<number, number>();
  for (const plan of plans) if (!firstPlan.has(plan.shop_item_id)) firstPlan.set(plan.shop_item_id, plan.id);
  const saleOf = (it: (typeof rows)[number]): Sale => ({ itemId: it.id, planId: firstPlan.get(it.id)!, limited: it.quantity !== null });
  return {
    sales: rows
      .slice(0, items)
      .filter((it) => !it.accepts_reservation)
      .map(saleOf),
    hot: rows.slice(items).map(saleOf),
    plans: plans.length,
  };
}
