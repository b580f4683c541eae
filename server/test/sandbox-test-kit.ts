/**
 * Tests only: a merchant webhook endpoint on 127.0.0.1 that records what the sandbox gateway delivers, and an app
 * on a fresh test database with background jobs whose webhooks go there.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestContext, type TestContext } from './test-app';
import { until } from './until';
import type { CheckoutRequest, CheckoutResult, PaymentProvider } from '../modules/payments/payment-provider';
import { SANDBOX_SIGNATURE_HEADER, verifySignature } from '../modules/payments/sandbox/sandbox-signature';
import type { SandboxDeps, SandboxWireEvent } from '../modules/payments/sandbox/sandbox-events';
import { createSandboxProvider } from '../modules/payments/sandbox/sandbox-provider';

export interface Received {
  event: SandboxWireEvent;
  raw: Buffer;
  signature: string;
  contentType: string | undefined;
  verified: boolean;
  answered: number;
}

export interface Receiver {
  url: string;
  received: Received[];
  /** Answers these statuses to the next requests, then 200 again. */
  answerNext(statuses: number[]): void;
  /** Resolves with the deliveries of one event once `count` of them arrived (polls, up to `timeoutMs`). */
  waitFor(eventId: string, count?: number, timeoutMs?: number): Promise<Received[]>;
  /** The first delivery of an event of this type for a payment, once it arrived. */
  waitForPayment(paymentId: string, type: SandboxWireEvent['type'], timeoutMs?: number): Promise<Received>;
  close(): Promise<void>;
}

export async function startReceiver(secret: string): Promise<Receiver> {
  const received: Received[] = [];
  const plan: number[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const signature = String(req.headers[SANDBOX_SIGNATURE_HEADER.toLowerCase()] ?? '');
      let verified = true;
      try {
        verifySignature(secret, raw, signature, Date.now() / 1000);
      } catch {
        verified = false;
      }
      const answered = plan.shift() ?? (verified ? 200 : 400);
      received.push({
        event: JSON.parse(raw.toString('utf8')),
        raw,
        signature,
        contentType: req.headers['content-type'],
        verified,
        answered,
      });
      res.writeHead(answered, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const poll = async <T>(find: () => T | undefined, timeoutMs: number, what: string): Promise<T> => {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const found = find();
      if (found !== undefined) return found;
      if (Date.now() > until) throw new Error(`webhook receiver: timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  return {
    url: `http://127.0.0.1:${port}/webhook`,
    received,
    answerNext: (statuses) => plan.push(...statuses),
    waitFor: (eventId, count = 1, timeoutMs = 20_000) =>
      poll(
        () => {
          const hits = received.filter((r) => r.event.id === eventId);
          return hits.length >= count ? hits : undefined;
        },
        timeoutMs,
        `${count} deliveries of ${eventId}`,
      ),
    waitForPayment: (paymentId, type, timeoutMs = 20_000) =>
      poll(
        () => received.find((r) => r.event.data.payment_id === paymentId && r.event.type === type),
        timeoutMs,
        `${type} of ${paymentId}`,
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const TEST_WEBHOOK_SECRET = 'whsec_sandbox_test_secret_0001';

export interface SandboxTest {
  ctx: TestContext;
  receiver: Receiver;
  provider: PaymentProvider;
  deps: SandboxDeps;
  /** A card checkout (or another pay type) for a fresh order; `id` is the gateway's payment id. */
  checkout(over?: Partial<CheckoutRequest>): Promise<CheckoutResult & { id: string; returnUrl: string }>;
  /** The events written for a payment, oldest first, with their delivery state. */
  eventsOf(
    paymentId: string,
  ): Promise<{ event_id: string; body: SandboxWireEvent; attempts: number; last_status: number | null; delivered_at: Date | null }[]>;
  /** Waits until the event's delivery is recorded as acknowledged. */
  waitDelivered(eventId: string, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

let orders = 0;

/** An app on a fresh test database with jobs running and webhooks going to a local receiver. */
export async function startSandboxTest(): Promise<SandboxTest> {
  const receiver = await startReceiver(TEST_WEBHOOK_SECRET);
  const ctx = await createTestContext({
    jobs: true,
    env: { PAYMENT_PROVIDER: 'sandbox', SANDBOX_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET, SANDBOX_WEBHOOK_URL: receiver.url },
  });
  const deps = ctx.deps as SandboxDeps;
  const provider = createSandboxProvider(deps);
  return {
    ctx,
    receiver,
    provider,
    deps,
    async checkout(over = {}) {
      orders += 1;
      const orderRef = `ord_${process.pid}_${orders}`;
      const req: CheckoutRequest = {
        orderRef,
        amount: 800,
        currency: 'HKD',
        payType: 'card',
        description: 'Sifu credit: Standard',
        customerRef: 'user:1',
        returnUrl: `/payment/${orderRef}`,
        saveCard: false,
        lng: 'en-HK',
        ...over,
      };
      const res = await provider.createCheckout(req);
      return { ...res, id: res.providerRef, returnUrl: req.returnUrl };
    },
    eventsOf: (paymentId) =>
      ctx.deps.db.many(
        `SELECT event_id, body::jsonb AS body, attempts, last_status, delivered_at FROM sandbox_webhook_deliveries
          WHERE payment_id = $1 ORDER BY created, event_id`,
        [paymentId],
      ),
    async waitDelivered(eventId, timeoutMs = 20_000) {
      const row = await until(
        () =>
          ctx.deps.db.one<{ delivered_at: Date | null }>('SELECT delivered_at FROM sandbox_webhook_deliveries WHERE event_id = $1', [
            eventId,
          ]),
        (r) => Boolean(r?.delivered_at),
        timeoutMs,
      );
      if (!row?.delivered_at) throw new Error(`event ${eventId} was not delivered in time`);
    },
    async close() {
      await ctx.close();
      await receiver.close();
    },
  };
}
