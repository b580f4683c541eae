/**
 * Buying credit (ARCHITECTURE §4). An order is created first (idempotent per user key), then the
 * provider starts the payment; only a verified provider webhook (payment-webhooks.service.ts) moves an order to
 * paid and credits the wallet. Also packages, the purchase history, saved cards and payment_error.
 */
import { ERROR_CODES } from '@shared/api/api-error';
import { purchaseAmountProblem, PURCHASE_RANGES, packageCredit, type PayType } from '@shared/domain/payments';
import { PAGE_SIZE } from '@shared/domain/limits';
import { buildPath } from '@shared/routes/route-paths';
import type { Language } from '@shared/i18n/i18n-config';
import type { CreateOrderInput, CreditPackage, PaymentOrder, SavedCard } from '@shared/schemas/payments.schema';
import { parseCardInfo } from '@shared/domain/payments';
import { STARTER_HOLDING_STATUSES } from '@shared/domain/payment-order-states';
import type { FullDeps } from '../../lib/adapters';
import type { Queryable } from '../../lib/db';
import { AppError, badRequest, notFound, unprocessable } from '../../lib/errors';
import { utcStringOf } from '../../lib/utc-time';
import { isUniqueViolation } from '../../lib/ops-edits';
import { customerRefOf, ProviderError, type CheckoutResult, type PaymentProvider } from './payment-provider';
import { paymentProviderFor } from './payment-providers';
import * as repo from './payments.repository';
import * as userRecords from '../accounts/user-records.service';

function packageName(p: { name_zh?: string | null; name_en?: string | null }, lng: Language): string | null {
  return (lng === 'en-HK' ? p.name_en : p.name_zh) ?? null;
}

/**
 * The sandbox's page that pays an open store bill or transfer (the demo's counter and bank), for any try at paying
 * through the provider: credit orders, safety pay-ins and shop payments.
 */
export function testPaymentUrl(o: {
  provider: string;
  status: string;
  pay_type: string;
  payment_code: string | null;
  virtual_account: string | null;
  amount: number;
}): string | null {
  if (o.provider !== 'sandbox' || (o.status !== 'pending' && o.status !== 'requires_action')) return null;
  if (o.pay_type === 'cvs' && o.payment_code) return `/sandbox-gateway/counter?code=${encodeURIComponent(o.payment_code)}`;
  if (o.pay_type === 'bank' && o.virtual_account) {
    return `/sandbox-gateway/bank?account=${encodeURIComponent(o.virtual_account)}&amount=${o.amount}`;
  }
  return null;
}

/** The wire shape of an order (no personal data: payment/{hash} may be read without a session). */
export function orderView(o: repo.OrderRow, lng: Language): PaymentOrder {
  return {
    hash: o.hash,
    kind: o.kind,
    pay_type: o.pay_type,
    status: o.status,
    amount: o.amount,
    credit: o.credit,
    currency: 'HKD',
    package_name: packageName(o, lng),
    quote_bid_id: o.quote_bid_id,
    follow_up: o.follow_up === 'sending' ? null : o.follow_up,
    card_info: o.card_info,
    payment_code: o.payment_code,
    barcode: o.barcode,
    virtual_account: o.virtual_account,
    expires_at: o.expires_at ? utcStringOf(o.expires_at) : null,
    test_payment_url: testPaymentUrl(o),
    paid_at: o.paid_at ? utcStringOf(o.paid_at) : null,
    failure_code: o.failure_code,
    failure_message: o.failure_message,
    created: utcStringOf(o.created),
  };
}

/** GET /api/payments/packages: the starter package shows as unavailable once the pro has bought it. */
export async function listPackages(
  deps: FullDeps,
  userId: number | null,
  lng: Language,
): Promise<{ items: CreditPackage[]; pay_types: PayType[] }> {
  const rows = await repo.listPackages(deps.db);
  const starterTaken = userId !== null && (await repo.hasStarterOrder(deps.db, userId, ['paid', 'refunded']));
  return {
    items: rows.map((p) => packageView(p, lng, !(p.is_starter && starterTaken))),
    pay_types: [...paymentProviderFor(deps).payTypes],
  };
}

