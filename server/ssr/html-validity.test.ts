/**
 * The Nu HTML Checker (vnu) reports 0 errors on one server-rendered page of every public route, in zh-HK and
 * en-HK, on the 404 page and on signed-in dashboard pages, rendered by the real app on the demo data. All pages go
 * through one java run. A new public route in shared/routes/route-paths.ts needs one line in PAGES.
 */
import request from 'supertest';
import { accountsContract } from '@shared/api/accounts.contract';
import { googleReserveContract } from '@shared/api/google-reserve.contract';
import { paymentsContract } from '@shared/api/payments.contract';
import { urlOf } from '@shared/api/endpoint';
import { LANGUAGES } from '@shared/i18n/i18n-config';
import { ROUTE_PATHS, type RouteName } from '@shared/routes/route-paths';
import { SERVICE_ACTION_ROUTES } from '@shared/domain/service-actions';
import { createTestContext, type TestContext } from '../test/test-app';
import { checkHtml, formatProblems, type NuDocument } from '../test/nu-html-checker';
import { DEMO_CONSUMER, DEMO_PRO } from '../db/seeds/demo-accounts';

jest.setTimeout(300_000);

/** Data some pages need, made in beforeAll. */
interface Fixtures {
  serviceId: number;
  googleItemId: number;
  orderHash: string;
  reviewHash: string;
  /** A published demo shop item's canonical path (/shop/{id}/{slug}). */
  shopItemPath: string;
}

interface Page {
  route: RouteName | 'notFound';
  /** Without the language prefix; each page is checked under /zh-HK and /en-HK. */
  path: string | ((f: Fixtures) => string);
  /** Signed in as the demo pro or demo consumer; a visitor by default. */
  as?: 'pro' | 'consumer';
  status?: number;
}

