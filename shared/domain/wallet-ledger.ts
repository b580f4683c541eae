/** SPEC §9 credit ledger: transaction types, the credit-history filter and the starter free credit. */

/** wallet_transactions.type values. Amounts are signed whole HKD. */
export const WALLET_TX_TYPES = {
  PURCHASE: 1,
  QUOTE_FEE: 14,
  QUOTE_FEE_REFUND: 15,
  FREE_CREDIT_EVENT: 33,
  COUPON: 34,
  PACKAGE_PURCHASE: 35,
  REFERRAL_BONUS: 36,
  STARTER_PACKAGE: 37,
  STARTER_PACKAGE_REFUND: 38,
  ADJUSTMENT: 39,
} as const;
export type WalletTxTypeName = keyof typeof WALLET_TX_TYPES;
export type WalletTxType = (typeof WALLET_TX_TYPES)[WalletTxTypeName];

/** SPEC §9: the credit history lists only these types unless all are requested. */
export const CREDIT_HISTORY_TYPES: readonly number[] = [1, 14, 15, 33, 34, 35, 36, 37, 38, 39];

/** SPEC §9 payments list page size. */
export const LEDGER_PAGE_SIZE = 20;

/** The free-credit event every new pro receives once, so the first quotes can be sent. */
export const STARTER_FREE_CREDIT = 200;
/** Free credit expires: the starter credit after 90 days. */
export const STARTER_FREE_CREDIT_DAYS = 90;

/** Fair lead fees: a quote the consumer has not opened within this many hours gets its fee back. */
export const UNREAD_QUOTE_REFUND_HOURS = 48;

/** Idempotency keys: one debit per bid, one starter grant per user, one credit per paid order. */
export const quoteFeeKey = (bidId: number) => `quote-fee:${bidId}`;
export const starterCreditKey = (userId: number) => `free-credit:starter:${userId}`;
/** One credit per paid payment order. */
export const paymentCreditKey = (orderId: number) => `payment:${orderId}`;
/** One refund per charged quote fee. */
export const quoteFeeRefundKey = (bidId: number) => `quote-fee-refund:${bidId}`;

/** A ledger description: a code (`quote_fee`) or `code:ref` (a refund reason, a coupon code, an event slug). */
const DESCRIPTION_CODE = /^([a-z_]+)(?::([A-Za-z0-9_-]+))?$/;

/**
 * How to translate a ledger description (pricing namespace), most specific key first with the `ref` to fill in:
 * `quote_fee_refund:unread_48h` → statements>description>quote_fee_refund_unread_48h, then …>quote_fee_refund.
 * Null for free text, which is shown as it is. The CSV statements and the ledger pages say the same.
 */
export function ledgerDescriptionKeys(description: string): { keys: string[]; ref: string } | null {
  const m = DESCRIPTION_CODE.exec(description);
  if (!m) return null;
  const keys = [`statements>description>${m[1]}`];
  if (m[2]) keys.unshift(`statements>description>${m[1]}_${m[2]}`);
  return { keys, ref: m[2] ?? '' };
}

/** The fee after a lead discount (whole HKD, rounded down): what is shown and what quote-send charges. */
export function discountedFee(fee: number, discountPercent: number): number {
  const pct = Math.min(100, Math.max(0, discountPercent));
  return Math.floor((fee * (100 - pct)) / 100);
}
