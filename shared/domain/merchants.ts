/**
 * Merchant applications (SPEC §7 payments "merchant application"; docs/decisions/0041): a company asks to take
 * payments through Sifu. Any signed-in user may apply (a pro's company, typically); finance approves or rejects with
 * a reason. One application is open at a time: a second is refused while one is submitted or approved, and a
 * rejected or withdrawn one may be followed by a new one.
 */
import { normalizePayoutAccount, payoutAccountProblem, type PayoutAccount } from './safety-payments';

export const MERCHANT_APPLICATION_STATUSES = ['submitted', 'approved', 'rejected', 'withdrawn'] as const;
export type MerchantApplicationStatus = (typeof MERCHANT_APPLICATION_STATUSES)[number];

/** The statuses that block a new application: one waiting for finance, or one already granted. */
export const OPEN_MERCHANT_STATUSES: readonly MerchantApplicationStatus[] = ['submitted', 'approved'];

/** The forms a Hong Kong business takes on its business registration certificate. */
export const COMPANY_TYPES = ['sole_proprietorship', 'partnership', 'limited_company', 'other'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

/** Files per document (a BR certificate of one or two pages, a bank statement or cheque image). */
export const MAX_MERCHANT_DOCUMENTS = 3;

export const MERCHANT_ERRORS = {
  /** A second application while one is submitted or approved. */
  ALREADY_OPEN: 'merchant_application_open',
  /** Withdrawing or deciding an application that is no longer submitted. */
  NOT_SUBMITTED: 'merchant_application_decided',
} as const;

export type BankField = 'holder' | 'bank_code' | 'branch_code' | 'account_number';

const VALID: Extract<PayoutAccount, { method: 'bank' }> = {
  method: 'bank',
  holder: 'Sifu Ltd',
  bankCode: '004',
  branchCode: '123',
  accountNumber: '1234567',
};
const KEY: Record<BankField, keyof typeof VALID> = {
  holder: 'holder',
  bank_code: 'bankCode',
  branch_code: 'branchCode',
  account_number: 'accountNumber',
};

/**
 * One bank field as a payout account stores it (spaces and dashes dropped from the numbers, the holder's spaces
 * collapsed) when a bank file could carry it, else null: the same rules as the payout account (safety-payments.ts).
 */
export function normalizedBankField(field: BankField, value: string): string | null {
  const account = normalizePayoutAccount({ ...VALID, [KEY[field]]: value }) as typeof VALID;
  return payoutAccountProblem(account) === null ? String(account[KEY[field]]) : null;
}