const PAGES: Page[] = [
  { route: 'home', path: '/' },
  { route: 'login', path: '/login' },
  { route: 'login', path: '/login?mode=phone' },
  { route: 'login', path: '/login?mode=link' },
  { route: 'signup', path: '/signup' },
  { route: 'signup', path: '/signup?role=pro' },
  { route: 'logout', path: '/logout' },
  { route: 'resetpass', path: '/resetpass' },
  { route: 'resetpassEmail', path: '/resetpass/email/consumer%40demo.sifu.hk' },
  { route: 'resetpassLink', path: '/resetpass/a1b2c3d4e5f6a7b8c9d0' },
  { route: 'activate', path: '/activate/1/a1b2c3d4e5f6a7b8c9d0' },
  { route: 'loginOnce', path: '/login/once/a1b2c3d4e5f6a7b8c9d0' },
  { route: 'requestLink', path: '/request-link/a1b2c3d4e5f6a7b8c9d0a1b2c3d4e5f6a7b8c9d0abc' },
  { route: 'quoteLink', path: '/quote-link/a1b2c3d4e5f6a7b8c9d0a1b2c3d4e5f6a7b8c9d0abc' },
  { route: 'genreAll', path: '/genre/all' },
  { route: 'genre', path: '/genre/home-repair' },
  { route: 'genreCategory', path: '/genre/home-repair/plumbing' },
  { route: 'category', path: '/category/plumbing' },
  { route: 'form', path: '/form/plumbing' },
  { route: 'infoAll', path: '/info/all' },
  { route: 'info', path: '/info/plumbing' },
  { route: 'info', path: '/info/home-repair' },
  { route: 'blogAll', path: '/blog' },
  { route: 'blog', path: '/blog/how-to-compare-quotes' },
  { route: 'featureAll', path: '/feature/all' },
  { route: 'feature', path: '/feature/moving-home' },
  { route: 'priceIndex', path: '/price' },
  { route: 'price', path: '/price/plumbing' },
  { route: 'priceMethodology', path: '/price/methodology' },
  { route: 'proList', path: '/pro-list' },
  { route: 'proList', path: '/pro-list/cleaning' },
  { route: 'proSearch', path: '/pro-search' },
  { route: 'proSearch', path: '/pro-search?q=%E6%B0%B4%E5%96%89' },
  { route: 'proSearchCategory', path: '/pro-search/plumbing' },
  { route: 'nearMe', path: '/nearme/plumbing' },
  { route: 'nearMe', path: '/nearme/plumbing/kowloon' },
  { route: 'nearMe', path: '/nearme/plumbing/kowloon/kwun-tong' },
  { route: 'featuredPros', path: '/featured-pros' },
  { route: 'service', path: (f) => `/service/${f.serviceId}` },
  { route: 'serviceSlug', path: (f) => `/service/${f.serviceId}/chi-wai-plumbing` },
  { route: 'serviceReserve', path: (f) => `/service/${f.serviceId}/reserve` },
  { route: 'googleReserveBooking', path: (f) => `/service/${f.serviceId}/reserve/${f.googleItemId}` },
  { route: 'reviewService', path: (f) => `/review/service/${f.serviceId}/${f.reviewHash}` },
  { route: 'seo', path: '/seo' },
  { route: 'seoGenre', path: '/seo/home-repair' },
  { route: 'proLanding', path: '/pro' },
  { route: 'proSignup', path: '/pro-signup/plumbing' },
  { route: 'contact', path: '/contact' },
  { route: 'download', path: '/download' },
  { route: 'download', path: '/download/ios' },
  { route: 'privacyPolicy', path: '/privacy' },
  { route: 'customerCentre', path: '/customer-center' },
  { route: 'trustAndSafety', path: '/trust-and-safety' },
  { route: 'helpCentre', path: '/help' },
  { route: 'proCentre', path: '/pro-center' },
  { route: 'proCentreTopic', path: '/pro-center/auto-quote' },
  { route: 'proCentreTopic', path: '/pro-center/stories' },
  { route: 'about', path: '/about' },
  { route: 'partners', path: '/partners' },
  { route: 'press', path: '/press' },
  { route: 'careers', path: '/careers' },
  { route: 'terms', path: '/terms' },
  { route: 'ibonApp', path: '/ibon-app' },
  { route: 'ibonJoin', path: '/ibon-app/joinme' },
  { route: 'proNewYear', path: '/pro-newyear' },
  { route: 'product', path: '/product/starter' },
  { route: 'product', path: '/product/custom/500' },
  { route: 'payment', path: (f) => `/payment/${f.orderHash}` },
  { route: 'shopList', path: '/shop' },
  { route: 'shopList', path: '/shop?q=%E5%86%B7%E6%B0%A3&sort=price_asc' },
  { route: 'shopItem', path: (f) => f.shopItemPath },
  { route: 'fet', path: '/fet' },
  { route: 'fet', path: '/fet/quick-buy' },
  { route: 'fet', path: '/fet/all-categories' },
  { route: 'fet', path: '/fet/search' },
  { route: 'fet', path: '/fet/search-result?q=%E5%86%B7%E6%B0%A3' },
  { route: 'fet', path: '/fet/discount' },
  { route: 'life55688', path: '/55688life' },
  { route: 'life55688', path: '/55688life/quick-buy' },
  { route: 'notFound', path: '/no-such-page', status: 404 },
  // Signed in: the demo pro's and the demo consumer's main dashboard pages.
  { route: 'requests', path: '/dashboard/requests', as: 'pro' },
  { route: 'jobCenter', path: '/dashboard/job-center', as: 'pro' },
  { route: 'credit', path: '/dashboard/credit', as: 'pro' },
  { route: 'transaction', path: '/dashboard/transaction', as: 'pro' },
  { route: 'pricing', path: '/dashboard/pricing', as: 'pro' },
  { route: 'services', path: '/dashboard/services', as: 'pro' },
  { route: 'serviceEditor', path: (f) => `/dashboard/services/${f.serviceId}`, as: 'pro' },
  { route: 'onboarding', path: '/dashboard/onboarding', as: 'pro' },
  { route: 'autoQuote', path: '/dashboard/auto-quote', as: 'pro' },
  { route: 'settings', path: '/dashboard/settings', as: 'pro' },
  { route: 'settings', path: '/dashboard/settings/invoice', as: 'pro' },
  { route: 'chargeApplication', path: '/dashboard/charge_application', as: 'pro' },
  { route: 'projects', path: '/dashboard/projects', as: 'consumer' },
  { route: 'inbox', path: '/dashboard/inbox', as: 'consumer' },
  { route: 'appointments', path: '/dashboard/appointment', as: 'consumer' },
  { route: 'settings', path: '/dashboard/settings', as: 'consumer' },
  { route: 'proShop', path: '/dashboard/shop', as: 'pro' },
  { route: 'proShopOrders', path: '/dashboard/shop/orders', as: 'pro' },
  { route: 'consumerShopOrders', path: '/dashboard/shop-consumer/orders', as: 'consumer' },
  { route: 'consumerShopFavorite', path: '/dashboard/shop-consumer/favorite', as: 'consumer' },
];

/** Every route a visitor can open: all but the dashboard and the operators' pages. */
/** service/{action}/{id} answers a redirect only (shared/domain/service-actions.ts): no page of its own to check. */
const REDIRECTS = new Set<RouteName>(Object.values(SERVICE_ACTION_ROUTES));
const PUBLIC_ROUTES = (Object.keys(ROUTE_PATHS) as RouteName[]).filter(
  (name) => !/^\/(dashboard|ops)(\/|$)/.test(ROUTE_PATHS[name]) && !REDIRECTS.has(name),
);

let ctx: TestContext;
let fixtures: Fixtures;
const agents = {} as Record<'pro' | 'consumer', ReturnType<TestContext['agent']>>;

