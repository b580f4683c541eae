/**
 * Demo data loader: the catalogue and districts, about 120 pros with full public profiles, the demo accounts,
 * and 18 months of marketplace history (requests, quotes, hires, reviews) so price guides, ratings and hire
 * counts are computed from real rows. It runs once: nothing happens when `genres` already has rows.
 * Everything goes in one transaction, one set-based INSERT … SELECT FROM unnest(…) per table.
 * The data itself lives in catalog-data.ts and pros-data.ts.
 */
import type pg from 'pg';
import type { Db, Tx } from '../../lib/db';
import { hashPassword } from '../../lib/passwords';
import type { FileStore } from '../../lib/file-store';
import { CATEGORIES, DISTRICTS, GENRES, type CategorySeed, type CategorySlug, type DistrictSlug } from './catalog-data';
import {
  DEMO_PRO_SEED,
  ONSITE_NOTES,
  PRICE_NOTES,
  PROS,
  buildConsumers,
  buildProProfile,
  createRng,
  draftReviews,
  reviewerName,
  seedFromString,
  type ConsumerSeed,
  type ProProfile,
  type ReviewDraft,
  type Rng,
} from './pros-data';
import { artKindsOf, discardSeedImages, insertSeedImages, renderSeedImages } from './seed-images';
import { insertPendingCertificates } from './seed-verifications';

export const DEMO_CONSUMER = {
  username: 'demo_consumer',
  email: 'consumer@demo.sifu.hk',
  password: 'Consumer#2026',
  first_name: '小明',
  last_name: '陳',
  phone: '+85291234567',
} as const;
export const DEMO_PRO = { username: 'demo_pro', email: 'pro@demo.sifu.hk', password: 'Pro#2026sifu', balance: 500 } as const;
/** The operator who checks certificates and identities at /ops/verifications. */
export const DEMO_OPERATOR = {
  username: 'demo_ops',
  email: 'ops@demo.sifu.hk',
  password: 'Ops#2026sifu',
  first_name: '運營',
  last_name: '張',
} as const;
/** Password of every other seeded account (pros and extra consumers), for local testing. */
export const DEMO_SHARED_PASSWORD = 'SifuDemo#2026';

const SEED = 20_260_101;
const WELCOME_CREDIT_TYPE = 33;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
const HISTORY_DAYS = 540;
const CONSUMER_COUNT = 30;
const MAX_REVIEWS = 25;
const SEED_LOCK_ID = 727_002;
const POPULAR = new Set<CategorySlug>(['plumbing', 'home-cleaning', 'moving', 'aircon-cleaning', 'renovation', 'english-tutor']);
const STATUS = { lead: 1, inProgress: 2, hired: 3, completed: 4, archived: 9 } as const;
const CATALOG_PRESENT_SQL = 'SELECT EXISTS (SELECT 1 FROM genres) AS present';

// ---------------------------------------------------------------------------------------------------
// Set-based insert: each column travels as one array parameter, typed from information_schema
// ---------------------------------------------------------------------------------------------------

type Row = Record<string, unknown>;

function encode(value: unknown, asJson: boolean): unknown {
  if (value === null || value === undefined) return null;
  if (asJson) return JSON.stringify(value);
  return value instanceof Date ? value.toISOString() : value;
}

async function insertMany<R extends pg.QueryResultRow = pg.QueryResultRow>(
  tx: Tx,
  table: string,
  rows: Row[],
  returning = '',
): Promise<R[]> {
  if (rows.length === 0) return [];
  const { rows: cols } = await tx.query<{ column_name: string; udt_name: string }>(
    'SELECT column_name, udt_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1',
    [table],
  );
  const udt = new Map(cols.map((c) => [c.column_name, c.udt_name]));
  const names = Object.keys(rows[0]);
  const selects: string[] = [];
  const casts: string[] = [];
  const params = names.map((name, i) => {
    const type = udt.get(name);
    if (!type) throw new Error(`seed: ${table}.${name} is not a column`);
    const isArray = type.startsWith('_');
    const isJson = type === 'jsonb' || type === 'json';
    selects.push(isArray ? `ARRAY(SELECT jsonb_array_elements_text(c${i}::jsonb))::${type.slice(1)}[]` : isJson ? `c${i}::jsonb` : `c${i}`);
    casts.push(`$${i + 1}::${isArray || isJson ? 'text' : type}[]`);
    return rows.map((r) => encode(r[name], isArray || isJson));
  });
  const sql = `INSERT INTO ${table} (${names.join(', ')}) SELECT ${selects.join(', ')}
    FROM unnest(${casts.join(', ')}) AS t(${names.map((_, i) => `c${i}`).join(', ')}) ${returning ? `RETURNING ${returning}` : ''}`;
  return (await tx.query<R>(sql, params)).rows;
}

