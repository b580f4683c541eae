/**
 * Test fixtures: every page fails the test on a console error or warning, a page error, or a hydration
 * warning; helpers sign up through the UI or the API, and a few stand in for the passage of time in the e2e database.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { test as base, expect, request, type APIRequestContext, type APIResponse, type Page, type BrowserContext } from '@playwright/test';
import { accountsContract } from '@shared/api/accounts.contract';
import { attachmentsContract } from '@shared/api/attachments.contract';
import { bidsContract } from '@shared/api/bids.contract';
import { catalogContract } from '@shared/api/catalog.contract';
import { certificatesContract } from '@shared/api/certificates.contract';
import { systemContract } from '@shared/api/system.contract';
import { requestsContract } from '@shared/api/requests.contract';
import { serviceEditorContract } from '@shared/api/service-editor.contract';
import { walletContract } from '@shared/api/wallet.contract';
import { urlOf } from '@shared/api/endpoint';
import { inSentence, tidyChinese } from '@shared/i18n/typography';

export const DEMO = {
  consumer: { username: 'demo_consumer', password: 'Consumer#2026' },
  pro: { username: 'demo_pro', password: 'Pro#2026sifu' },
  operator: { username: 'demo_ops', password: 'Ops#2026sifu' },
};

/** Password for accounts the journeys create: one the new-password policy accepts. */
export const NEW_USER_PASSWORD = 'Harbour-Kite-2026!';

function watchConsole(page: Page, problems: string[]): void {
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`[${msg.type()}] ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`[pageerror] ${err.message}`));
}

export const test = base.extend<{ consoleProblems: string[] }>({
  consoleProblems: [
    async ({ context }, use) => {
      const problems: string[] = [];
      context.on('page', (p) => watchConsole(p, problems));
      for (const p of context.pages()) watchConsole(p, problems);
      await use(problems);
      expect(problems, 'console errors, warnings or hydration problems').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

const LOCALES = path.join(import.meta.dirname, '..', 'locales');
const localeCache = new Map<string, Record<string, unknown>>();

/** `translate(lng, 'pricing|buy>custom', { n: 1 })` from the locale files (key separator >, namespace separator |). */
export function translate(lng: 'zh-HK' | 'en-HK', key: string, vars: Record<string, string | number> = {}): string {
  const [ns, rest] = key.split('|');
  const file = path.join(LOCALES, lng, `${ns}.json`);
  if (!localeCache.has(file)) localeCache.set(file, JSON.parse(fs.readFileSync(file, 'utf8')));
  let node: unknown = localeCache.get(file);
  for (const part of rest.split('>')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`no translation ${lng} ${key}`);
  // As the app's i18next does: `{{name, inline}}` lower-cases an English name mid-sentence; Chinese drops spaces
  // left between Chinese characters (shared/i18n/typography.ts).
  const text = node.replace(/\{\{(\w+)(?:, *(\w+))?\}\}/g, (_m, v: string, format?: string) =>
    format === 'inline' ? inSentence(String(vars[v] ?? '')) : String(vars[v] ?? ''),
  );
  return lng === 'zh-HK' ? tidyChinese(text) : text;
}

/** `translate` bound to one language and a key prefix: `translator('en-HK', 'common|')('login>title')`. */
export function translator(lng: 'zh-HK' | 'en-HK', prefix = '') {
  return (key: string, vars?: Record<string, string | number>): string => translate(lng, `${prefix}${key}`, vars);
}

/**
 * Creates an account through the API (`baseURL` may be '' for a context that has one); the session cookie lands in `api`'s context. The e-mail defaults to
 * `<username>@example.com` and the password to NEW_USER_PASSWORD. `headers` go as they are (Origin, Accept-Language).
 */
export async function apiSignUp(
  api: APIRequestContext,
  baseURL: string,
  account: { username: string; first_name?: string; last_name?: string; role?: 'consumer' | 'pro'; email?: string; passwd?: string },
  headers?: Record<string, string>,
): Promise<APIResponse> {
  const res = await api.post(`${baseURL}${urlOf(accountsContract.register)}`, {
    data: { email: `${account.username}@example.com`, passwd: NEW_USER_PASSWORD, ...account },
    ...(headers ? { headers } : {}),
  });
  expect(res.status(), await res.text()).toBe(200);
  return res;
}

/** The signed-in user's wallet balance (HKD), read through the API in `ctx`. */
export async function walletBalance(ctx: BrowserContext, baseURL: string): Promise<number> {
  const res = await ctx.request.get(`${baseURL}${urlOf(walletContract.balance)}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { balance: number } }).data.balance;
}

