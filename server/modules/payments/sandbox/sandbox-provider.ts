/**
 * The sandbox gateway as a PaymentProvider (the default locally and in tests): checkouts, token charges and saved
 * cards go to the gateway's own logic; its events come back only through the signed webhook parsed here.
 */
import { z } from 'zod';
import type { FullDeps } from '../../../lib/adapters';
import { ProviderError, WebhookRejected, type PaymentEvent, type PaymentProvider } from '../payment-provider';
import { verifySignature, SANDBOX_SIGNATURE_HEADER } from './sandbox-signature';
import type { SandboxDeps } from './sandbox-events';
import { barcodeOf, createPayment, refundPayment } from './sandbox-gateway';
import { chargeSavedCard, listSavedCards, removeSavedCard } from './sandbox-saved-cards';

const wireEventSchema = z.object({
  id: z.string().regex(/^evt_[A-Za-z0-9_]{1,64}$/),
  type: z.enum(['payment.succeeded', 'payment.failed', 'payment.expired']),
  created: z.number().int().positive(),
  data: z.object({
    order_ref: z.string().min(1).max(200),
    payment_id: z.string().min(1).max(100),
    method: z.enum(['card', 'cvs', 'bank']).optional(),
    amount: z.number().int(),
    currency: z.string().min(1).max(10),
    card: z
      .object({
        brand: z.string().max(40),
        last4: z.string().regex(/^\d{4}$/),
        token: z.string().max(100).optional(),
        exp_month: z.number().int().optional(),
        exp_year: z.number().int().optional(),
      })
      .optional(),
    failure: z.object({ code: z.union([z.number().int(), z.string().max(40)]), message: z.string().max(200) }).optional(),
  }),
});

function failureCode(code: number | string): 4 | 211 | string {
  return code === 4 || code === 211 ? code : String(code);
}

/** Verifies the signature header over the exact bytes, then maps the gateway's event (throws WebhookRejected). */
export function parseSandboxWebhook(
  secret: string,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
  nowS: number,
): PaymentEvent {
  const name = SANDBOX_SIGNATURE_HEADER.toLowerCase();
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  verifySignature(secret, rawBody, key ? headers[key] : undefined, nowS);
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new WebhookRejected('malformed');
  }
  const parsed = wireEventSchema.safeParse(json);
  if (!parsed.success) throw new WebhookRejected('malformed');
  const { id, type, created, data } = parsed.data;
  return {
    id,
    type,
    createdAt: new Date(created * 1000),
    orderRef: data.order_ref,
    providerRef: data.payment_id,
    amount: data.amount,
    currency: data.currency,
    ...(data.card
      ? {
          card: {
            brand: data.card.brand,
            last4: data.card.last4,
            ...(data.card.token ? { token: data.card.token } : {}),
            ...(data.card.exp_month ? { expMonth: data.card.exp_month } : {}),
            ...(data.card.exp_year ? { expYear: data.card.exp_year } : {}),
          },
        }
      : {}),
    ...(data.failure ? { failure: { code: failureCode(data.failure.code), message: data.failure.message } } : {}),
  };
}

/** The sandbox provider; `deps.jobs` must be running for anything that completes a payment (events are queued). */
export function createSandboxProvider(deps: FullDeps | SandboxDeps): PaymentProvider {
  return {
    name: 'sandbox',
    payTypes: ['card', 'cvs', 'bank'],
    async createCheckout(req) {
      const p = await createPayment(deps, {
        method: req.payType,
        merchantRef: req.orderRef,
        amount: req.amount,
        currency: req.currency,
        customerRef: req.customerRef,
        returnUrl: req.returnUrl,
        saveCard: req.saveCard,
        description: req.description,
      });
      return {
        providerRef: p.id,
        redirectUrl: p.method === 'card' ? `/sandbox-gateway/checkout/${p.id}?lng=${req.lng}` : null,
        ...(p.payment_code ? { paymentCode: p.payment_code, barcode: barcodeOf(p) } : {}),
        ...(p.virtual_account ? { virtualAccount: p.virtual_account } : {}),
        expiresAt: p.expires_at,
      };
    },
    async chargeToken(req) {
      const res = await chargeSavedCard(deps, { ...req, merchantRef: req.orderRef });
      if ('notFound' in res) throw new ProviderError('card_not_found', 'saved card not found');
      if (res.failure) throw new ProviderError(res.failure.code, res.failure.message);
      return { providerRef: res.payment.id, accepted: true };
    },
    async refund(providerRef, amount, key) {
      if ((await refundPayment(deps, providerRef, amount, key)) !== 'refunded')
        throw new ProviderError('provider_unavailable', 'payment not refundable');
    },
    async listCards(customerRef) {
      const cards = await listSavedCards(deps, customerRef);
      return cards.map((c) => ({ token: c.token, brand: c.brand, last4: c.last4, expMonth: c.exp_month, expYear: c.exp_year }));
    },
    async removeCard(customerRef, token) {
      // Idempotent: a card already removed (or never this customer's) is simply not there any more.
      await removeSavedCard(deps, customerRef, token);
    },
    parseWebhook(rawBody, headers) {
      return parseSandboxWebhook(deps.env.SANDBOX_WEBHOOK_SECRET, rawBody, headers, Date.now() / 1000);
    },
  };
}
