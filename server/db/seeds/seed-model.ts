/** What the demo seed's planning and inserting share: its clock in Hong Kong daytime, bid statuses and the planned people. */
import type { CategorySlug, DistrictSlug } from './catalog-data';
import type { ConsumerSeed, ProProfile, Rng } from './pros-data';

/** The ledger type of the free credit a new account is welcomed with. */
export const WELCOME_CREDIT_TYPE = 33;
export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;
export const MINUTE_MS = 60_000;
export const HISTORY_DAYS = 540;
export const POPULAR = new Set<CategorySlug>(['plumbing', 'home-cleaning', 'moving', 'aircon-cleaning', 'renovation', 'english-tutor']);
export const STATUS = { lead: 1, inProgress: 2, hired: 3, completed: 4, archived: 9 } as const;

// ---------------------------------------------------------------------------------------------------
// Time (UTC; activity falls in Hong Kong daytime, 09:00–22:00 HKT)
// ---------------------------------------------------------------------------------------------------

export interface Clock {
  now: number;
  /** A moment `days` days before today, during Hong Kong daytime, never in the future. */
  daysAgo(days: number, rng: Rng): Date;
  /** `date` moved forward by `ms`, never in the future. */
  after(date: Date, ms: number): Date;
}

export function makeClock(nowMs: number): Clock {
  const today = Math.floor(nowMs / DAY_MS) * DAY_MS;
  const latest = nowMs - MINUTE_MS;
  return {
    now: nowMs,
    daysAgo: (days, rng) => new Date(Math.min(latest, today - days * DAY_MS + rng.int(1, 14) * HOUR_MS + rng.int(0, 3599) * 1000)),
    after: (date, ms) => new Date(Math.min(latest, date.getTime() + ms)),
  };
}

export const isoDate = (d: Date): string => d.toISOString().slice(0, 10);

export interface ProEntry {
  profile: ProProfile;
  username: string;
  email: string;
  balance: number;
  joined: Date;
}

export interface ConsumerEntry extends ConsumerSeed {
  joined: Date;
}

export interface CatalogIds {
  category: Map<CategorySlug, number>;
  district: Map<DistrictSlug, number>;
}
