/** The demo seed's people: the demo pro and about 120 pros with their public profiles, the consumers and their wallets. */
import type { Tx } from '../../lib/db';
import { DEMO_CONSUMER, DEMO_PRO } from './demo-accounts';
import { DEMO_PRO_SEED, PROS, buildProProfile, createRng, seedFromString, type Rng } from './pros-data';
import { insertMany } from './seed-insert';
import { HISTORY_DAYS, WELCOME_CREDIT_TYPE, type CatalogIds, type Clock, type ConsumerEntry, type ProEntry } from './seed-model';

export interface PeopleIds {
  user: Map<string, number>;
  service: Map<string, number>;
}

export function planPros(clock: Clock, rng: Rng): ProEntry[] {
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

export async function insertPeople(
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
        is_direct_reserve_on: i === 0 && takesDirectBookings(p.profile.seed.slug, c, p.profile.hours),
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

/** Services whose work is booked by the hour (a lesson, a clean, a grooming): the demo shows direct booking on them. */
const BOOKABLE_CATEGORIES = new Set([
  'home-cleaning',
  'aircon-cleaning',
  'home-massage',
  'dog-grooming',
  'english-tutor',
  'math-tutor',
  'piano-lessons',
  'yoga-instructor',
  'swimming-coach',
  'makeup-artist',
  'computer-repair',
]);

/**
 * About half of those services take direct bookings in the demo (chosen by their slug, so every seed picks the same),
 * and only with business hours to book in; demo_pro keeps it off, as a new pro starts.
 */
function takesDirectBookings(slug: string, category: string, hours: unknown): boolean {
  if (!BOOKABLE_CATEGORIES.has(category) || !hours) return false;
  return [...slug].reduce((n, ch) => n + ch.charCodeAt(0), 0) % 2 === 0;
}
