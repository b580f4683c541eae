/**
 * Demo data loader: the catalogue and districts, about 120 pros with full public profiles, the demo accounts,
 * and 18 months of marketplace history (requests, quotes, hires, reviews) so price guides, ratings and hire
 * counts are computed from real rows. It runs once: nothing happens when `genres` already has rows.
 * Everything goes in one transaction, one set-based INSERT … SELECT FROM unnest(…) per table.
 * The data itself lives in catalog-data.ts and pros-data.ts.
 */
import type { Db, Tx } from '../../lib/db';
import { hashPassword } from '../../lib/passwords';
import type { FileStore } from '../../lib/file-store';
import { CATEGORIES, CATEGORY_LICENCES, DISTRICTS, GENRES, type CategorySlug, type DistrictSlug } from './catalog-data';
import { buildConsumers, createRng, draftReviews, reviewerName, type ReviewDraft, type Rng } from './pros-data';
import { artKindsOf, discardSeedImages, insertSeedImages, renderSeedImages } from './seed-images';
import { insertPendingCertificates } from './seed-verifications';
import { insertBackOfficeTickets } from './seed-back-office';
import { insertFraudReferralHoldsDemo } from './seed-fraud-referrals';
import { insertCreditRefundsDemo } from './seed-credit-refunds';
import { insertMerchantApplicationsDemo } from './seed-merchants';
import { insertBusinessLoansDemo } from './seed-business-loans';
import { insertReceiptsDemo } from './seed-receipts';
import { insertStoreBillsDemo } from './seed-store-bills';
import { insertOpsDataDemo } from './seed-ops-data';
import { insertModerationDemo } from './seed-moderation';
import { insertReportsContactDemo } from './seed-reports';
import { insertSafetyPaymentsDemo } from './seed-safety-payments';
import { insertShopDemo } from './seed-shop';
import { insertPartnersDemo } from './seed-partners';
import { insertPhotoLikesDemo } from './seed-photo-likes';
import { discardShopPhotos, renderShopPhotos } from './seed-shop-photos';
import { DEMO_CONSUMER, DEMO_OPERATOR, DEMO_PRO, DEMO_SHARED_PASSWORD, DEMO_STAFF } from './demo-accounts';
import { planHistory, type PlannedRequest } from './seed-history';
import { insertMany } from './seed-insert';
import { insertPeople, planPros, type PeopleIds } from './seed-people';
import { DAY_MS, HISTORY_DAYS, STATUS, makeClock, type CatalogIds, type Clock, type ConsumerEntry, type ProEntry } from './seed-model';

const SEED = 20_260_101;
const CONSUMER_COUNT = 30;
const MAX_REVIEWS = 25;
const SEED_LOCK_ID = 727_002;
const CATALOG_PRESENT_SQL = 'SELECT EXISTS (SELECT 1 FROM genres) AS present';

// ---------------------------------------------------------------------------------------------------
// Catalogue
// ---------------------------------------------------------------------------------------------------

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
      required_licence_type: CATEGORY_LICENCES[c.slug] ?? null,
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

