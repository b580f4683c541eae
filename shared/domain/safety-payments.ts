/**
 * Safety payments (SPEC §1 escrow-style safety payments, §4 third-party payment; docs/decisions/0037): the consumer
 * pays the agreed price into safety, Sifu holds it until the work is done, then releases it to the pro less Sifu's
 * commission, or refunds it through the payment provider. The rules shared by the server, the client and the tests:
 * payment plans, the two state machines (a payment part, a payout instruction), the money each move posts to the
 * ledger, payout account checks, and deadlines. Amounts are whole HKD.
 */
import { isWholeHkd } from './money';
import { invalidHistory, statusesBefore, type Transitions } from './state-machine';

/** What a safety payment pays for: the job, or a fixed on-site inspection fee paid before the visit. */
export const SAFETY_KINDS = ['job', 'inspection'] as const;
export type SafetyKind = (typeof SAFETY_KINDS)[number];

/** How the job's price is paid in: at once, a deposit then the balance, or milestones the pro proposed. */
export const SAFETY_PLANS = ['full', 'deposit', 'milestones'] as const;
export type SafetyPlan = (typeof SAFETY_PLANS)[number];

/** A part is what the consumer pays in one go; a plan has at least one and at most this many. */
export const MAX_MILESTONES = 5;
/** Bounds of one part: below, card and store fees eat the payment; above, the job belongs to a contract. */
export const SAFETY_PART_RANGE = { min: 50, max: 200_000 } as const;
export const INSPECTION_FEE_RANGE = { min: 100, max: 3_000 } as const;
/** Default commission, a whole percentage of each released amount (SAFETY_COMMISSION_PERCENT overrides it). */
export const DEFAULT_COMMISSION_PERCENT = 5;
/** Days after the pro marks the work completed until the held money is released if the consumer neither confirms nor disputes. */
export const DEFAULT_AUTO_RELEASE_DAYS = 7;
/** Reminders to the consumer before an automatic release, in days before it. */
export const AUTO_RELEASE_REMINDER_DAYS = [3, 1] as const;
/** Days the other side has to answer a cancel request or a refund application before trust and safety decides. */
export const ANSWER_DAYS = 3;

/**
 * A payment part's statuses. `awaiting_payment` until a verified webhook says the money was captured (`held`);
 * from `held`, the consumer may ask to cancel before the work is completed or apply for a refund after it; the pro
 * answers (accepts, refuses, proposes another amount), the consumer may withdraw, and what neither settles goes to
 * trust and safety (`disputed`), whose decision releases, refunds or splits. `released`, `refunded` (all back to the
 * consumer), `settled` (split) and `void` (never paid) are final.
 */
export const SAFETY_PAYMENT_STATUSES = [
  'awaiting_payment',
  'held',
  'cancel_requested',
  'refund_requested',
  'refund_countered',
  'disputed',
  'released',
  'refunded',
  'settled',
  'void',
] as const;
export type SafetyPaymentStatus = (typeof SAFETY_PAYMENT_STATUSES)[number];

export const INITIAL_SAFETY_STATUS: SafetyPaymentStatus = 'awaiting_payment';

export const SAFETY_TRANSITIONS: Transitions<SafetyPaymentStatus> = {
  // Paid (webhook), or abandoned: the consumer cancels before paying, or the store/transfer window passes.
  awaiting_payment: ['held', 'void'],
  // Released on the consumer's confirmation or automatically; questioned through a request.
  held: ['released', 'cancel_requested', 'refund_requested'],
  // The pro accepts (all back), the consumer withdraws or the pro refuses and the consumer accepts that (held again),
  // or an answer is missing or refused and trust and safety decides.
  cancel_requested: ['refunded', 'held', 'disputed'],
  // The pro accepts (all back, or the amount asked and the rest released), proposes another amount, or disputes; the
  // consumer may withdraw.
  refund_requested: ['refunded', 'settled', 'refund_countered', 'disputed', 'held'],
  // The consumer accepts the pro's amount, disputes it, or withdraws the application.
  refund_countered: ['refunded', 'settled', 'disputed', 'held'],
  // Trust and safety's decision: all to the pro, all back, or a split.
  disputed: ['released', 'refunded', 'settled'],
  released: [],
  refunded: [],
  settled: [],
  void: [],
};

