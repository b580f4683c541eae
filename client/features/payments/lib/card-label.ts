/** SPEC §3 card info "brand|x|last4" as people read it: "Visa •••• 4242". */
import { parseCardInfo } from '@shared/domain/payments';

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  american_express: 'American Express',
  unionpay: 'UnionPay',
  jcb: 'JCB',
  discover: 'Discover',
  diners: 'Diners Club',
};

export function brandName(brand: string): string {
  return BRANDS[brand.toLowerCase()] ?? brand.charAt(0).toUpperCase() + brand.slice(1).replace(/_/g, ' ');
}

export function cardLabel(card: { brand: string; last4: string }): string {
  return `${brandName(card.brand)} •••• ${card.last4}`;
}

/** The label of an order's card_info, or null when it has none. */
export function cardInfoLabel(info: string | null | undefined): string | null {
  const card = parseCardInfo(info);
  return card ? cardLabel(card) : null;
}
