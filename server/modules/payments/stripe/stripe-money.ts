/** HKD at Stripe: a two-decimal currency, so whole HKD × 100 on the way out and ÷ 100 on the way back. */

export function toMinorUnits(hkd: number): number {
  if (!Number.isSafeInteger(hkd) || hkd <= 0) throw new RangeError('amount must be a positive whole number of HKD');
  return hkd * 100;
}

/** May be fractional if Stripe ever reports cents: the order's amount check then refuses it. */
export function fromMinorUnits(cents: number): number {
  return cents / 100;
}

/** Decline codes that mean "this card cannot pay here" (SPEC §8 code 211, foreign or unsupported card). */
const UNSUPPORTED_CARD = new Set(['card_not_supported', 'currency_not_supported']);

/** SPEC §8: 211 for a card the provider does not support, otherwise 4 (payment failed). */
export function refusalCode(code: string | null | undefined, declineCode: string | null | undefined): 4 | 211 {
  return UNSUPPORTED_CARD.has(code ?? '') || UNSUPPORTED_CARD.has(declineCode ?? '') ? 211 : 4;
}