/** Tomorrow's date in Hong Kong (UTC+8), `YYYY-MM-DD`. */
export function tomorrowHk(): string {
  return new Date(Date.now() + 8 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
}

/** The signed-in consumer of `api` posts a plumbing request (leaking pipe, Wan Chai, tomorrow in `timeSlot`); returns its id. */
export async function postPlumbingRequest(api: APIRequestContext, description: string, timeSlot: number): Promise<number> {
  const day = tomorrowHk();
  const res = await api.post(urlOf(requestsContract.post), {
    data: {
      category: 'plumbing',
      answers: { issue_type: 'leaking-pipe', property_type: 'private-flat', preferred_date: day, budget: '500-1000' },
      district: 'wan-chai',
      preferred_dates: [day],
      time_slots: [timeSlot],
      description,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { request: { quote_request_id: number } } }).data.request.quote_request_id;
}

let n = 0;
/** A unique username for this run. */
export function uniqueName(prefix: string): string {
  n += 1;
  return `${prefix}${Date.now().toString(36)}${n}`;
}

/** Waits until React has hydrated the page (the entry marks <html data-hydrated>). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated="true"]');
}

/** Logs in through the API inside a browser context (cookies land in the context). */
export async function apiLogin(context: BrowserContext, baseURL: string, username: string, password: string): Promise<void> {
  const res = await context.request.post(`${baseURL}${urlOf(accountsContract.login)}`, {
    data: { username, passwd: password },
    headers: { Origin: baseURL },
  });
  expect(res.status()).toBe(200);
}

/** The server's DATA_DIR for this run (e2e/playwright.config.ts), where the outbox is written. */
export function e2eDataDir(): string {
  const dir = process.env.SIFU_E2E_DATA_DIR;
  if (!dir) throw new Error('SIFU_E2E_DATA_DIR is not set (see e2e/playwright.config.ts)');
  return dir;
}

/** The last OTP the server's default SMS sender wrote for this number (DATA_DIR/outbox/sms.log). */
export async function otpFor(phone: string): Promise<string> {
  const file = path.join(e2eDataDir(), 'outbox', 'sms.log');
  let code: string | null = null;
  await expect
    .poll(
      () => {
        const lines = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim().split('\n') : [];
        const mine = lines.map((l) => JSON.parse(l) as { to: string; code: string | null }).filter((m) => m.to.endsWith(phone) && m.code);
        code = mine.length ? mine[mine.length - 1].code : null;
        return code;
      },
      { timeout: 10_000 },
    )
    .not.toBeNull();
  return code as unknown as string;
}

/**
 * The text of the last e-mail the server's default mailer wrote to `to` with this tag (DATA_DIR/outbox/mail/*-<tag>.eml,
 * UTF-8 body in base64), waiting for it to arrive (e-mails are sent after the response).
 */
export async function lastMailTo(to: string, tag: string): Promise<string> {
  const dir = path.join(e2eDataDir(), 'outbox', 'mail');
  let body: string | null = null;
  await expect
    .poll(
      () => {
        const files = fs.existsSync(dir)
          ? fs
              .readdirSync(dir)
              .filter((f) => f.endsWith(`-${tag}.eml`))
              .sort()
          : [];
        const mine = files
          .map((f) => fs.readFileSync(path.join(dir, f), 'utf8').split('\r\n\r\n'))
          .filter(([head]) => head.split('\r\n').includes(`To: ${to}`));
        const last = mine.at(-1);
        body = last ? Buffer.from(last[1].replace(/\r\n/g, ''), 'base64').toString('utf8') : null;
        return body;
      },
      { timeout: 10_000 },
    )
    .not.toBeNull();
  return body as unknown as string;
}

/**
 * The e2e server's embedded PostgreSQL (server/lib/embedded-db.ts: DATA_DIR/postgres, user and password postgres,
 * database sifu). Its port is line 4 of postmaster.pid. Only the time helpers and the sandbox refunds read below
 * use it.
 */
async function e2eDbClient(): Promise<pg.Client> {
  const pidFile = path.join(e2eDataDir(), 'postgres', 'postmaster.pid');
  const port = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[3]);
  if (!port) throw new Error(`no port on line 4 of ${pidFile}`);
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password: 'postgres', database: 'sifu' });
  await client.connect();
  return client;
}