// ---------------------------------------------------------------------------------------------------
// Time (UTC; activity falls in Hong Kong daytime, 09:00–22:00 HKT)
// ---------------------------------------------------------------------------------------------------

interface Clock {
  now: number;
  /** A moment `days` days before today, during Hong Kong daytime, never in the future. */
  daysAgo(days: number, rng: Rng): Date;
  /** `date` moved forward by `ms`, never in the future. */
  after(date: Date, ms: number): Date;
}

function makeClock(nowMs: number): Clock {
  const today = Math.floor(nowMs / DAY_MS) * DAY_MS;
  const latest = nowMs - MINUTE_MS;
  return {
    now: nowMs,
    daysAgo: (days, rng) => new Date(Math.min(latest, today - days * DAY_MS + rng.int(1, 14) * HOUR_MS + rng.int(0, 3599) * 1000)),
    after: (date, ms) => new Date(Math.min(latest, date.getTime() + ms)),
  };
}

const isoDate = (d: Date): string => d.toISOString().slice(0, 10);

// ---------------------------------------------------------------------------------------------------
// Catalogue
// ---------------------------------------------------------------------------------------------------

interface CatalogIds {
  category: Map<CategorySlug, number>;
  district: Map<DistrictSlug, number>;
}

async function insertCatalog(tx: Tx): Promise<CatalogIds> {
  const genres = await insertMany<{ id: number; slug: string }>(
    tx,
    'genres',
    GENRES.map((g) => ({ ...g })),
    'id, slug',
  );
  const genreId = new Map(genres.map((g) => [g.slug, g.id]));
  const cats = await insertMany<{ id: number; slug: CategorySlug }>(
    tx,
    'quote_categories',
    CATEGORIES.map((c) => ({
      slug: c.slug,
      genre_id: genreId.get(c.genre),
      name_zh: c.name_zh,
      name_en: c.name_en,
      description_zh: c.description_zh,
      description_en: c.description_en,
      quote_fee: c.quote_fee,
      match_limit: c.match_limit,
      icon: c.icon,
      display_order: c.display_order,
      faq: c.faq,
    })),
    'id, slug',
  );
  const category = new Map(cats.map((c) => [c.slug, c.id]));
  await insertMany(
    tx,
    'quote_form_fields',
    CATEGORIES.flatMap((c) => c.fields.map((f) => ({ quote_category_id: category.get(c.slug), ...f }))),
  );
  const districts = await insertMany<{ id: number; slug: DistrictSlug }>(
    tx,
    'districts',
    DISTRICTS.map(({ slug, region, name_zh, name_en, display_order }) => ({ slug, region, name_zh, name_en, display_order })),
    'id, slug',
  );
  const district = new Map(districts.map((d) => [d.slug, d.id]));
  await insertMany(
    tx,
    'areas',
    DISTRICTS.flatMap((d) => d.areas.map((a) => ({ district_id: district.get(d.slug), ...a }))),
  );
  return { category, district };
}

// ---------------------------------------------------------------------------------------------------
// Accounts and pro profiles
// ---------------------------------------------------------------------------------------------------

interface ProEntry {
  profile: ProProfile;
  username: string;
  email: string;
  balance: number;
  joined: Date;
}

interface ConsumerEntry extends ConsumerSeed {
  joined: Date;
}

interface PeopleIds {
  user: Map<string, number>;
  service: Map<string, number>;
}

function planPros(clock: Clock, rng: Rng): ProEntry[] {
  const demoProfile = buildProProfile(DEMO_PRO_SEED, createRng(seedFromString(DEMO_PRO_SEED.slug)));
  const demo: ProEntry = {
    profile: { ...demoProfile, review_target: 9, quality: 0.9 },
    username: DEMO_PRO.username,
    email: DEMO_PRO.email,
    balance: DEMO_PRO.balance,
    joined: clock.daysAgo(700, rng),
  };
  return [
    demo,
    ...PROS.map((seed) => ({
      profile: buildProProfile(seed, createRng(seedFromString(seed.slug))),
      username: seed.slug.replaceAll('-', '_'),
      email: `${seed.slug}@demo.sifu.hk`,
      balance: rng.int(2, 30) * 50,
      joined: clock.daysAgo(rng.int(HISTORY_DAYS + 20, 1100), rng),
    })),
  ];
}

