/**
 * The demo marketplace history planned in memory before it is inserted: requests per category over 18 months, the
 * bids on each (column names as in quote_bids), their outcomes, and the scripted story of the demo accounts.
 * Deterministic: the same random stream gives the same plan.
 */
import { CATEGORIES, type CategorySeed, type CategorySlug, type DistrictSlug } from './catalog-data';
import { ONSITE_NOTES, PRICE_NOTES, type Rng } from './pros-data';
import {
  DAY_MS,
  HISTORY_DAYS,
  HOUR_MS,
  MINUTE_MS,
  POPULAR,
  STATUS,
  isoDate,
  type Clock,
  type ConsumerEntry,
  type ProEntry,
} from './seed-model';

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

export interface PlannedRequest {
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

export function planHistory(
  pros: ProEntry[],
  consumers: ConsumerEntry[],
  demoConsumer: ConsumerEntry,
  clock: Clock,
  rng: Rng,
): PlannedRequest[] {
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