async function e2eSql(text: string, values: unknown[]): Promise<number> {
  const client = await e2eDbClient();
  try {
    return (await client.query(text, values)).rowCount ?? 0;
  } finally {
    await client.end();
  }
}

/** The chat (a quoted bid) between two seeded accounts, by username: the journeys that moderate a message use it. */
export async function quotedBidBetween(consumer: string, pro: string): Promise<number> {
  const client = await e2eDbClient();
  try {
    const { rows } = await client.query<{ id: number }>(
      `SELECT b.quote_bid_id AS id FROM quote_bids b
         JOIN quote_requests r ON r.quote_request_id = b.quote_request_id JOIN users c ON c.id = r.user_id
         JOIN quote_services s ON s.quote_service_id = b.quote_service_id JOIN users p ON p.id = s.user_id
        WHERE c.username = $1 AND p.username = $2 AND b.quote_sent_on IS NOT NULL AND b.quote_status_id <> 6
        ORDER BY b.quote_bid_id LIMIT 1`,
      [consumer, pro],
    );
    expect(rows[0], `a quoted bid of ${consumer} with ${pro}`).toBeDefined();
    return rows[0].id;
  } finally {
    await client.end();
  }
}

/**
 * Stands in for the passage of time: a journey cannot wait 48 hours for a quote to go unread, so the clock is moved
 * forward for this one quote (it was sent 49 hours ago). The refund itself is the product's own sweep.
 */
export async function quoteSentHoursAgo(bidId: number, hours = 49): Promise<void> {
  const n = await e2eSql('UPDATE quote_bids SET quote_sent_on = now() - make_interval(hours => $2) WHERE quote_bid_id = $1', [
    bidId,
    hours,
  ]);
  expect(n, `quote ${bidId}`).toBe(1);
}

/** Stands in for the passage of time: the request was last changed `days` ago (the expiry sweep reads `modified`). */
export async function requestUnchangedForDays(requestId: number, days: number): Promise<void> {
  const n = await e2eSql('UPDATE quote_requests SET modified = now() - make_interval(days => $2) WHERE quote_request_id = $1', [
    requestId,
    days,
  ]);
  expect(n, `request ${requestId}`).toBe(1);
}

/**
 * Stands in for the passage of time: the pro's open free credit (the HK$200 starter credit) reaches its expiry date
 * now, so the product's expiry sweep takes it out of the balance (a new pro with HK$0).
 */
export async function freeCreditExpiresNow(userId: number): Promise<void> {
  const n = await e2eSql("UPDATE credit_grants SET expires_at = now() - interval '1 second' WHERE user_id = $1 AND remaining > 0", [
    userId,
  ]);
  expect(n, `open free credit of user ${userId}`).toBeGreaterThan(0);
}

/**
 * Holds the row lock the payment webhook takes on its order (payments.repository lockOrderByHash), so the test sees
 * the state before the webhook lands; the returned function lets the webhook through. Keep it held for a few seconds
 * at most (the sandbox gives up a delivery after 10 s and retries it later).
 */
export async function holdPaymentWebhook(hash: string): Promise<() => Promise<void>> {
  const client = await e2eDbClient();
  await client.query('BEGIN');
  const { rowCount } = await client.query('SELECT id FROM payment_orders WHERE hash = $1 FOR UPDATE', [hash]);
  expect(rowCount, `payment order ${hash}`).toBe(1);
  return async () => {
    await client.query('ROLLBACK');
    await client.end();
  };
}

/**
 * Stands in for a lead that reached a service without the licence its category needs: matching never sends a
 * plumbing request to an unlicensed service, but a licence withdrawn after the match leaves such a lead, and the
 * quote must still be refused (SPEC §8 251). Answers the pro's lead (bid) on the request.
 */
export async function leadWithoutLicence(requestId: number, serviceId: number): Promise<number> {
  const client = await e2eDbClient();
  try {
    const { rows } = await client.query<{ id: number }>(
      'INSERT INTO quote_bids (quote_request_id, quote_service_id) VALUES ($1, $2) RETURNING quote_bid_id AS id',
      [requestId, serviceId],
    );
    return rows[0].id;
  } finally {
    await client.end();
  }
}