async function insertPeople(
  tx: Tx,
  pros: ProEntry[],
  consumers: ConsumerEntry[],
  hashes: Record<'consumer' | 'pro' | 'shared', string>,
  ids: CatalogIds,
): Promise<PeopleIds> {
  const users = await insertMany<{ id: number; username: string }>(
    tx,
    'users',
    [
      ...pros.map((p) => ({
        username: p.username,
        email: p.email,
        passwd_hash: p.username === DEMO_PRO.username ? hashes.pro : hashes.shared,
        first_name: p.profile.seed.owner[1],
        last_name: p.profile.seed.owner[0],
        phone: p.profile.phone,
        is_phone_confirmed: true,
        onboard_state: 2,
        role: 'pro',
        created: p.joined,
        modified: p.joined,
      })),
      ...consumers.map((c) => ({
        username: c.username,
        email: c.email,
        passwd_hash: c.username === DEMO_CONSUMER.username ? hashes.consumer : hashes.shared,
        first_name: c.first_name,
        last_name: c.last_name,
        phone: c.phone,
        is_phone_confirmed: true,
        onboard_state: 0,
        role: 'consumer',
        created: c.joined,
        modified: c.joined,
      })),
    ],
    'id, username',
  );
  const user = new Map(users.map((u) => [u.username, u.id]));
  await insertMany(tx, 'wallets', [
    ...pros.map((p) => ({ user_id: user.get(p.username), balance: p.balance, modified: p.joined })),
    ...consumers.map((c) => ({ user_id: user.get(c.username), balance: 0, modified: c.joined })),
  ]);
  await insertMany(
    tx,
    'wallet_transactions',
    pros.map((p) => ({
      user_id: user.get(p.username),
      type: WELCOME_CREDIT_TYPE,
      amount: p.balance,
      balance_after: p.balance,
      description: 'Welcome credit',
      created: p.joined,
    })),
  );
  const services = await insertMany<{ quote_service_id: number; slug: string }>(
    tx,
    'quote_services',
    pros.map(({ profile: p, username, joined }) => ({
      user_id: user.get(username),
      slug: p.seed.slug,
      business_name_zh: p.seed.zh,
      business_name_en: p.seed.en,
      description_zh: p.description_zh,
      description_en: p.description_en,
      year_founded: p.seed.founded,
      employees: p.seed.staff,
      phone: p.phone,
      is_verified: p.is_verified,
      is_service_professional_travels_to_me: p.travels_to_customer,
      is_customer_travel_to_me: p.customer_travels,
      is_over_phone_or_internet: p.over_phone,
      travel_distance_km: p.travel_distance_km,
      base_district_id: ids.district.get(p.seed.base),
      response_minutes: p.response_minutes,
      starting_price: p.starting_price,
      starting_price_type: p.starting_price_type,
      business_hours: p.hours,
      is_phone_confirmed: true,
      onboard_step: 3,
      profile_ready_on: joined,
      created: joined,
      modified: joined,
    })),
    'quote_service_id, slug',
  );
  const service = new Map(services.map((s) => [s.slug, s.quote_service_id]));
  const sid = (p: ProEntry): number | undefined => service.get(p.profile.seed.slug);
  await insertMany(
    tx,
    'service_categories',
    pros.flatMap((p) =>
      p.profile.seed.cats.map((c, i) => ({
        quote_service_id: sid(p),
        quote_category_id: ids.category.get(c),
        is_auto_quote_on: i === 0 && p.profile.response_minutes < 15,
      })),
    ),
  );
  await insertMany(
    tx,
    'service_areas',
    pros.flatMap((p) => p.profile.districts.map((d) => ({ quote_service_id: sid(p), district_id: ids.district.get(d) }))),
  );
  await insertMany(
    tx,
    'service_faqs',
    pros.flatMap((p) => p.profile.faqs.map((f, i) => ({ quote_service_id: sid(p), ...f, display_order: i + 1 }))),
  );
  await insertMany(
    tx,
    'service_certificates',
    // Seeded certificates are shown as already checked by an operator (status 2, SPEC §4).
    pros.flatMap((p) =>
      p.profile.certificates.map((c) => ({
        quote_service_id: sid(p),
        ...c,
        type: c.type === 'business' ? 'company' : 'personal',
        status: 2,
        created: p.joined,
        reviewed_on: p.joined,
      })),
    ),
  );
  return { user, service };
}

// ---------------------------------------------------------------------------------------------------
// Marketplace history: requests and bids planned in memory (column names as in quote_bids), then inserted
// ---------------------------------------------------------------------------------------------------

type Outcome = 'open' | 'no-hire' | 'hired' | 'completed';

