/**
 * The sandbox gateway's events: their wire shape, and the one place that writes an event and queues its delivery,
 * always inside the transaction that changed the payment (so an event exists exactly when the change committed).
 */
import crypto from 'node:crypto';
import type { Env } from '../../../config/env';
import type { Db, Queryable } from '../../../lib/db';
import type { JobQueue } from '../../../lib/jobs';

export const WEBHOOK_QUEUE = 'sandbox-webhook';
export const EXPIRE_QUEUE = 'sandbox-expire';

export interface DeliveryRetry {
  retryLimit: number;
  retryDelayS: number;
  retryBackoff: boolean;
}

/** About a day of retries with exponential backoff from 2 s, as real gateways keep trying. */
export const DEFAULT_DELIVERY_RETRY: DeliveryRetry = { retryLimit: 12, retryDelayS: 2, retryBackoff: true };

/** What the gateway needs from AppDeps (FullDeps fits); `delivery` lets tests retry faster. */
export interface SandboxDeps {
  db: Db;
  env: Env;
  jobs?: JobQueue;
  delivery?: Partial<DeliveryRetry>;
}

export type SandboxEventType = 'payment.succeeded' | 'payment.failed' | 'payment.expired';

export interface WireCard {
  brand: string;
  last4: string;
  token?: string;
  exp_month?: number;
  exp_year?: number;
}

/** The JSON body the gateway POSTs to the merchant (snake_case, amounts in whole units of `currency`). */
export interface SandboxWireEvent {
  id: string;
  type: SandboxEventType;
  /** Unix seconds. */
  created: number;
  data: {
    order_ref: string;
    payment_id: string;
    method: 'card' | 'cvs' | 'bank';
    amount: number;
    currency: string;
    card?: WireCard;
    failure?: { code: number; message: string };
  };
}

export interface EventPayment {
  id: string;
  merchant_ref: string;
  method: 'card' | 'cvs' | 'bank';
  amount: number;
  currency: string;
}

export function randomId(prefix: string): string {
  return `${prefix}_${crypto.randomBytes(12).toString('hex')}`;
}

/** Writes one event for `payment` and queues its delivery, both on `tx`; returns the event id. */
export async function recordEvent(
  deps: SandboxDeps,
  tx: Queryable,
  payment: EventPayment,
  event: { type: SandboxEventType; card?: WireCard; failure?: { code: number; message: string } },
): Promise<string> {
  if (!deps.jobs) throw new Error('sandbox gateway: background jobs are not running, so its webhook cannot be delivered');
  const wire: SandboxWireEvent = {
    id: randomId('evt'),
    type: event.type,
    created: Math.floor(Date.now() / 1000),
    data: {
      order_ref: payment.merchant_ref,
      payment_id: payment.id,
      method: payment.method,
      amount: payment.amount,
      currency: payment.currency,
      ...(event.card ? { card: event.card } : {}),
      ...(event.failure ? { failure: event.failure } : {}),
    },
  };
  await tx.query('INSERT INTO sandbox_webhook_deliveries (event_id, payment_id, body) VALUES ($1, $2, $3)', [
    wire.id,
    payment.id,
    JSON.stringify(wire),
  ]);
  const retry = { ...DEFAULT_DELIVERY_RETRY, ...deps.delivery };
  await deps.jobs.send(WEBHOOK_QUEUE, { event_id: wire.id }, { tx, ...retry });
  return wire.id;
}
