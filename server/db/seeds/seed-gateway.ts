/**
 * The sandbox gateway's side of a demo payment that succeeded (safety pay-ins in seed-safety-money.ts, shop orders in
 * seed-shop-money.ts): the gateway's succeeded payment and the webhook it delivered, and the verified event the
 * payments module recorded with what it did with it, which is what a reconciliation compares a ledger with.
 */
import crypto from 'node:crypto';
import { BANK_VALID_HOURS, CARD_CHECKOUT_VALID_MINUTES, CVS_VALID_HOURS, cardInfoOf } from '@shared/domain/payments';
import type { Tx } from '../../lib/db';
import type { PaymentEvent } from '../../modules/payments/payment-provider';
import type { EventResult } from '../../modules/payments/payment-webhooks.service';
import { insertEvent, setEventResult } from '../../modules/payments/payments.repository';
import { barcodeOf } from '../../modules/payments/sandbox/sandbox-gateway';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

export const digest = (seed: string, encoding: 'hex' | 'base64url' = 'hex') => crypto.createHash('sha256').update(seed).digest(encoding);

export interface SandboxPayment {
  /** Our order reference (the pay-in's or shop payment's hash). */
  hash: string;
  payType: 'card' | 'bank' | 'cvs';
  amount: number;
  customerId: number;
  /** Where the gateway's page returns to. */
  returnPath: string;
  description: string;
  /** When the checkout was started. */
  at: Date;
}

export interface SandboxSuccess {
  providerRef: string;
  paidAt: Date;
  expiresAt: Date;
  cardInfo: string | null;
  virtualAccount: string | null;
  /** A store bill's payment code and the barcode the counter scanned. */
  paymentCode: string | null;
  barcode: string | null;
  checkoutUrl: string | null;
  /** The payment_events row, to record what the webhook did with it (recordResult). */
  eventRow: number;
}

/** A stable 13-digit store payment code for a seed (the sandbox issues random ones; a demo code starts with 99). */
export const storeCodeOf = (seed: string) =>
  `99${BigInt(`0x${digest(`${seed}:code`).slice(0, 15)}`)
    .toString()
    .padStart(11, '0')
    .slice(0, 11)}`;

/**
 * The gateway's succeeded payment (a card pays 3 minutes after the checkout opened, a transfer 95), its delivered
 * webhook and the verified event as the payments module recorded it. `seed` makes every reference stable.
 */
export async function recordSandboxSuccess(tx: Tx, seed: string, p: SandboxPayment): Promise<SandboxSuccess> {
  const providerRef = `pay_${digest(seed).slice(0, 24)}`;
  const eventId = `evt_${digest(`${seed}:succeeded`).slice(0, 24)}`;
  const card = p.payType === 'card' ? { brand: 'visa', last4: '4242' } : undefined;
  const account =
    p.payType === 'bank'
      ? `888${BigInt(`0x${digest(seed).slice(0, 15)}`)
          .toString()
          .slice(0, 9)}`
      : null;
  const paymentCode = p.payType === 'cvs' ? storeCodeOf(seed) : null;
  const paidAt = new Date(p.at.getTime() + (card ? 3 : 95) * MINUTE_MS);
  const validFor = card ? CARD_CHECKOUT_VALID_MINUTES * MINUTE_MS : (p.payType === 'cvs' ? CVS_VALID_HOURS : BANK_VALID_HOURS) * HOUR_MS;
  const expiresAt = new Date(p.at.getTime() + validFor);
  const cardInfo = card ? cardInfoOf(card.brand, card.last4) : null;
  await tx.query(
    `INSERT INTO sandbox_payments (id, merchant_ref, method, amount, currency, customer_ref, status, return_url, card_info,
                                   virtual_account, description, expires_at, paid_at, created, modified, payment_code)
     VALUES ($1, $2, $3, $4, 'HKD', $5, 'succeeded', $6, $7, $8, $9, $10, $11, $12, $11, $13)`,
    [
      providerRef,
      p.hash,
      p.payType,
      p.amount,
      `user:${p.customerId}`,
      p.returnPath,
      cardInfo,
      account,
      p.description,
      expiresAt,
      paidAt,
      p.at,
      paymentCode,
    ],
  );
  const data = {
    order_ref: p.hash,
    payment_id: providerRef,
    method: p.payType,
    amount: p.amount,
    currency: 'HKD',
    ...(card ? { card } : {}),
  };
  const wire = { id: eventId, type: 'payment.succeeded', created: Math.floor(paidAt.getTime() / 1000), data };
  await tx.query(
    `INSERT INTO sandbox_webhook_deliveries (event_id, payment_id, body, attempts, last_status, delivered_at, created)
     VALUES ($1, $2, $3, 1, 200, $4, $4)`,
    [eventId, providerRef, JSON.stringify(wire), paidAt],
  );
  const event: PaymentEvent = {
    id: eventId,
    type: 'payment.succeeded',
    createdAt: paidAt,
    orderRef: p.hash,
    providerRef,
    amount: p.amount,
    currency: 'HKD',
    ...(card ? { card } : {}),
  };
  const eventRow = await insertEvent(tx, { provider: 'sandbox', eventId, type: event.type, payload: event });
  if (eventRow === undefined) throw new Error(`demo seed: event ${eventId} recorded twice`);
  await tx.query('UPDATE payment_events SET received_at = $2 WHERE id = $1', [eventRow, paidAt]);
  return {
    providerRef,
    paidAt,
    expiresAt,
    cardInfo,
    virtualAccount: account,
    paymentCode,
    barcode: paymentCode ? barcodeOf({ payment_code: paymentCode, amount: p.amount }) : null,
    checkoutUrl: card ? `/sandbox-gateway/checkout/${providerRef}?lng=zh-HK` : null,
    eventRow,
  };
}

/** What the webhook did with the event (the payments module writes it once the owning module answered). */
export const recordResult = (tx: Tx, success: SandboxSuccess, result: EventResult) => setEventResult(tx, success.eventRow, null, result);

/**
 * An open convenience-store bill at the sandbox gateway (not paid yet: the sandbox counter pays it), issued at `at`
 * for 72 hours. Returns what the order's row keeps of it.
 */
export async function openSandboxStoreBill(
  tx: Tx,
  seed: string,
  p: { hash: string; amount: number; customerId: number; returnPath: string; at: Date },
): Promise<{ provider_ref: string; payment_code: string; barcode: string; expires_at: Date }> {
  const providerRef = `pay_${digest(seed).slice(0, 24)}`;
  const code = storeCodeOf(seed);
  const expiresAt = new Date(p.at.getTime() + CVS_VALID_HOURS * HOUR_MS);
  await tx.query(
    `INSERT INTO sandbox_payments (id, merchant_ref, method, amount, currency, customer_ref, status, return_url, payment_code,
                                   description, expires_at, created, modified)
     VALUES ($1, $2, 'cvs', $3, 'HKD', $4, 'open', $5, $6, $7, $8, $9, $9)`,
    [providerRef, p.hash, p.amount, `user:${p.customerId}`, p.returnPath, code, `Sifu HK$${p.amount}`, expiresAt, p.at],
  );
  return {
    provider_ref: providerRef,
    payment_code: code,
    barcode: barcodeOf({ payment_code: code, amount: p.amount }),
    expires_at: expiresAt,
  };
}