function packageView(p: repo.PackageRow, lng: Language, available: boolean): CreditPackage {
  return {
    id: p.id,
    slug: p.slug,
    name: (lng === 'en-HK' ? p.name_en : p.name_zh) ?? p.slug,
    price: p.price,
    credit: p.credit,
    bonus: p.bonus,
    total_credit: packageCredit(p),
    is_starter: p.is_starter,
    is_available: available,
  };
}

/** GET /api/payments/packages/{slug} */
export async function getPackage(q: Queryable, userId: number | null, slug: string, lng: Language): Promise<CreditPackage> {
  const p = await repo.findPackage(q, { slug });
  if (!p) throw notFound();
  const taken = p.is_starter && userId !== null && (await repo.hasStarterOrder(q, userId, ['paid', 'refunded']));
  return packageView(p, lng, !taken);
}

/** What the order buys: a package (its price and credit + bonus) or a SPEC §5 custom amount. */
async function priceOrder(q: Queryable, userId: number, input: CreateOrderInput) {
  if (input.package_id !== undefined) {
    const p = await repo.findPackage(q, { id: input.package_id });
    if (!p) throw badRequest('validation', { package_id: 'invalid' });
    // A quick answer for the common case; the unique index (createOrder) is what sells it once under concurrency.
    if (p.is_starter && (await repo.hasStarterOrder(q, userId, STARTER_HOLDING_STATUSES))) throw starterUnavailable();
    // SPEC §5 ranges are per way of paying: a HK$300 package cannot be paid at a convenience store (from HK$500).
    checkAmount(input.pay_type, p.price);
    return {
      kind: 'package' as const,
      packageId: p.id,
      amount: p.price,
      credit: packageCredit(p),
      label: p.name_en,
      starter: p.is_starter,
    };
  }
  const amount = input.amount!;
  checkAmount(input.pay_type, amount);
  const kind = input.quote_bid_id ? ('payfee' as const) : ('custom' as const);
  return { kind, packageId: null, amount, credit: amount, label: 'credit', starter: false };
}

const starterUnavailable = () => unprocessable('starter_unavailable', 'starter_unavailable');

function checkAmount(payType: PayType, amount: number): void {
  if (!purchaseAmountProblem(payType, amount)) return;
  const { min, max } = PURCHASE_RANGES[payType];
  throw new AppError({
    code: 'invalid_amount',
    status: 422,
    messageKey: `invalid_amount_${payType}`,
    details: { min, max, pay_type: payType },
    params: { min, max },
    fields: { amount: 'invalid_amount' },
  });
}

async function checkBid(q: Queryable, userId: number, bidId: number | undefined): Promise<void> {
  if (bidId === undefined) return;
  const { rows } = await q.query(
    `SELECT 1 FROM quote_bids b JOIN quote_services s ON s.quote_service_id = b.quote_service_id
      WHERE b.quote_bid_id = $1 AND s.user_id = $2`,
    [bidId, userId],
  );
  if (!rows.length) throw notFound();
}

function returnUrl(deps: FullDeps, hash: string, lng: Language): string {
  return `${deps.env.PUBLIC_URL.replace(/\/$/, '')}${buildPath('payment', { hash }, lng)}`;
}

function localReturnPath(hash: string, lng: Language): string {
  return buildPath('payment', { hash }, lng);
}

/** Starts the payment at the provider; a refusal (declined card, foreign card) fails the order with its code. */
async function startAtProvider(
  deps: FullDeps,
  provider: PaymentProvider,
  order: repo.OrderRow,
  c: { lng: Language; cardToken?: string; description: string },
): Promise<repo.OrderRow> {
  try {
    if (c.cardToken) {
      const r = await provider.chargeToken({
        orderRef: order.hash,
        amount: order.amount,
        currency: 'HKD',
        customerRef: customerRefOf(order.user_id),
        token: c.cardToken,
        description: c.description,
      });
      await repo.updateOrder(deps.db, order.id, { provider_ref: r.providerRef });
    } else {
      const r = await provider.createCheckout({
        orderRef: order.hash,
        amount: order.amount,
        currency: 'HKD',
        payType: order.pay_type,
        description: c.description,
        customerRef: customerRefOf(order.user_id),
        returnUrl: returnUrl(deps, order.hash, c.lng),
        saveCard: order.save_card,
        lng: c.lng,
      });
      await repo.updateOrder(deps.db, order.id, {
        provider_ref: r.providerRef,
        checkout_url: r.redirectUrl,
        payment_code: r.paymentCode,
        barcode: r.barcode,
        virtual_account: r.virtualAccount,
        expires_at: r.expiresAt,
      });
    }
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    await repo.moveOrder(deps.db, order.id, 'failed', { failure_code: String(err.code), failure_message: err.message });
    throw providerRefusal(err);
  }
  return (await repo.findOrderByHash(deps.db, order.hash))!;
}

