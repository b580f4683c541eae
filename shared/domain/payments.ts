/** Payments (SPEC §5 purchase limits, ARCHITECTURE §4): pay types, order states and the amount rules. */
import { ATM_PURCHASE_MAX, CONVENIENCE_STORE_PURCHASE, CREDIT_PURCHASE } from './limits';

/** Card (hosted card page or a saved card), convenience-store bill, bank transfer / FPS virtual account. */
export const PAY_TYPES = ['card', 'cvs', 'bank'] as const;
export type PayType = (typeof PAY_TYPES)[number];

export const ORDER_KINDS = ['package', 'custom', 'payfee', 'auto_refill'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

export const ORDER_STATUSES = ['pending', 'requires_action', 'paid', 'failed', 'expired', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** States after which nothing more happens to an order, except a late success that must still be credited. */
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = ['paid', 'failed', 'expired', 'cancelled', 'refunded'];

/** SPEC §5: custom amounts by card 50–9999, at convenience stores 500–20000, by transfer up to 30000. */
export const PURCHASE_RANGES: Record<PayType, { min: number; max: number }> = {
  card: { min: CREDIT_PURCHASE.min, max: CREDIT_PURCHASE.max },
  cvs: { min: CONVENIENCE_STORE_PURCHASE.min, max: CONVENIENCE_STORE_PURCHASE.max },
  bank: { min: CREDIT_PURCHASE.min, max: ATM_PURCHASE_MAX },
};

/** A convenience-store bill can be paid for 72 hours; a bank transfer account is kept open as long. */
export const CVS_VALID_HOURS = 72;
export const BANK_VALID_HOURS = 72;
/** A hosted card page that is not completed expires after this many minutes. */
export const CARD_CHECKOUT_VALID_MINUTES = 30;

/** Webhook signatures older (or newer) than this are refused (HMAC over timestamp + body). */
export const WEBHOOK_TOLERANCE_S = 300;

/**
 * Why an amount cannot be bought this way, or null when it can (whole HKD only). The browser passes the ranges it read
 * from GET /api/payments/charge_configs; the server checks against PURCHASE_RANGES.
 */
export function purchaseAmountProblem(
  payType: PayType,
  amount: number,
  ranges: Record<PayType, { min: number; max: number }> = PURCHASE_RANGES,
): 'not_whole' | 'too_small' | 'too_big' | null {
  if (!Number.isSafeInteger(amount)) return 'not_whole';
  const range = ranges[payType];
  if (amount < range.min) return 'too_small';
  if (amount > range.max) return 'too_big';
  return null;
}

/** What a package costs and what it adds (bonus included). */
export function packageCredit(p: { credit: number; bonus: number }): number {
  return p.credit + p.bonus;
}

/** SPEC §3: card info is stored and shown as brand|x|last4. */
export function cardInfoOf(brand: string, last4: string): string {
  return `${brand.toLowerCase().replace(/[^a-z_]/g, '_')}|x|${last4}`;
}

export function parseCardInfo(info: string | null | undefined): { brand: string; last4: string } | null {
  const m = /^([a-z_]+)\|x\|(\d{4})$/.exec(info ?? '');
  return m ? { brand: m[1], last4: m[2] } : null;
}

/** The starter package (sold once per pro) is refunded in full within this many days, while none of its credit was spent. */
export const STARTER_REFUND_DAYS = 14;

/** A provider payment the payer has started (a store bill, a transfer, a card page) and not finished. */
export function isPaymentUnderway(status: string | null | undefined): boolean {
  return status === 'pending' || status === 'requires_action';
}

/**
 * Whether a page of something awaiting payment should keep reading it: the money is on its way, or the provider
 * reported it paid on the way back from its page and the verified webhook that settles it has not landed yet.
 */
export function awaitsPaymentNews(ownerStatus: string, paymentStatus: string | null | undefined): boolean {
  return ownerStatus === 'awaiting_payment' && (isPaymentUnderway(paymentStatus) || paymentStatus === 'paid');
}

/** How often such a page reads it again. */
export const PAYMENT_NEWS_POLL_MS = 10_000;
