/**
 * The sandbox gateway's test cards and card-form checks. Only these numbers ever succeed; any other number that
 * passes the Luhn check is declined, so a real card typed here by mistake is never stored.
 */
export type TestCardOutcome = 'success' | 'declined' | 'foreign' | 'challenge';

export interface TestCard {
  number: string;
  brand: string;
  outcome: TestCardOutcome;
}

/** In the order the card page lists them. */
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', brand: 'visa', outcome: 'success' },
  { number: '5555555555554444', brand: 'mastercard', outcome: 'success' },
  { number: '4000000000000002', brand: 'visa', outcome: 'declined' },
  { number: '4000000000000127', brand: 'visa', outcome: 'foreign' },
  { number: '4000002760003184', brand: 'visa', outcome: 'challenge' },
];

/** SPEC §8 codes of a refused card: 4 declined, 211 foreign card not supported. */
export const FAILURE_OF: Record<'declined' | 'foreign', { code: 4 | 211; message: string }> = {
  declined: { code: 4, message: 'card_declined' },
  foreign: { code: 211, message: 'foreign_card_not_supported' },
};

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  if (two === 34 || two === 37) return 'amex';
  if (digits.startsWith('62')) return 'unionpay';
  return 'card';
}

/** Formats "4242424242424242" as "4242 4242 4242 4242". */
export function groupDigits(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export type CardField = keyof CardInput;
export type CardProblem = 'number_invalid' | 'expiry_invalid' | 'expiry_past' | 'cvc_invalid' | 'name_required';

export interface ValidCard {
  number: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  outcome: TestCardOutcome;
}

/** Checks the hosted form; returns the card or the problem of each bad field. */
export function checkCardForm(input: CardInput, now: Date): { card: ValidCard } | { problems: Partial<Record<CardField, CardProblem>> } {
  const problems: Partial<Record<CardField, CardProblem>> = {};
  const number = input.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) problems.number = 'number_invalid';
  const m = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(input.expiry.trim());
  const expMonth = m ? Number(m[1]) : 0;
  const expYear = m ? (m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2])) : 0;
  if (!m || expMonth < 1 || expMonth > 12) problems.expiry = 'expiry_invalid';
  else if (expYear * 12 + expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) problems.expiry = 'expiry_past';
  if (!/^\d{3}$/.test(input.cvc.trim())) problems.cvc = 'cvc_invalid';
  if (!input.name.trim()) problems.name = 'name_required';
  if (Object.keys(problems).length) return { problems };
  const test = TEST_CARDS.find((c) => c.number === number);
  return {
    card: {
      number,
      brand: test?.brand ?? brandOf(number),
      last4: number.slice(-4),
      expMonth,
      expYear,
      outcome: test?.outcome ?? 'declined',
    },
  };
}

/** What charging a saved card's test number gives (no challenge: merchant-initiated charges skip 3-D Secure). */
export function tokenChargeOutcome(testNumber: string): 'success' | 'declined' | 'foreign' {
  const outcome = TEST_CARDS.find((c) => c.number === testNumber)?.outcome;
  if (outcome === 'declined' || outcome === 'foreign') return outcome;
  return outcome ? 'success' : 'declined';
}
