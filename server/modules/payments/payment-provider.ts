/**
 * The payment provider interface (ARCHITECTURE §4). The sandbox gateway (default) and the Stripe adapter
 * implement it; payments.service.ts uses only this. A provider never credits anything itself: completions
 * reach us only as signed webhook events, parsed and verified by `parseWebhook`.
 */
import type { PayType } from '@shared/domain/payments';

/** Our stable reference of a paying user at the provider (its customer). */
export const customerRefOf = (userId: number) => `user:${userId}`;

/** Raised by a provider for a refused card or call; `code` is the SPEC §8 number where one exists (4, 211). */
export class ProviderError extends Error {
  constructor(
    readonly code: 4 | 211 | 'provider_unavailable' | 'card_not_found',
    message: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** Raised by `parseWebhook` when the signature, its age or the payload is not acceptable (answered 400). */
export class WebhookRejected extends Error {
  constructor(readonly reason: 'bad_signature' | 'stale_signature' | 'malformed') {
    super(reason);
    this.name = 'WebhookRejected';
  }
}

export interface CheckoutRequest {
  /** Our order's public hash: the provider echoes it back in every event as `orderRef`. */
  orderRef: string;
  /** Whole HKD. */
  amount: number;
  currency: 'HKD';
  payType: PayType;
  /** A line the payer sees ("Sifu credit: Standard"). */
  description: string;
  /** Our stable reference of the paying user (the provider's customer). */
  customerRef: string;
  /** Where the hosted page sends the browser when done (our payment/{hash} page). */
  returnUrl: string;
  /** Keep the card as a token for later charges (card only). */
  saveCard: boolean;
  lng: 'zh-HK' | 'en-HK';
}

export interface CheckoutResult {
  /** The provider's id of this payment. */
  providerRef: string;
  /** Where to send the browser (a hosted card page), or null when our own page shows the next step. */
  redirectUrl: string | null;
  /** Convenience-store bill or bank-transfer details, with their deadline. */
  paymentCode?: string;
  barcode?: string;
  virtualAccount?: string;
  expiresAt: Date;
}

export interface TokenChargeRequest {
  orderRef: string;
  amount: number;
  currency: 'HKD';
  customerRef: string;
  /** A saved card's token. */
  token: string;
  description: string;
}

export interface TokenChargeResult {
  providerRef: string;
  /** The charge was accepted; its completion still arrives as a webhook event. */
  accepted: true;
}

export interface ProviderCard {
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** One verified webhook event, in provider-neutral terms. */
export interface PaymentEvent {
  /** Unique per provider: the same id delivered twice is the same event. */
  id: string;
  type: 'payment.succeeded' | 'payment.failed' | 'payment.expired' | 'payment.requires_action';
  /** When the provider created the event (orders ignore events older than their last change). */
  createdAt: Date;
  orderRef: string;
  providerRef: string;
  /** Whole HKD and the currency as the provider reports them (checked against the order). */
  amount: number;
  currency: string;
  /** The card used, when a card paid; with a token when the payer asked to save it. */
  card?: { brand: string; last4: string; token?: string; expMonth?: number; expYear?: number };
  failure?: { code: 4 | 211 | string; message: string };
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  /** The ways to pay this provider offers (the pricing page offers only these). */
  readonly payTypes: readonly PayType[];
  /** Starts a payment: a hosted card page, a convenience-store bill or a bank-transfer account. */
  createCheckout(req: CheckoutRequest): Promise<CheckoutResult>;
  /** Charges a saved card without the payer present (auto-refill, one-click purchase). */
  chargeToken(req: TokenChargeRequest): Promise<TokenChargeResult>;
  /**
   * Gives `amount` (whole HKD) of a succeeded payment back to the payer. Without `key` the whole payment is refunded,
   * once per payment; with `key`, part of it, once per key (a retried approval sends the same key and refunds
   * nothing more). Throws ProviderError.
   */
  refund(providerRef: string, amount: number, key?: string): Promise<void>;
  /** Cards saved at the provider for this customer. */
  listCards(customerRef: string): Promise<ProviderCard[]>;
  removeCard(customerRef: string, token: string): Promise<void>;
  /**
   * Verifies the signature (and its age) over the exact body bytes, then maps the event; throws WebhookRejected.
   * Returns null for a verified event that moves none of our orders (another event type, another integration):
   * answer 200 and do nothing.
   */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaymentEvent | null;
  /**
   * Optional: adds what a verified event's payload lacks, with a call to the provider (Stripe: the card of a
   * Checkout payment, with its token when the payer saved it). Never throws: on failure the event is unchanged.
   */
  completeEvent?(event: PaymentEvent): Promise<PaymentEvent>;
}
