/**
 * Steps the shop journeys (e2e/shop*.spec.ts) take: a new pro with business hours writes an item in the editor, an
 * operator publishes it from the back office's shop_items queue, the demo consumer buys a plan by sandbox card, and
 * either side moves the order on its page (a button, then the dialog's submit). Labels come from the locale files.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { shopItemsContract } from '@shared/api/shop-items.contract';
import { shopOrdersContract } from '@shared/api/shop-orders.contract';
import { urlOf } from '@shared/api/endpoint';
import { itemSlug } from '@shared/domain/shop-catalog';
import type { ShopItem, ShopOrder } from '@shared/schemas/shop.schema';
import { expect, hydrated, apiLogin, translator } from './fixtures';
import { watchContext, type Lng } from './journey-steps';
import { CARDS, escape, hkd, payOnCardPage } from './safety-steps';

export const STAFF_PASSWORD = 'Ops#2026sifu';

export function shopLabels(lng: Lng) {
  return {
    s: translator(lng, 'shop|'),
    ops: translator(lng, 'ops|'),
    bookings: translator(lng, 'bookings|'),
  };
}

export interface Upload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A small real picture (one colour) that the image pipeline decodes: PNG or JPEG. */
export async function picture(name: string, rgb: [number, number, number]): Promise<Upload> {
  const image = sharp({ create: { width: 640, height: 480, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } });
  const jpeg = name.endsWith('.jpg');
  return { name, mimeType: jpeg ? 'image/jpeg' : 'image/png', buffer: await (jpeg ? image.jpeg() : image.png()).toBuffer() };
}

export interface PlanSpec {
  name: string;
  description: string;
  price: number;
}

export interface ItemSpec {
  name: string;
  description: string;
  serviceInfo: string;
  plans: [PlanSpec, PlanSpec];
  photos: Upload[];
}

/** An item's public address (shop/{itemId}/{slug}) in the journey's language. */
export const itemPath = (lng: Lng, id: number, name: string) => `/${lng}/shop/${id}/${itemSlug(name)}`;

/**
 * The pro picks the service's category on dashboard/shop/add, writes the item in the editor (two plans, the photos,
 * going to the customer in the service's district, booked time slots) and applies for review. Answers the item's id.
 */
export async function writeItem(page: Page, lng: Lng, serviceId: number, category: string, item: ItemSpec): Promise<number> {
  const { s } = shopLabels(lng);
  await page.goto(`/${lng}/dashboard/shop/add`);
  await hydrated(page);
  await page.getByRole('link', { name: category, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/shop/product/new/${serviceId}/\\d+$`));
  await expect(page.getByRole('heading', { level: 1, name: s('editor>title_new') })).toBeVisible();

  const form = page.getByRole('form', { name: s('editor>form_label') });
  // In zh-HK the item's "what the price covers" and a plan's read the same: the item's is in the first section.
  const about = form.getByRole('region', { name: s('editor>section_about') });
  await about.getByLabel(s('editor>name'), { exact: true }).fill(item.name);
  await about.getByLabel(s('editor>description'), { exact: true }).fill(item.description);
  await about.getByLabel(s('editor>service_type'), { exact: true }).selectOption('per_job');
  await about.getByLabel(s('editor>service_info'), { exact: true }).fill(item.serviceInfo);
  await form.getByRole('button', { name: s('editor>plan_add') }).click();
  for (const [i, plan] of item.plans.entries()) {
    const card = form.getByRole('listitem', { name: s('editor>plan_n', { n: i + 1 }) });
    await card.getByLabel(s('editor>plan_name'), { exact: true }).fill(plan.name);
    await card.getByLabel(s('editor>plan_description'), { exact: true }).fill(plan.description);
    await card.getByLabel(s('editor>plan_price'), { exact: true }).fill(String(plan.price));
  }
  await form.getByLabel(s('editor>photo_add')).setInputFiles(item.photos);
  for (const n of item.photos.keys()) await expect(form.getByRole('img', { name: s('editor>photo_n', { n: n + 1 }) })).toBeVisible();
  await expect(form.getByText(s('editor>photo_count', { count: item.photos.length, max: 10 }))).toBeVisible();
  await form.getByRole('checkbox', { name: s('editor>travel_is_service_professional_travels_to_me'), exact: true }).check();
  await form.getByRole('checkbox', { name: s('editor>accepts_reservation'), exact: true }).check();

  await form.getByRole('button', { name: s('editor>apply_review') }).click();
  await expect(page.getByText(s('editor>applied'))).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/dashboard/shop/product/edit/${serviceId}/\\d+/\\d+$`));
  await expect(page.getByText(s('item>status_help>in_review'))).toBeVisible();
  return Number(/\/(\d+)$/.exec(page.url())?.[1]);
}

/** One of the pro's own items through the API. */
export async function ownItem(ctx: BrowserContext, base: string, id: number): Promise<ShopItem> {
  const res = await ctx.request.get(`${base}${urlOf(shopItemsContract.get, { params: { id } })}`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: ShopItem }).data;
}