interface PlannedBid {
  pro: ProEntry;
  forceReview: boolean;
  cols: {
    quote_status_id: number;
    rating_type: 'flat' | 'hourly' | 'onsite' | null;
    flat_rate_at: number | null;
    hourly_rate_at: number | null;
    price_note: string;
    is_requestor_rejected: boolean;
    is_provider_archived: boolean;
    hire_date: string | null;
    hire_time_slot: string | null;
    quote_sent_on: Date | null;
    quote_last_update_on: Date | null;
    hired_on: Date | null;
    completed_on: Date | null;
    provider_last_read_on: Date | null;
    requestor_last_read_on: Date | null;
    created: Date;
    modified: Date;
  };
}

interface PlannedRequest {
  hash: string;
  consumer: ConsumerEntry;
  category: CategorySeed;
  district: DistrictSlug;
  fields: Record<string, unknown>;
  description: string;
  preferredDate: string;
  created: Date;
  ageDays: number;
  bids: PlannedBid[];
}

interface RequestArgs {
  category: CategorySeed;
  candidates: ProEntry[];
  consumer: ConsumerEntry;
  ageDays: number;
  outcome?: Outcome;
  /** These pros quote, in this order; the first one wins when the outcome is a hire. */
  forced?: ProEntry[];
  /** This pro receives the request as an unanswered lead (status Send). */
  leadFor?: ProEntry;
  forceReview?: boolean;
}

function pickOutcome(ageDays: number, rng: Rng): Outcome {
  const r = rng.next();
  if (ageDays <= 6) return r < 0.85 ? 'open' : 'hired';
  if (ageDays <= 30) return r < 0.3 ? 'hired' : r < 0.55 ? 'completed' : 'open';
  return r < 0.6 ? 'completed' : r < 0.7 ? 'hired' : 'no-hire';
}

/** A price inside the category's guide, skewed towards the cheaper end like real quotes. */
function typicalPrice(category: CategorySeed, rng: Rng): number {
  const { min, max } = category.price;
  return min + (max - min) * rng.next() ** 1.6;
}

function roundPrice(v: number): number {
  if (v < 1000) return Math.max(10, Math.round(v / 10) * 10);
  return v < 10000 ? Math.round(v / 50) * 50 : Math.round(v / 500) * 500;
}

function answerFields(
  category: CategorySeed,
  a: { district: DistrictSlug; date: string; note: string },
  rng: Rng,
): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  const typical = typicalPrice(category, rng);
  for (const f of category.fields.filter((x) => x.is_active)) {
    if (f.type === 'single') answers[f.field_key] = rng.pick(f.options).value;
    else if (f.type === 'multi')
      answers[f.field_key] = rng.sample(f.options, rng.int(1, Math.min(3, f.options.length))).map((o) => o.value);
    else if (f.type === 'district') answers[f.field_key] = a.district;
    else if (f.type === 'date') answers[f.field_key] = a.date;
    else if (f.type === 'text' && (f.is_required || rng.chance(0.75))) answers[f.field_key] = a.note;
    else if (f.type === 'budget') {
      const fits = f.options.find((o) => {
        const [lo, hi] = o.value
          .replace('+', '-')
          .split('-')
          .map((v) => (v === '' ? Infinity : Number(v)));
        return typical >= lo && typical < hi;
      });
      answers[f.field_key] = (fits ?? f.options[f.options.length - 1]).value;
    }
  }
  return answers;
}

