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

/** Idempotency keys: one debit per bid, one starter grant per user. */
export const quoteFeeKey = (bidId: number) => `quote-fee:${bidId}`;
export const starterCreditKey = (userId: number) => `free-credit:starter:${userId}`;

/** The fee after a lead discount (whole HKD, rounded half up). */
export function discountedFee(fee: number, discountPercent: number): number {
  const pct = Math.min(100, Math.max(0, discountPercent));
  return Math.round((fee * (100 - pct)) / 100);
}