/** The demo staff: consumer-role accounts with the operator flag and one back-office role each (demo_ops: admin). */
async function insertOperator(tx: Tx, passwdHash: string): Promise<void> {
  const rows = DEMO_STAFF.map((s) => {
    const who = s.username === DEMO_OPERATOR.username ? DEMO_OPERATOR : s;
    return {
      username: who.username,
      email: 'email' in who ? who.email : '',
      passwd_hash: passwdHash,
      first_name: 'first_name' in who ? who.first_name : '',
      last_name: 'last_name' in who ? who.last_name : '',
      is_operator: true,
      is_phone_confirmed: false,
      role: 'consumer',
    };
  });
  const ops = await insertMany<{ id: number }>(tx, 'users', rows, 'id');
  await insertMany(
    tx,
    'wallets',
    ops.map((o) => ({ user_id: o.id, balance: 0 })),
  );
  await insertMany(
    tx,
    'staff_roles',
    ops.map((o, i) => ({ user_id: o.id, role: DEMO_STAFF[i]!.role })),
  );
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
  const shopPhotos = files ? renderShopPhotos(files) : undefined;
  shopPhotos?.catch(() => undefined);
  const discard = () =>
    Promise.all([
      files && images ? images.then((set) => discardSeedImages(files, set)).catch(() => undefined) : undefined,
      files && shopPhotos ? shopPhotos.then((set) => discardShopPhotos(files, set)).catch(() => undefined) : undefined,
    ]);

  const seeding = db.withTransaction(async (tx) => {
    // Two instances starting together: the second waits here, then sees the catalogue and stops.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_ID]);
    if ((await tx.query<{ present: boolean }>(CATALOG_PRESENT_SQL)).rows[0]?.present) return { seeded: false };
    const ids = await insertCatalog(tx);
    log(`catalogue: ${GENRES.length} genres, ${CATEGORIES.length} categories, ${DISTRICTS.length} districts`);
    const people = await insertPeople(tx, pros, [demoConsumer, ...consumers], { consumer, pro, shared }, ids);
    log(`people: ${pros.length} pros, ${consumers.length + 1} consumers`);
    // Seeded pros had their welcome credit: a switch to consumer and back must not give the starter credit again.
    await tx.query(`SELECT claim_starter_credit(id) FROM users WHERE role = 'pro'`);
    await insertOperator(tx, operator);
    // Demo accounts count as having confirmed their e-mail.
    await tx.query(`UPDATE users SET email_verified_at = created WHERE email_verified_at IS NULL AND email LIKE '%@demo.sifu.hk'`);
    await insertPromotions(tx);
    const pendingCertificates = await insertPendingCertificates(tx, { files: opts.files, now: clock.now });
    log(`verification queue: ${pendingCertificates} pending certificates`);
    const tickets = await insertBackOfficeTickets(tx);
    log(`back office: ${tickets} items waiting`);
    log(`fraud and referral holds: ${await insertFraudReferralHoldsDemo(tx, clock.now)} waiting`);
    log(`credit refunds: ${await insertCreditRefundsDemo(tx, clock.now)} pending`);
    log(`receipts: ${await insertReceiptsDemo(tx, clock.now)} requests waiting`);
    log(`merchant applications: ${await insertMerchantApplicationsDemo(tx, { files: opts.files, now: clock.now })} seeded`);
    log(`business-loan enquiries: ${await insertBusinessLoansDemo(tx, clock.now)} seeded`);
    log(`promotions and content: ${await insertOpsDataDemo(tx)} rows to edit`);
    const counts = await insertHistory(tx, plan, pros, people, ids, clock, rng);
    await updateAggregates(tx);
    // After the history: the hidden review and the held services must exist first.
    log(`moderation: ${await insertModerationDemo(tx, clock.now)} decisions`);
    // After the history too: reports point at its chat messages and reviews.
    log(`reports and contact: ${await insertReportsContactDemo(tx, clock.now)} items waiting`);
    // After the history and moderation: the payments are on its hired and completed bids, never a suspended pro's.
    log(`safety payments: ${await insertSafetyPaymentsDemo(tx, clock.now)} payments`);
    // After moderation too: a suspended pro sells nothing in the shop.
    const shop = await insertShopDemo(tx, { now: clock.now, photos: await shopPhotos });
    log(`shop: ${shop.items} items, ${shop.orders} orders, ${shop.likes} likes`);
    log(`partners: ${await insertPartnersDemo(tx, clock.now)} partner areas`);
    // After the history: its quote fees were charged from the balances the people were given.
    log(`convenience-store bills: ${await insertStoreBillsDemo(tx, clock.now)} for the demo pro`);
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
      // After the pictures: the likes are on their photos.
      log(`photo likes: ${await insertPhotoLikesDemo(tx, clock.now)}`);
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
  // A freshly loaded database has no planner statistics until autovacuum gets to it: without them the public /media
  // check (every thumbnail of every page) plans a scan of every service photo per request, and a demo session's first
  // minutes log slow queries. Only the tables of that check, so start-up stays quick; autovacuum does the rest.
  else await db.query(`ANALYZE attachments, attachment_links, service_media, quote_services, shop_item_photos, shop_items`);
  return result;
}