function planBid(
  req: { created: Date; category: CategorySeed },
  pro: ProEntry,
  role: 'winner' | 'other' | 'lead',
  outcome: Outcome,
  clock: Clock,
  rng: Rng,
): PlannedBid {
  const created = clock.after(req.created, rng.int(1, 5) * MINUTE_MS);
  const cols: PlannedBid['cols'] = {
    quote_status_id: STATUS.lead,
    rating_type: null,
    flat_rate_at: null,
    hourly_rate_at: null,
    price_note: '',
    is_requestor_rejected: false,
    is_provider_archived: false,
    quote_sent_on: null,
    quote_last_update_on: null,
    hired_on: null,
    hire_date: null,
    hire_time_slot: null,
    completed_on: null,
    provider_last_read_on: null,
    requestor_last_read_on: null,
    created,
    modified: created,
  };
  const bid = { pro, forceReview: false, cols };
  if (role === 'lead') return bid;
  const sent = clock.after(created, rng.int(10, 480) * MINUTE_MS);
  Object.assign(cols, {
    quote_status_id: STATUS.inProgress,
    quote_sent_on: sent,
    modified: sent,
    provider_last_read_on: clock.after(created, rng.int(2, 9) * MINUTE_MS),
    requestor_last_read_on: clock.after(sent, rng.int(5, 600) * MINUTE_MS),
    quote_last_update_on: rng.chance(0.2) ? clock.after(sent, rng.int(2, 30) * HOUR_MS) : null,
  });
  if (rng.chance(req.category.price.onsiteShare)) Object.assign(cols, { rating_type: 'onsite', price_note: rng.pick(ONSITE_NOTES) });
  else {
    const price = roundPrice(typicalPrice(req.category, rng) * (0.9 + rng.next() * 0.2));
    const hourly = req.category.price.type === 'hourly';
    Object.assign(cols, {
      rating_type: req.category.price.type,
      flat_rate_at: hourly ? null : price,
      hourly_rate_at: hourly ? price : null,
      price_note: rng.chance(0.7) ? rng.pick(PRICE_NOTES[pro.profile.kind]) : '',
    });
  }
  if (role === 'other') {
    if (outcome === 'open') return bid;
    const archived = rng.chance(outcome === 'no-hire' ? 0.5 : 0.6);
    Object.assign(cols, {
      quote_status_id: archived ? STATUS.archived : STATUS.inProgress,
      is_provider_archived: archived,
      is_requestor_rejected: !archived && outcome !== 'no-hire',
    });
    return bid;
  }
  const hiredOn = new Date(sent.getTime() + rng.int(2, 72) * HOUR_MS);
  if (hiredOn.getTime() > clock.now - HOUR_MS) return bid;
  const hireDay = new Date(hiredOn.getTime() + rng.int(1, 10) * DAY_MS);
  Object.assign(cols, {
    quote_status_id: STATUS.hired,
    hired_on: hiredOn,
    hire_date: isoDate(hireDay),
    hire_time_slot: String(rng.int(2, 5)),
    modified: hiredOn,
  });
  const completedOn = new Date(hireDay.getTime() + rng.int(2, 8) * HOUR_MS);
  if (outcome === 'completed' && completedOn.getTime() < clock.now - HOUR_MS) {
    Object.assign(cols, { quote_status_id: STATUS.completed, completed_on: completedOn, modified: completedOn });
  }
  return bid;
}

function planRequest(a: RequestArgs, clock: Clock, rng: Rng): PlannedRequest {
  const created = clock.daysAgo(a.ageDays, rng);
  const note = rng.pick(a.category.sample_notes);
  const { district: pinned, ...noteAnswers } = note.answers;
  const serves = (p: ProEntry): boolean => typeof pinned === 'string' && p.profile.districts.includes(pinned as DistrictSlug);
  const local = a.candidates.filter(serves);
  const anchor = a.forced?.[0] ?? a.leadFor ?? rng.pick(local.length ? local : a.candidates);
  const district = serves(anchor) ? (pinned as DistrictSlug) : rng.pick(anchor.profile.districts);
  const outcome = a.outcome ?? pickOutcome(a.ageDays, rng);
  let quoting = a.forced;
  if (!quoting) {
    const pool = a.candidates.filter((p) => p !== a.leadFor && p !== anchor && p.profile.districts.includes(district));
    quoting = a.leadFor
      ? rng.sample(pool, rng.int(Math.min(1, pool.length), Math.min(3, pool.length)))
      : rng.shuffle([anchor, ...rng.sample(pool, rng.int(0, Math.min(4, pool.length)))]);
  }
  const winner = outcome === 'hired' || outcome === 'completed' ? (a.forced ? 0 : rng.int(0, quoting.length - 1)) : -1;
  const req = { created, category: a.category };
  const bids = quoting.map((p, i) => planBid(req, p, i === winner ? 'winner' : 'other', outcome, clock, rng));
  if (a.leadFor) bids.unshift(planBid(req, a.leadFor, 'lead', outcome, clock, rng));
  if (a.forceReview && bids[0]) bids[0].forceReview = true;
  const preferred = isoDate(new Date(created.getTime() + rng.int(2, 21) * DAY_MS));
  return {
    hash: rng.hex(32),
    consumer: a.consumer,
    category: a.category,
    district,
    description: note.text,
    preferredDate: preferred,
    created,
    ageDays: a.ageDays,
    bids,
    fields: { ...answerFields(a.category, { district, date: preferred, note: note.text }, rng), ...noteAnswers },
  };
}