/** What the sandbox gateway refunded of the payment behind order `hash` (whole HKD, one entry per refund). */
export async function sandboxRefundsOf(hash: string): Promise<number[]> {
  const client = await e2eDbClient();
  try {
    const { rows } = await client.query<{ amount: number }>(
      `SELECT r.amount FROM sandbox_refunds r JOIN payment_orders o ON o.provider_ref = r.payment_id WHERE o.hash = $1 ORDER BY r.created`,
      [hash],
    );
    return rows.map((r) => r.amount);
  } finally {
    await client.end();
  }
}

/**
 * The pro signed in to `api` holds an approved personal licence on the service, as SPEC §8 251 asks before plumbing
 * or electrical leads: the pro uploads a document and submits the licence, the demo operator approves it (all by API).
 */
export async function approvedLicence(
  api: APIRequestContext,
  baseURL: string,
  serviceId: number,
  licenceType: 'wsd_plumber' | 'emsd_electrician',
): Promise<void> {
  const headers = { Origin: baseURL };
  const upload = await api.post(`${baseURL}${urlOf(attachmentsContract.upload)}`, {
    headers,
    multipart: {
      file: { name: 'licence.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') },
    },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const [file] = ((await upload.json()) as { data: Array<{ id: number }> }).data;
  const add = await api.post(`${baseURL}${urlOf(certificatesContract.add, { params: { id: serviceId } })}`, {
    headers,
    data: {
      type: 'personal',
      licence_type: licenceType,
      reference_identity: `LP-${String(Date.now()).slice(-6)}`,
      attachment_ids: [file.id],
    },
  });
  expect(add.status(), await add.text()).toBe(200);
  const certId = ((await add.json()) as { data: { service_certificate_id: number } }).data.service_certificate_id;
  const ops = await request.newContext({ baseURL, extraHTTPHeaders: headers });
  try {
    const login = await ops.post(urlOf(accountsContract.login), {
      data: { username: DEMO.operator.username, passwd: DEMO.operator.password },
    });
    expect(login.status()).toBe(200);
    const approve = await ops.post(urlOf(certificatesContract.approveCertificate, { params: { id: certId } }));
    expect(approve.status(), await approve.text()).toBe(200);
  } finally {
    await ops.dispose();
  }
}

/** The demo operator runs a scheduled sweep now (POST /api/ops/jobs/run/{name}), in a request context of its own. */
export async function runSweep(baseURL: string, name: 'quote-fee-refunds' | 'free-credit-expiry' | 'request-expiry'): Promise<number> {
  const ops = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  try {
    const login = await ops.post(urlOf(accountsContract.login), {
      data: { username: DEMO.operator.username, passwd: DEMO.operator.password },
    });
    expect(login.status()).toBe(200);
    const res = await ops.post(urlOf(systemContract.runSweep, { params: { name } }));
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { data: { count: number } }).data.count;
  } finally {
    await ops.dispose();
  }
}

/** A pro of a journey's own: the account, and the name its sign-up gave it. */
export interface JourneyPro {
  id: number;
  username: string;
}

/**
 * A new pro signs up through the API in `ctx` (the session cookie lands there; HK$200 starter credit), verifies a
 * phone by OTP and publishes a plumbing service covering only `district`, with the WSD plumber's licence plumbing
 * leads need (SPEC §8 251) approved by the demo operator. A new service gets the reserved slot of a request in its
 * district, so the journey's own request reaches it.
 */
export async function newPlumbingPro(ctx: BrowserContext, baseURL: string, prefix: string, district: string): Promise<JourneyPro> {
  const api = ctx.request;
  const headers = { Origin: baseURL };
  const username = uniqueName(prefix);
  const res = await apiSignUp(api, baseURL, { username, first_name: 'Tai Man', last_name: 'Wong', role: 'pro' }, headers);
  const id = ((await res.json()) as { data: { user: { id: number } } }).data.user.id;
  const post = async (url: string, data: unknown) => {
    const r = await api.post(`${baseURL}/api${url}`, { headers, data });
    expect(r.status(), `${url}: ${await r.text()}`).toBe(200);
    return ((await r.json()) as { data: Record<string, unknown> }).data;
  };
  const phone = `6${String(Date.now()).slice(-7)}`;
  const { hash } = (await post('/users/verify/phone/preauth', { phone })) as { hash: string };
  await post('/users/verify/phone/auth', { hash, otp: await otpFor(phone) });
  const category = (await (await api.get(`${baseURL}${urlOf(catalogContract.category, { params: { slug: 'plumbing' } })}`)).json()) as {
    data: { id: number };
  };
  const districts = (await (await api.get(`${baseURL}${urlOf(catalogContract.districts)}`)).json()) as {
    data: Array<{ id: number; slug: string }>;
  };
  const service = await post('/services/add', {
    business_name_zh: `安心水喉 ${username.slice(-5)}`,
    business_name_en: `Safe Plumbing ${username.slice(-5)}`,
    phone,
    category_ids: [category.data.id],
  });
  const serviceId = service.quote_service_id as number;
  await post(`/services/${serviceId}/areas`, { district_ids: [districts.data.find((d) => d.slug === district)!.id] });
  await post(`/services/${serviceId}/description`, {
    description_zh: '維修水龍頭、水管同渠道，開工前清楚報價，全港服務。',
    description_en: 'We fix taps, pipes and blocked drains, with a clear price before any work starts.',
  });
  await post(`/services/${serviceId}/profile_ready`, {});
  await approvedLicence(api, baseURL, serviceId, 'wsd_plumber');
  return { id, username };
}