/**
 * Starts a payment at the provider for another module's order (safety payments): the same hosted card page,
 * convenience-store bill or transfer account as a credit order, returning to `returnPath`. A refusal throws the
 * translated error a credit order gets (declined card, foreign card, provider down).
 */
export async function startCheckout(
  deps: FullDeps,
  c: { orderRef: string; amount: number; payType: PayType; userId: number; description: string; returnPath: string; lng: Language },
): Promise<{ provider: PaymentProvider['name']; result: CheckoutResult }> {
  const provider = paymentProviderFor(deps);
  if (!provider.payTypes.includes(c.payType)) throw badRequest('validation', { pay_type: 'invalid' });
  try {
    const result = await provider.createCheckout({
      orderRef: c.orderRef,
      amount: c.amount,
      currency: 'HKD',
      payType: c.payType,
      description: c.description,
      customerRef: customerRefOf(c.userId),
      returnUrl: `${deps.env.PUBLIC_URL.replace(/\/$/, '')}${c.returnPath}`,
      saveCard: false,
      lng: c.lng,
    });
    return { provider: provider.name, result };
  } catch (err) {
    if (err instanceof ProviderError) throw providerRefusal(err);
    throw err;
  }
}

/** The ways to pay the configured provider offers. */
export const payTypesOffered = (deps: FullDeps): PayType[] => [...paymentProviderFor(deps).payTypes];

/** Gives back `amount` of a provider payment, once per `key` (a retry refunds nothing more). */
export async function refundAtProvider(deps: FullDeps, providerRef: string, amount: number, key: string): Promise<void> {
  try {
    await paymentProviderFor(deps).refund(providerRef, amount, key);
  } catch (err) {
    if (err instanceof ProviderError) throw providerRefusal(err);
    throw err;
  }
}

function providerRefusal(err: ProviderError): AppError {
  if (err.code === 4) return unprocessable(ERROR_CODES.PAYMENT_FAILED, 'payment_failed');
  if (err.code === 211) return unprocessable(ERROR_CODES.FOREIGN_CARD, 'foreign_card');
  if (err.code === 'card_not_found') return notFound();
  return new AppError({ code: 'provider_unavailable', status: 503, messageKey: 'payment_provider_unavailable' });
}

/** POST /api/payments/orders */
export async function createOrder(
  deps: FullDeps,
  userId: number,
  input: CreateOrderInput,
  lng: Language,
): Promise<{ order: PaymentOrder; redirect_url: string }> {
  const provider = paymentProviderFor(deps);
  const existing = await repo.findOrderByKey(deps.db, userId, input.idempotency_key);
  if (existing) return replayOrder(await settledOrder(deps, existing), input, lng);
  await checkBid(deps.db, userId, input.quote_bid_id);
  if (!provider.payTypes.includes(input.pay_type)) throw badRequest('validation', { pay_type: 'invalid' });
  const card = input.card_id !== undefined ? await repo.findCard(deps.db, userId, input.card_id) : undefined;
  if (input.card_id !== undefined && (!card || card.provider !== provider.name)) throw notFound();
  const priced = await priceOrder(deps.db, userId, input);
  const inserted = await insertOrder(deps, {
    hash: repo.newOrderHash(),
    userId,
    kind: priced.kind,
    payType: input.pay_type,
    packageId: priced.packageId,
    bidId: input.quote_bid_id ?? null,
    amount: priced.amount,
    credit: priced.credit,
    provider: provider.name,
    key: input.idempotency_key,
    draft: input.quote_draft,
    saveCard: input.pay_type === 'card' && !card && input.save_card,
    starterSale: priced.starter,
  });
  // Two clicks with one key at the same moment: the loser answers with the winner's order.
  if (!inserted)
    return replayOrder(await settledOrder(deps, (await repo.findOrderByKey(deps.db, userId, input.idempotency_key))!), input, lng);
  const order = await startAtProvider(deps, provider, inserted, {
    lng,
    cardToken: card?.token,
    description: `Sifu credit HK$${priced.amount}`,
  });
  const view = orderView((await repo.findOrderByHash(deps.db, order.hash))!, lng);
  return { order: view, redirect_url: order.checkout_url ?? localReturnPath(order.hash, lng) };
}