function planHistory(pros: ProEntry[], consumers: ConsumerEntry[], demoConsumer: ConsumerEntry, clock: Clock, rng: Rng): PlannedRequest[] {
  const byCategory = new Map<CategorySlug, ProEntry[]>();
  for (const p of pros) for (const c of p.profile.seed.cats) byCategory.set(c, [...(byCategory.get(c) ?? []), p]);
  const candidates = (slug: CategorySlug): ProEntry[] => byCategory.get(slug) ?? [];
  const requests = CATEGORIES.flatMap((category) =>
    Array.from({ length: POPULAR.has(category.slug) ? rng.int(18, 30) : rng.int(6, 20) }, () =>
      planRequest(
        { category, candidates: candidates(category.slug), consumer: rng.pick(consumers), ageDays: rng.int(1, HISTORY_DAYS) },
        clock,
        rng,
      ),
    ),
  );
  const [demoPro] = pros;
  const cat = (slug: CategorySlug): CategorySeed => CATEGORIES.find((c) => c.slug === slug) ?? CATEGORIES[0];
  const others = (slug: CategorySlug, k: number): ProEntry[] =>
    rng.sample(
      candidates(slug).filter((p) => p !== demoPro),
      k,
    );
  // The demo accounts get a story: a reviewed job, a hire in progress, an open request with quotes, and new leads.
  const scripted: RequestArgs[] = [
    {
      category: cat('plumbing'),
      candidates: [],
      consumer: demoConsumer,
      ageDays: 45,
      outcome: 'completed',
      forced: [demoPro, ...others('plumbing', 2)],
      forceReview: true,
    },
    {
      category: cat('english-tutor'),
      candidates: [],
      consumer: demoConsumer,
      ageDays: 14,
      outcome: 'hired',
      forced: others('english-tutor', 2),
    },
    {
      category: cat('aircon-cleaning'),
      candidates: [],
      consumer: demoConsumer,
      ageDays: 2,
      outcome: 'open',
      forced: others('aircon-cleaning', 3),
    },
    {
      category: cat('plumbing'),
      candidates: candidates('plumbing'),
      consumer: rng.pick(consumers),
      ageDays: 1,
      outcome: 'open',
      leadFor: demoPro,
    },
    {
      category: cat('electrician'),
      candidates: [],
      consumer: rng.pick(consumers),
      ageDays: 0,
      outcome: 'open',
      leadFor: demoPro,
      forced: [],
    },
  ];
  return [...requests, ...scripted.map((a) => planRequest(a, clock, rng))];
}

const REPLIES = {
  'zh-HK': ['多謝你嘅支持！有需要隨時再搵我哋。', '多謝你抽時間寫評語，下次再為你服務！'],
  'en-HK': ['Thank you for the kind words — happy to help again any time.', 'Many thanks for your review, see you next time!'],
};

const DEMO_REVIEW: ReviewDraft = {
  score: 5,
  tags: ['punctual', 'clear_pricing'],
  language: 'zh-HK',
  note: '師傅準時到，換咗廚房水龍頭之餘仲幫手檢查埋浴室去水，收費同報價一樣，好滿意！',
};