async function signIn(username: string, passwd: string) {
  const agent = ctx.agent();
  const res = await agent.post(urlOf(accountsContract.login)).send({ username, passwd });
  if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${JSON.stringify(res.body)}`);
  return agent;
}

/** The demo pro's service takes direct and Google bookings (one item), and has a pending convenience-store order. */
async function makeFixtures(): Promise<Fixtures> {
  const { db } = ctx.deps;
  const svc = await db.one<{ id: number; review_hash: string }>(
    `SELECT qs.quote_service_id AS id, qs.review_hash FROM quote_services qs JOIN users u ON u.id = qs.user_id
      WHERE u.username = $1 ORDER BY qs.quote_service_id LIMIT 1`,
    [DEMO_PRO.username],
  );
  const serviceId = svc!.id;
  const allWeek = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, open: '00:00', close: '23:59' }));
  await db.query('UPDATE quote_services SET business_hours = $2 WHERE quote_service_id = $1', [serviceId, JSON.stringify(allWeek)]);
  await db.query('UPDATE service_categories SET is_direct_reserve_on = true WHERE quote_service_id = $1', [serviceId]);
  const item = await agents.pro
    .post(urlOf(googleReserveContract.addItem, { params: { id: serviceId } }))
    .send({ name_zh: '水喉檢查', name_en: 'Pipe check', duration_minutes: 60 });
  if (item.status !== 200) throw new Error(`addItem: ${item.status} ${JSON.stringify(item.body)}`);
  const published = await agents.pro.post(urlOf(googleReserveContract.publish, { params: { id: serviceId } })).send({ is_published: true });
  if (published.status !== 200) throw new Error(`publish: ${published.status} ${JSON.stringify(published.body)}`);
  const order = await agents.pro
    .post(urlOf(paymentsContract.createOrder))
    .send({ pay_type: 'cvs', amount: 500, idempotency_key: 'html-validity-order' });
  if (order.status !== 200) throw new Error(`createOrder: ${order.status} ${JSON.stringify(order.body)}`);
  const shopItem = await db.one<{ id: number }>(`SELECT id FROM shop_items WHERE status = 'published' ORDER BY id LIMIT 1`);
  const shopRedirect = await ctx.agent().get(`/zh-HK/shop/${shopItem!.id}`);
  if (shopRedirect.status !== 301) throw new Error(`shop item: ${shopRedirect.status}`);
  return {
    shopItemPath: String(shopRedirect.headers.location).replace(/^\/zh-HK/, ''),
    serviceId,
    googleItemId: item.body.data[0].items.at(-1).id as number,
    orderHash: order.body.data.order.hash as string,
    reviewHash: svc!.review_hash,
  };
}

beforeAll(async () => {
  ctx = await createTestContext({
    template: 'demo',
    env: { FEATURE_FLAGS: 'googleReserve=on,invoiceSettings=on,shop=on,nshop=on,photo=on,fet=on,life55688=on' },
  });
  agents.pro = await signIn(DEMO_PRO.username, DEMO_PRO.password);
  agents.consumer = await signIn(DEMO_CONSUMER.username, DEMO_CONSUMER.password);
  fixtures = await makeFixtures();
});
afterAll(() => ctx.close());

it('when a public route is added, then PAGES has a page of it to check', () => {
  const covered = new Set<string>(PAGES.map((p) => p.route));
  expect(PUBLIC_ROUTES.filter((name) => !covered.has(name))).toEqual([]);
});

it('when every page type is rendered in zh-HK and en-HK, then the Nu HTML Checker finds no error', async () => {
  const visits = PAGES.flatMap((page) => {
    const path = typeof page.path === 'function' ? page.path(fixtures) : page.path;
    return LANGUAGES.map((lng) => ({ page, url: `/${lng}${path}` }));
  });
  // A few at a time: rendering waits on PostgreSQL too.
  const results: { name: string; status: number; expected: number; html: string }[] = [];
  for (let i = 0; i < visits.length; i += 4) {
    results.push(
      ...(await Promise.all(
        visits.slice(i, i + 4).map(async ({ page, url }) => {
          const res = await (page.as ? agents[page.as] : request(ctx.sifu.handler)).get(url);
          return { name: page.as ? `${url} (${page.as})` : url, status: res.status, expected: page.status ?? 200, html: res.text };
        }),
      )),
    );
  }
  const wrongStatus = results.filter((r) => r.status !== r.expected).map((r) => `${r.name}: ${r.status}`);
  const documents: NuDocument[] = results.filter((r) => r.status === r.expected).map(({ name, html }) => ({ name, html }));
  expect(wrongStatus).toEqual([]);
  // A document with a known error goes along, so a checker that reports nothing cannot pass for a clean result.
  const canary = { name: '(canary)', html: '<!DOCTYPE html><html lang="en"><title>Canary</title><p id="x"></p><p id="x"></p></html>' };
  const problems = await checkHtml([...documents, canary]);
  expect(problems.filter((p) => p.document === canary.name).map((p) => p.message)).toEqual(['Duplicate ID “x”.']);
  expect(formatProblems(problems.filter((p) => p.document !== canary.name))).toBe('');
});
