/**
 * Buying credit (SPEC §7 payments; ARCHITECTURE §4): packages, checkout orders, saved cards and the
 * providers' signed webhooks. Only a verified webhook ever credits a wallet; payment/{hash} only reads.
 */
import { z } from 'zod';
import { endpoint } from './endpoint';
import { idParams } from '../schemas/common.schema';
import {
  createOrderSchema,
  autoRefillSchema,
  claimResultSchema,
  createdOrderSchema,
  freeCreditsSchema,
  creditPackageSchema,
  orderHashParams,
  ordersPageSchema,
  ordersQuerySchema,
  packageSlugParams,
  packagesSchema,
  paymentOrderSchema,
  providerParams,
  redeemCouponSchema,
  savedCardsSchema,
  setAutoRefillSchema,
  starterStatusSchema,
  webhookAckSchema,
} from '../schemas/payments.schema';

/**
 * What a change of credit makes stale: the wallet pages and the session (the header shows the balance). The session's
 * path is also the prefix of the devices list (/user/sessions), which is read again with it.
 */
export const BALANCE_READS = ['/wallet', '/user/session'] as const;

/** Free credit changes the balances and the free-credit page's events and credit held. */
const FREE_CREDIT_CHANGE = [...BALANCE_READS, '/free_credits'] as const;

export const paymentsContract = {
  packages: endpoint({
    method: 'GET',
    path: '/payments/packages',
    access: 'visitor',
    rate: 'read',
    summary: 'Credit packages (price, credit, bonus in whole HKD); the starter package once per pro',
    response: packagesSchema,
  }),
  package: endpoint({
    method: 'GET',
    path: '/payments/packages/{slug}',
    access: 'visitor',
    rate: 'read',
    summary: 'One credit package by slug (product/{slug})',
    params: packageSlugParams,
    response: creditPackageSchema,
  }),
  starterStatus: endpoint({
    method: 'GET',
    path: '/payments/packages/starter/status',
    access: 'pro',
    owner: 'wallet',
    rate: 'read',
    summary: 'The starter package for this pro: available, bought (refundable until when, or why not) or refunded',
    response: starterStatusSchema,
  }),
  refundStarter: endpoint({
    method: 'POST',
    path: '/payments/packages/starter/refund',
    access: 'pro',
    rate: 'payment',
    summary: 'Refund the starter package in full (card, within 14 days, none of its credit spent)',
    response: starterStatusSchema,
    invalidates: [...FREE_CREDIT_CHANGE, '/payments/orders'],
  }),
  createOrder: endpoint({
    method: 'POST',
    path: '/payments/orders',
    access: 'pro',
    rate: 'payment',
    summary: 'Start a purchase (package or SPEC §5 custom amount) by card, convenience store or bank transfer; idempotent per key',
    body: createOrderSchema,
    response: createdOrderSchema,
    invalidates: ['/payments/orders'],
  }),
  orders: endpoint({
    method: 'GET',
    path: '/payments/orders',
    access: 'user',
    owner: 'wallet',
    rate: 'read',
    summary: 'Purchase history, 20 a page: all since 2018 or the current week from Monday (SPEC §9)',
    query: ordersQuerySchema,
    response: ordersPageSchema,
  }),
  order: endpoint({
    method: 'GET',
    path: '/payments/orders/{hash}',
    access: 'visitor',
    rate: 'read',
    summary: 'An order by its public hash (payment/{hash}): its real state, never a credit',
    params: orderHashParams,
    response: paymentOrderSchema,
  }),
  cards: endpoint({
    method: 'GET',
    path: '/payments/cards',
    access: 'user',
    owner: 'wallet',
    rate: 'read',
    summary: 'Saved cards as brand|x|last4',
    response: savedCardsSchema,
  }),
  removeCard: endpoint({
    method: 'POST',
    path: '/payments/cards/remove/{id}',
    access: 'user',
    owner: 'wallet',
    rate: 'write',
    summary: 'Remove a saved card (also at the provider)',
    params: idParams,
    response: z.object({ removed: z.literal(true) }),
    invalidates: ['/payments/cards', '/payments/auto_refill'],
  }),
  dismissPaymentError: endpoint({
    method: 'POST',
    path: '/payments/payment_error/dismiss',
    access: 'user',
    rate: 'write',
    summary: 'Dismiss the stored payment_error (SPEC §8)',
    response: z.object({ payment_error: z.null() }),
    invalidates: ['/user/session'],
  }),
  autoRefill: endpoint({
    method: 'GET',
    path: '/payments/auto_refill',
    access: 'pro',
    owner: 'wallet',
    rate: 'read',
    summary: 'Auto-refill settings (package, saved card, monthly limit) and what it charged this month',
    response: autoRefillSchema,
  }),
  setAutoRefill: endpoint({
    method: 'POST',
    path: '/payments/auto_refill',
    access: 'pro',
    rate: 'write',
    summary: 'Turn auto-refill on (package, own saved card, monthly limit ≥ the package price) or off (package_id null)',
    body: setAutoRefillSchema,
    response: autoRefillSchema,
  }),
  freeCredits: endpoint({
    method: 'GET',
    path: '/free_credits',
    access: 'pro',
    owner: 'wallet',
    rate: 'read',
    summary: 'Free-credit events this pro can see, with their state, and the free credit held (SPEC §2 free-credits)',
    response: freeCreditsSchema,
  }),
  claimFreeCredit: endpoint({
    method: 'POST',
    path: '/free_credits/claim/{id}',
    access: 'pro',
    rate: 'payment',
    summary: 'Claim a free-credit event once; its credit expires after the event’s validity',
    params: idParams,
    response: claimResultSchema,
    invalidates: FREE_CREDIT_CHANGE,
  }),
  redeemCoupon: endpoint({
    method: 'POST',
    path: '/coupons/redeem',
    access: 'pro',
    rate: 'payment',
    summary: 'Redeem a coupon code for free credit (validity window, per-user and global limits)',
    body: redeemCouponSchema,
    response: claimResultSchema,
    invalidates: FREE_CREDIT_CHANGE,
  }),
  webhook: endpoint({
    method: 'POST',
    path: '/payments/webhook/{provider}',
    access: 'visitor',
    rate: 'webhook',
    rawBody: true,
    summary: 'Signed server-to-server payment events; each event is processed once',
    params: providerParams,
    response: webhookAckSchema,
  }),
};