async function insertHistory(
  tx: Tx,
  plan: PlannedRequest[],
  pros: ProEntry[],
  people: PeopleIds,
  ids: CatalogIds,
  clock: Clock,
  rng: Rng,
): Promise<Record<'requests' | 'bids' | 'reviews', number>> {
  const sid = (p: ProEntry): number | undefined => people.service.get(p.profile.seed.slug);
  const inserted = await insertMany<{ quote_request_id: number; public_hash: string }>(
    tx,
    'quote_requests',
    plan.map((r) => {
      const hired = r.bids.some((b) => b.cols.quote_status_id === STATUS.hired || b.cols.quote_status_id === STATUS.completed);
      return {
        user_id: people.user.get(r.consumer.username),
        quote_category_id: ids.category.get(r.category.slug),
        district_id: ids.district.get(r.district),
        fields: r.fields,
        description: r.description,
        preferred_dates: [r.preferredDate],
        time_slots: rng.sample([1, 2, 3, 4, 5], rng.int(1, 2)).sort(),
        recommend_source: 'web',
        public_hash: r.hash,
        created: r.created,
        modified: r.bids.reduce((m, b) => (b.cols.modified > m ? b.cols.modified : m), r.created),
        is_closed: r.bids.some((b) => b.cols.quote_status_id === STATUS.completed) || (!hired && r.ageDays > 45 && rng.chance(0.7)),
        is_archived: !hired && r.ageDays > 120 && rng.chance(0.3),
      };
    }),
    'quote_request_id, public_hash',
  );
  const requestId = new Map(inserted.map((r) => [r.public_hash, r.quote_request_id]));
  const bidRows = plan.flatMap((r) =>
    r.bids.map(({ pro, cols }) => ({
      ...cols,
      quote_request_id: requestId.get(r.hash),
      quote_service_id: sid(pro),
      is_requestor_readed: cols.requestor_last_read_on !== null,
      is_provider_readed: cols.provider_last_read_on !== null,
      is_on_site_visit_required_for_quote: cols.rating_type === 'onsite',
    })),
  );
  const bids = await insertMany<{ quote_bid_id: number; quote_request_id: number; quote_service_id: number }>(
    tx,
    'quote_bids',
    bidRows,
    'quote_bid_id, quote_request_id, quote_service_id',
  );
  const bidId = new Map(bids.map((b) => [`${b.quote_request_id}:${b.quote_service_id}`, b.quote_bid_id]));

  // Reviews: completed bids first (linked, by the consumer), then hashed-link reviews up to the pro's target.
  const completed = plan.flatMap((req) => req.bids.filter((b) => b.cols.quote_status_id === STATUS.completed).map((bid) => ({ req, bid })));
  const reviews = pros.flatMap((pro) => {
    const p = pro.profile;
    const linkable = completed.filter((x) => x.bid.pro === pro && (x.bid.forceReview || rng.chance(0.75))).slice(0, MAX_REVIEWS);
    const drafts = draftReviews(p, Math.min(MAX_REVIEWS, Math.max(3, p.review_target, linkable.length)), rng);
    const joinedDays = Math.floor((clock.now - pro.joined.getTime()) / DAY_MS);
    return drafts.map((d, i) => {
      const link = linkable[i];
      const draft = link?.bid.forceReview && link.req.consumer.username === DEMO_CONSUMER.username ? DEMO_REVIEW : d;
      return {
        quote_service_id: sid(pro),
        quote_bid_id: link ? bidId.get(`${requestId.get(link.req.hash)}:${sid(pro)}`) : null,
        user_id: link ? people.user.get(link.req.consumer.username) : null,
        reviewer_name: link ? link.req.consumer.reviewer_name : reviewerName(rng, draft.language),
        quote_category_id: ids.category.get(link ? link.req.category.slug : rng.chance(0.7) ? p.seed.cats[0] : rng.pick(p.seed.cats)),
        score: draft.score,
        note: draft.note,
        is_satisfied: draft.score >= 4,
        tags: draft.tags,
        language: draft.language,
        comment: draft.score === 5 && draft.note && rng.chance(0.2) ? rng.pick(REPLIES[draft.language]) : '',
        // Migration 0200: 'hire' for reviews of a completed bid, 'link' for hashed-link reviews.
        source: link ? 'hire' : 'link',
        created: link?.bid.cols.completed_on
          ? clock.after(link.bid.cols.completed_on, rng.int(1, 4) * DAY_MS)
          : clock.daysAgo(rng.int(1, Math.max(2, Math.min(HISTORY_DAYS, joinedDays - 1))), rng),
      };
    });
  });
  await insertMany(tx, 'reviews', reviews);
  return { requests: plan.length, bids: bidRows.length, reviews: reviews.length };
}

/** Ratings, review counts and hire counts are derived from the rows, never typed in. */
async function updateAggregates(tx: Tx): Promise<void> {
  await tx.query(`
    UPDATE quote_services qs SET rating = s.rating, review_count = s.n
    FROM (SELECT quote_service_id, round(avg(score)::numeric, 2) AS rating, count(*)::int AS n FROM reviews GROUP BY quote_service_id) s
    WHERE qs.quote_service_id = s.quote_service_id`);
  // A hire is a bid with hired_on (also once the pro archives the finished job), as the category figures count it.
  await tx.query(`
    UPDATE quote_services qs SET hired_count = s.n
    FROM (SELECT quote_service_id, count(*)::int AS n FROM quote_bids WHERE hired_on IS NOT NULL GROUP BY quote_service_id) s
    WHERE qs.quote_service_id = s.quote_service_id`);
}

/** The demo operator: a consumer-role account with the operator flag (reaches /ops/verifications). */
async function insertOperator(tx: Tx, passwdHash: string): Promise<void> {
  const { username, email, first_name, last_name } = DEMO_OPERATOR;
  const [op] = await insertMany<{ id: number }>(
    tx,
    'users',
    [{ username, email, passwd_hash: passwdHash, first_name, last_name, is_operator: true, is_phone_confirmed: false, role: 'consumer' }],
    'id',
  );
  await insertMany(tx, 'wallets', [{ user_id: op!.id, balance: 0 }]);
}

// ---------------------------------------------------------------------------------------------------
// Entry point
// ---------------------------------------------------------------------------------------------------

/**
 * Loads the demo data into an empty database; a no-op (seeded: false) when the catalogue already exists. With
 * `files` (the upload store) the demo pros also get drawn logos and photos of past work (seed-images.ts).
 */