/** Statuses in which the money is with Sifu (captured, not yet released nor refunded). */
export const HOLDING_STATUSES: readonly SafetyPaymentStatus[] = [
  'held',
  'cancel_requested',
  'refund_requested',
  'refund_countered',
  'disputed',
];

export function safetyStatusesBefore(to: SafetyPaymentStatus): SafetyPaymentStatus[] {
  return statusesBefore(SAFETY_TRANSITIONS, to);
}

export function invalidSafetyHistory(statuses: readonly SafetyPaymentStatus[]) {
  return invalidHistory(SAFETY_TRANSITIONS, INITIAL_SAFETY_STATUS, statuses);
}

/**
 * A payout instruction: released money owed to a pro. Finance approves it into a batch (SPEC "approve export
 * instruction"), exports the batch as the bank's payment file, then records each line paid or failed; a failed one
 * (a closed account, a wrong FPS id) waits for the pro's corrected details and goes round again.
 */
export const PAYOUT_STATUSES = ['pending', 'approved', 'exported', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const PAYOUT_TRANSITIONS: Transitions<PayoutStatus> = {
  pending: ['approved'],
  approved: ['exported', 'pending'],
  exported: ['paid', 'failed'],
  failed: ['pending'],
  paid: [],
};

export function payoutStatusesBefore(to: PayoutStatus): PayoutStatus[] {
  return statusesBefore(PAYOUT_TRANSITIONS, to);
}

export function invalidPayoutHistory(statuses: readonly PayoutStatus[]) {
  return invalidHistory(PAYOUT_TRANSITIONS, 'pending', statuses);
}

export type PlanProblem =
  'price_not_whole' | 'price_out_of_range' | 'part_not_whole' | 'part_out_of_range' | 'wrong_part_count' | 'parts_sum_differs';

/**
 * Checks the parts a plan pays `price` in (in order): one part for `full`, a deposit and the balance for `deposit`,
 * 2 to MAX_MILESTONES parts for `milestones`; each part within SAFETY_PART_RANGE and the parts summing to the price.
 */
export function planProblem(plan: SafetyPlan, price: number, parts: readonly number[]): PlanProblem | null {
  if (!isWholeHkd(price)) return 'price_not_whole';
  if (price < SAFETY_PART_RANGE.min || price > SAFETY_PART_RANGE.max * MAX_MILESTONES) return 'price_out_of_range';
  const count = plan === 'full' ? [1, 1] : plan === 'deposit' ? [2, 2] : [2, MAX_MILESTONES];
  if (parts.length < count[0] || parts.length > count[1]) return 'wrong_part_count';
  for (const p of parts) {
    if (!isWholeHkd(p)) return 'part_not_whole';
    if (p < SAFETY_PART_RANGE.min || p > SAFETY_PART_RANGE.max) return 'part_out_of_range';
  }
  if (parts.reduce((s, p) => s + p, 0) !== price) return 'parts_sum_differs';
  return null;
}

/** The inspection fee a pro may quote: whole HKD within INSPECTION_FEE_RANGE. */
export function inspectionFeeProblem(fee: number): 'not_whole' | 'out_of_range' | null {
  if (!isWholeHkd(fee)) return 'not_whole';
  return fee < INSPECTION_FEE_RANGE.min || fee > INSPECTION_FEE_RANGE.max ? 'out_of_range' : null;
}

/** What the consumer still pays for the work after a paid inspection: the fee is deducted, never below 0. */
export function priceAfterInspection(price: number, paidInspectionFee: number): number {
  return Math.max(0, price - paidInspectionFee);
}

/**
 * Sifu's commission on a released amount: a whole percentage, rounded to the nearest dollar (half up), never more
 * than the amount. Shown to the consumer before paying and to the pro on every release.
 */
export function commissionOf(amount: number, percent: number): number {
  if (!isWholeHkd(amount) || amount === 0) return 0;
  return Math.min(amount, Math.floor((amount * percent) / 100 + 0.5));
}

/** A refund asked for or decided on a held amount: whole HKD, more than 0, at most what is held. */
export function refundProblem(held: number, refund: number): 'not_whole' | 'zero' | 'above_held' | null {
  if (!isWholeHkd(refund)) return 'not_whole';
  if (refund === 0) return 'zero';
  return refund > held ? 'above_held' : null;
}

/** How a decided refund ends the part: all of it back is `refunded`, less is a split (`settled`). */
export function refundOutcome(held: number, refund: number): 'refunded' | 'settled' {
  return refund >= held ? 'refunded' : 'settled';
}

/** The ledger's accounts for safety payments (double entry: every movement's postings sum to zero). */
export const SAFETY_ACCOUNTS = ['gateway', 'held', 'pro_payable', 'commission'] as const;
export type SafetyAccount = (typeof SAFETY_ACCOUNTS)[number];

/** One side of a movement: positive amounts are debits, negative credits. */
export interface Posting {
  account: SafetyAccount;
  amount: number;
}

export type SafetyMovement =
  | { kind: 'pay_in'; amount: number }
  | { kind: 'release'; amount: number; commission: number }
  | { kind: 'refund'; amount: number }
  | { kind: 'payout'; amount: number };

/**
 * The postings of a movement. Pay-in: the provider holds the money (gateway) that Sifu owes the consumer (held).
 * Release: from held to what Sifu owes the pro, less the commission, Sifu's revenue. Refund: held goes back out
 * through the provider. Payout: what is owed to the pro leaves through the bank file. `held` is therefore always the
 * captured amount less what was released and refunded, which the hourly reconciliation compares with the provider.
 */
export function postingsOf(m: SafetyMovement): Posting[] {
  switch (m.kind) {
    case 'pay_in':
      return [
        { account: 'gateway', amount: m.amount },
        { account: 'held', amount: -m.amount },
      ];
    case 'release':
      return [
        { account: 'held', amount: m.amount },
        { account: 'pro_payable', amount: -(m.amount - m.commission) },
        { account: 'commission', amount: -m.commission },
      ];
    case 'refund':
      return [
        { account: 'held', amount: m.amount },
        { account: 'gateway', amount: -m.amount },
      ];
    case 'payout':
      return [
        { account: 'pro_payable', amount: m.amount },
        { account: 'gateway', amount: -m.amount },
      ];
  }
}

/**
 * A pro's payout account: a Hong Kong bank account (bank code 3 digits, branch code 3 digits, account number 6 to 9
 * digits, as HKICL's clearing codes and every local bank's account numbers are) or an FPS proxy (a 7-to-9-digit FPS
 * id, a +852 mobile number or an e-mail address registered with FPS), with the holder's name as the bank has it.
 */
export type PayoutAccount =
  | { method: 'bank'; holder: string; bankCode: string; branchCode: string; accountNumber: string }
  | { method: 'fps'; holder: string; fpsProxy: string };

/** The longest FPS proxy a bank's bulk payment file carries. */
export const FPS_PROXY_MAX = 34;

export type PayoutAccountProblem = 'holder' | 'bank_code' | 'branch_code' | 'account_number' | 'fps_proxy';

const digits = (value: string) => value.replace(/[\s-]/g, '');

/** Normalizes what a pro typed (spaces and dashes dropped, a local mobile given +852), for checking and storing. */
export function normalizePayoutAccount(a: PayoutAccount): PayoutAccount {
  const holder = a.holder.trim().replace(/\s+/g, ' ');
  if (a.method === 'bank') {
    return {
      method: 'bank',
      holder,
      bankCode: digits(a.bankCode),
      branchCode: digits(a.branchCode),
      accountNumber: digits(a.accountNumber),
    };
  }
  const proxy = a.fpsProxy.trim();
  if (proxy.includes('@')) return { method: 'fps', holder, fpsProxy: proxy.toLowerCase() };
  const d = digits(proxy).replace(/^\+?852(?=\d{8}$)/, '');
  return { method: 'fps', holder, fpsProxy: /^[4-9]\d{7}$/.test(d) ? `+852${d}` : d };
}

/** The first field of a (normalized) payout account that a bank would refuse, or null. */
export function payoutAccountProblem(a: PayoutAccount): PayoutAccountProblem | null {
  // The name as on the account: letters of any script, digits, spaces and the punctuation of company names
  // ("3D Renovation (HK) Ltd."), starting with a letter or digit.
  if (!/^[\p{L}\p{N}][\p{L}\p{M}\p{N} .,'&()/-]{1,69}$/u.test(a.holder)) return 'holder';
  if (a.method === 'bank') {
    if (!/^\d{3}$/.test(a.bankCode)) return 'bank_code';
    if (!/^\d{3}$/.test(a.branchCode)) return 'branch_code';
    if (!/^\d{6,9}$/.test(a.accountNumber)) return 'account_number';
    return null;
  }
  const p = a.fpsProxy;
  // A proxy travels in the bank file's 34-character alias field.
  const ok = /^\d{7,9}$/.test(p) || /^\+852[4-9]\d{7}$/.test(p) || (p.length <= FPS_PROXY_MAX && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(p));
  return ok ? null : 'fps_proxy';
}

/** What is shown of a saved payout account: the bank and branch codes and the last 4 digits, or the proxy's end. */
export function maskPayoutAccount(a: PayoutAccount): string {
  if (a.method === 'bank') return `${a.bankCode}-${a.branchCode}-***${a.accountNumber.slice(-4)}`;
  const p = a.fpsProxy;
  if (p.includes('@')) {
    const [user, domain] = p.split('@');
    return `${user.slice(0, 1)}***@${domain}`;
  }
  return `***${p.slice(-4)}`;
}

const DAY_MS = 86_400_000;

/** When held money is released on its own: `days` after the pro marked the work completed. */
export function autoReleaseAt(completedAt: Date, days = DEFAULT_AUTO_RELEASE_DAYS): Date {
  return new Date(completedAt.getTime() + days * DAY_MS);
}

/** The consumer's reminders before an automatic release, the ones still ahead of `now`. */
export function releaseRemindersAfter(releaseAt: Date, now: Date): Date[] {
  return AUTO_RELEASE_REMINDER_DAYS.map((d) => new Date(releaseAt.getTime() - d * DAY_MS)).filter((t) => t > now);
}

/** Time left until a deadline in whole days, hours and minutes (all 0 once it has passed). */
export function timeLeft(deadline: Date, now: Date): { days: number; hours: number; minutes: number; passed: boolean } {
  const ms = deadline.getTime() - now.getTime();
  if (ms <= 0) return { days: 0, hours: 0, minutes: 0, passed: true };
  const minutes = Math.ceil(ms / 60_000);
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60, passed: false };
}

const PRESSING: SafetyPaymentStatus[] = [
  'disputed',
  'refund_countered',
  'refund_requested',
  'cancel_requested',
  'awaiting_payment',
  'held',
  'settled',
  'refunded',
  'released',
  'void',
];

/** The status a list (or a bid's summary) shows for a payment of several parts: the one that needs somebody first. */
export function mostPressing(statuses: SafetyPaymentStatus[]): SafetyPaymentStatus {
  return PRESSING.find((s) => statuses.includes(s)) ?? 'void';
}