/** Inserts the order; a second starter order while one holds the sale (parallel clicks, other keys) gets 422. */
async function insertOrder(deps: FullDeps, o: repo.NewOrder): Promise<repo.OrderRow | undefined> {
  try {
    return await repo.insertOrder(deps.db, o);
  } catch (err) {
    if (isUniqueViolation(err, repo.STARTER_SALE_INDEX)) throw starterUnavailable();
    throw err;
  }
}

/** A retried click while the first one is still at the provider waits (up to 5 s) for its hosted page. */
async function settledOrder(deps: FullDeps, o: repo.OrderRow): Promise<repo.OrderRow> {
  let current = o;
  for (let i = 0; i < 50 && current.status === 'pending' && current.provider_ref === null; i++) {
    await new Promise((r) => setTimeout(r, 100));
    current = (await repo.findOrderByHash(deps.db, o.hash)) ?? current;
  }
  return current;
}

function replayOrder(o: repo.OrderRow, input: CreateOrderInput, lng: Language) {
  const same = o.pay_type === input.pay_type && (input.package_id ?? null) === o.package_id && (input.amount ?? o.amount) === o.amount;
  if (!same) throw new AppError({ code: ERROR_CODES.CONFLICT, status: 409, messageKey: 'idempotency_key_reused' });
  const open = o.status === 'pending' && o.checkout_url;
  return { order: orderView(o, lng), redirect_url: open ? o.checkout_url! : localReturnPath(o.hash, lng) };
}

/** GET /api/payments/orders/{hash} */
export async function getOrder(q: Queryable, hash: string, lng: Language): Promise<PaymentOrder> {
  const o = await repo.findOrderByHash(q, hash);
  if (!o) throw notFound();
  return orderView(o, lng);
}

/** GET /api/payments/orders: the SPEC §9 purchase history. */
export async function listOrders(q: Queryable, userId: number, opts: { page: number; range: 'all' | 'week' }, lng: Language) {
  const size = PAGE_SIZE.payments;
  const rows = await repo.listOrders(q, userId, opts.range, size, (opts.page - 1) * size);
  const total = rows[0] ? Number(rows[0].total) : 0;
  return { items: rows.map((r) => orderView(r, lng)), page: opts.page, page_size: size, total, total_pages: Math.ceil(total / size) };
}

/** GET /api/payments/cards */
export async function listSavedCards(deps: FullDeps, userId: number): Promise<{ items: SavedCard[] }> {
  const rows = await repo.listCards(deps.db, userId, paymentProviderFor(deps).name);
  return {
    items: rows.map((r) => ({ id: r.id, card_info: r.card_info, ...(parseCardInfo(r.card_info) ?? { brand: 'card', last4: '0000' }) })),
  };
}

/** POST /api/payments/cards/remove/{id}: also forgets it at the provider. */
export async function removeSavedCard(deps: FullDeps, userId: number, id: number): Promise<{ removed: true }> {
  const card = await repo.findCard(deps.db, userId, id);
  if (!card) throw notFound();
  const provider = paymentProviderFor(deps);
  if (card.provider === provider.name) await provider.removeCard(customerRefOf(userId), card.token);
  await repo.deleteCard(deps.db, userId, id);
  return { removed: true };
}

/** POST /api/payments/payment_error/dismiss */
export async function dismissPaymentError(q: Queryable, userId: number): Promise<{ payment_error: null }> {
  await userRecords.setPaymentError(q, userId, null);
  return { payment_error: null };
}