/**
 * The demo consumer (signed in to `consumer`) posts a plumbing request in `district` for tomorrow morning; returns the
 * lead (bid) it made for the pro signed in to `pro`.
 */
export async function plumbingLeadFor(
  consumer: APIRequestContext,
  pro: APIRequestContext,
  baseURL: string,
  district: string,
  description: string,
): Promise<number> {
  const day = tomorrowHk();
  const res = await consumer.post(`${baseURL}${urlOf(requestsContract.post)}`, {
    headers: { Origin: baseURL },
    data: {
      category: 'plumbing',
      district,
      preferred_dates: [day],
      time_slots: [1],
      description,
      answers: { issue_type: 'leaking-pipe', property_type: 'private-flat', district, preferred_date: day, budget: '1000-2000' },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const requestId = ((await res.json()) as { data: { request: { quote_request_id: number } } }).data.request.quote_request_id;
  const leads = (await (await pro.get(`${baseURL}${urlOf(bidsContract.leads)}`)).json()) as {
    data: { items: Array<{ quote_bid_id: number; quote_request_id: number }> };
  };
  const lead = leads.data.items.find((b) => b.quote_request_id === requestId);
  expect(lead, 'the new pro got the lead').toBeDefined();
  return lead!.quote_bid_id;
}

/**
 * A safety payment part's balance in each ledger account (safety_ledger, docs/decisions/0037; debits positive) and
 * the sum of all its postings, which double entry keeps at 0.
 */
export async function safetyLedgerOf(partId: number): Promise<{ accounts: Record<string, number>; total: number }> {
  const client = await e2eDbClient();
  try {
    const { rows } = await client.query<{ account: string; amount: number }>(
      'SELECT account, sum(amount)::int AS amount FROM safety_ledger WHERE part_id = $1 GROUP BY account ORDER BY account',
      [partId],
    );
    const accounts = Object.fromEntries(rows.map((r) => [r.account, r.amount]));
    return { accounts, total: rows.reduce((s, r) => s + r.amount, 0) };
  } finally {
    await client.end();
  }
}

/** A pro's service as the service editor reads it: the journeys need its id and its categories. */
export interface EditableService {
  id: number;
  business_name_zh: string;
  business_name_en: string;
  categories: Array<{ id: number; slug: string; name_zh: string; name_en: string }>;
}

/**
 * The pro signed in to `api` opens their one service every day, 08:00–22:00 (the service editor's Hours step), so it
 * has free slots to book: a shop item that takes reservations needs business hours (SPEC §8 826). Answers the service.
 */
export async function openEveryDay(api: APIRequestContext, baseURL: string): Promise<EditableService> {
  const headers = { Origin: baseURL };
  const mine = await api.get(`${baseURL}${urlOf(serviceEditorContract.mine)}`);
  expect(mine.status(), await mine.text()).toBe(200);
  const [service] = ((await mine.json()) as { data: { items: Array<{ quote_service_id: number }> } }).data.items;
  const id = service.quote_service_id;
  const hours = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, open: '08:00', close: '22:00' }));
  const res = await api.post(`${baseURL}${urlOf(serviceEditorContract.hours, { params: { id } })}`, {
    headers,
    data: { hours: JSON.stringify(hours) },
  });
  expect(res.status(), await res.text()).toBe(200);
  const data = ((await res.json()) as { data: Omit<EditableService, 'id'> }).data;
  return { id, business_name_zh: data.business_name_zh, business_name_en: data.business_name_en, categories: data.categories };
}