/** An order as its consumer or its pro reads it through the API. */
export async function orderOf(ctx: BrowserContext, base: string, id: number): Promise<ShopOrder> {
  const res = await ctx.request.get(`${base}${urlOf(shopOrdersContract.order, { params: { id } })}`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: ShopOrder }).data;
}

/** A staff member signed in to a context of their own that fails the test on console problems. */
export async function staffContext(browser: Browser, base: string, lng: Lng, username: string, problems: string[]) {
  const ctx = await browser.newContext({ locale: lng });
  watchContext(ctx, problems);
  await apiLogin(ctx, base, username, STAFF_PASSWORD);
  return ctx;
}

/** Support opens the shop_items queue, the item's ticket, reads the plans in its panel and publishes it. */
export async function publishInBackOffice(ctx: BrowserContext, lng: Lng, item: ItemSpec): Promise<void> {
  const { ops } = shopLabels(lng);
  const page = await ctx.newPage();
  await page.goto(`/${lng}/ops/queues/shop_items`);
  await hydrated(page);
  await page.getByRole('row').filter({ hasText: item.name }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/ops\/tickets\/\d+/);
  for (const plan of item.plans) {
    await expect(
      page.getByText(ops('shop_item>plan_price', { price: hkd(plan.price), type: ops('shop_item>service_types>per_job') })).first(),
    ).toBeVisible();
  }
  await expect(page.getByText(ops('shop_item>reservation_yes'))).toBeVisible();
  await page.getByRole('button', { name: ops('shop_item>publish'), exact: true }).click();
  await expect(page.getByText(ops('shop_item>published_toast'))).toBeVisible();
  await page.close();
}

/**
 * The consumer buys `plan` on the item's page, at the first free time (`slot`) or agreeing one later, and pays by
 * the sandbox's card; the browser comes back to the order's page (no language prefix in the default language), where
 * the order shows paid once the verified webhook lands. Answers the order's id.
 */
export async function buyByCard(page: Page, lng: Lng, path: string, plan: PlanSpec, slot: boolean, proName: string): Promise<number> {
  const { s, bookings } = shopLabels(lng);
  await page.goto(path);
  await hydrated(page);
  // The panel lists the plans; pressing one opens the checkout with it chosen.
  await page
    .getByRole('complementary', { name: s('buy>label') })
    .getByRole('button', { name: new RegExp(`^${escape(plan.name)}`) })
    .click();
  const buy = page.getByRole('form', { name: s('buy>label') });
  await expect(buy.getByRole('radio', { name: new RegExp(`^${escape(plan.name)} · ${escape(hkd(plan.price))}`) })).toBeChecked();
  if (slot) {
    const slots = buy.getByRole('radiogroup', { name: bookings('booking>slots_label') });
    const first = slots.getByRole('radio').first();
    await first.click();
    await expect(first).toHaveAttribute('aria-checked', 'true');
  } else {
    await buy.getByRole('radio', { name: new RegExp(`^${escape(s('buy>time_later'))}`) }).check();
  }
  await buy.getByRole('radio', { name: new RegExp(`^${escape(s('buy>pay>card'))}`) }).check();
  await expect(buy.getByTestId('buy-total')).toHaveText(hkd(plan.price));
  await buy.getByRole('button', { name: s('buy>submit') }).click();
  await payOnCardPage(page, lng, plan.price, CARDS.plain);
  const prefix = lng === 'zh-HK' ? '(?:/zh-HK)?' : `/${lng}`;
  await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard/shop-consumer/order/\\d+$`));
  await hydrated(page);
  const id = Number(/\/(\d+)$/.exec(page.url())?.[1]);
  // The page reads the order again every 10 s while the payment is open; the verified webhook may land just after
  // the page was drawn, so the journey waits for it through the API and reads the page again.
  await expect.poll(async () => (await orderOf(page.context(), '', id)).status, { timeout: 20_000 }).toBe('paid');
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId('order-next-step')).toContainText(
    s('order>next>consumer>paid', { amount: hkd(plan.price), other: proName }),
  );
  return id;
}

/** Opens the order's page on the pro's side (dashboard/shop/order) or the consumer's (dashboard/shop-consumer/order). */
export async function openOrder(page: Page, lng: Lng, side: 'pro' | 'consumer', id: number): Promise<void> {
  await page.goto(`/${lng}/dashboard/${side === 'pro' ? 'shop' : 'shop-consumer'}/order/${id}`);
  await hydrated(page);
}

/** Moves the order on with one of its buttons (`copy`: order>act>{copy}), confirmed in the dialog that follows. */
export async function actOnOrder(page: Page, lng: Lng, copy: string, vars: Record<string, string> = {}): Promise<void> {
  const { s } = shopLabels(lng);
  await page
    .getByTestId('order-actions')
    .getByRole('button', { name: s(`order>act>${copy}>button`, vars), exact: true })
    .click();
  const dialog = page.getByRole('alertdialog', { name: s(`order>act>${copy}>title`, vars) });
  await dialog.getByRole('button', { name: s(`order>act>${copy}>submit`), exact: true }).click();
  await expect(dialog).toBeHidden();
}