/** Demo promotions: a welcome free-credit event for new pros and the coupon SIFU-HELLO (docs/features.md). */
async function insertPromotions(tx: Tx): Promise<void> {
  await tx.query(
    `INSERT INTO free_credit_events (slug, title_zh, title_en, description_zh, description_en, amount, audience, claim_from, claim_until, valid_days)
     VALUES ('welcome-2026', '新師傅見面禮', 'Welcome gift for new pros',
             '加入 Sifu 師傅 30 日內可領取，點數有效 30 日，會喺購買點數之前先用。',
             'Claim within 30 days of joining Sifu. The credit lasts 30 days and is spent before credit you buy.',
             50, 'new_pros', now() - interval '1 day', now() + interval '2 years', 30)`,
  );
  await tx.query(
    `INSERT INTO coupons (code, amount, valid_from, valid_until, credit_valid_days, max_uses, per_user_limit)
     VALUES ('SIFU-HELLO', 30, now() - interval '1 day', now() + interval '2 years', 60, 10000, 1)`,
  );
}

export async function seedDemoData(db: Db, opts: { log?: (msg: string) => void; files?: FileStore } = {}): Promise<{ seeded: boolean }> {
  const log = opts.log ?? (() => undefined);
  if ((await db.one<{ present: boolean }>(CATALOG_PRESENT_SQL))?.present) return { seeded: false };
  const started = performance.now();
  const [consumer, pro, shared, operator] = await Promise.all(
    [DEMO_CONSUMER.password, DEMO_PRO.password, DEMO_SHARED_PASSWORD, DEMO_OPERATOR.password].map(hashPassword),
  );
  const clock = makeClock(Date.now());
  const rng = createRng(SEED);
  const pros = planPros(clock, rng);
  const demoConsumer: ConsumerEntry = {
    username: DEMO_CONSUMER.username,
    email: DEMO_CONSUMER.email,
    first_name: DEMO_CONSUMER.first_name,
    last_name: DEMO_CONSUMER.last_name,
    phone: DEMO_CONSUMER.phone,
    reviewer_name: '陳先生',
    joined: clock.daysAgo(400, rng),
  };
  const consumers = buildConsumers(rng, CONSUMER_COUNT).map((c) => ({ ...c, joined: clock.daysAgo(rng.int(HISTORY_DAYS + 10, 800), rng) }));
  const plan = planHistory(pros, consumers, demoConsumer, clock, rng);
  // Pictures are drawn off the main thread while the rows below are written.
  const files = opts.files;
  const images = files ? renderSeedImages(files, artKindsOf(pros.map((p) => p.profile.seed.cats[0]))) : undefined;
  images?.catch(() => undefined);
  const discard = () => (files && images ? images.then((set) => discardSeedImages(files, set)).catch(() => undefined) : Promise.resolve());

  const seeding = db.withTransaction(async (tx) => {
    // Two instances starting together: the second waits here, then sees the catalogue and stops.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_ID]);
    if ((await tx.query<{ present: boolean }>(CATALOG_PRESENT_SQL)).rows[0]?.present) return { seeded: false };
    const ids = await insertCatalog(tx);
    log(`catalogue: ${GENRES.length} genres, ${CATEGORIES.length} categories, ${DISTRICTS.length} districts`);
    const people = await insertPeople(tx, pros, [demoConsumer, ...consumers], { consumer, pro, shared }, ids);
    log(`people: ${pros.length} pros, ${consumers.length + 1} consumers`);
    await insertOperator(tx, operator);
    // Demo accounts count as having confirmed their e-mail.
    await tx.query(`UPDATE users SET email_verified_at = created WHERE email_verified_at IS NULL AND email LIKE '%@demo.sifu.hk'`);
    await insertPromotions(tx);
    const pendingCertificates = await insertPendingCertificates(tx, { files: opts.files, now: clock.now });
    log(`verification queue: ${pendingCertificates} pending certificates`);
    const counts = await insertHistory(tx, plan, pros, people, ids, clock, rng);
    await updateAggregates(tx);
    if (images) {
      const pictures = await insertSeedImages(
        tx,
        await images,
        pros.map((p) => ({
          serviceId: people.service.get(p.profile.seed.slug)!,
          userId: people.user.get(p.username)!,
          mainCategory: p.profile.seed.cats[0],
        })),
      );
      log(`pictures: ${pictures.logos} logos, ${pictures.photos} photos (${Math.round(performance.now() - started)} ms)`);
    }
    log(
      `history: ${counts.requests} requests, ${counts.bids} quotes, ${counts.reviews} reviews (${Math.round(performance.now() - started)} ms)`,
    );
    return { seeded: true };
  });
  const result = await seeding.catch(async (err: unknown) => {
    await discard();
    throw err;
  });
  if (!result.seeded) await discard();
  return result;
}
