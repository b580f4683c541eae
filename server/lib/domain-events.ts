/**
 * Domain events: the module that owns a change emits an event inside its transaction, and other modules subscribe to
 * react once it has committed, without importing the owner. With a job queue each subscriber gets one pg-boss job per
 * event, queued in the same transaction (it exists exactly when the change committed) and retried when the handler
 * throws: delivery is at least once, so handlers are idempotent (keyed by the event id or a key of their own, such as
 * a ledger key). Without a job queue (tests, scripts) the handlers run in process after the commit, once.
 */
import crypto from 'node:crypto';
import type { Tx } from './db';
import type { JobQueue, JobSendOptions } from './jobs';

/** Every domain event and its payload: plain JSON, as it is stored in the job. */
export interface DomainEventMap {
  /** A card payment credited its order (payments): the quote typed before paying may now be sent. */
  'payment.credited': { orderId: number; userId: number };
}

export type DomainEventName = keyof DomainEventMap;

export interface DomainEvent<K extends DomainEventName = DomainEventName> {
  /** Unique per emitted event: the same on every delivery of it, to every subscriber. */
  id: string;
  name: K;
  payload: DomainEventMap[K];
}

export type DomainEventHandler<K extends DomainEventName> = (event: DomainEvent<K>) => Promise<void>;

export interface DomainEvents {
  /**
   * Runs `handler` for every event `name` committed from now on; `subscriber` names the reaction (its job queue), and
   * subscribing the same name again replaces the handler. Every process subscribes at start (the composition root).
   */
  subscribe<K extends DomainEventName>(name: K, subscriber: string, handler: DomainEventHandler<K>): void;
  /** Records the event in `tx`: its subscribers run only if the transaction commits. */
  emit<K extends DomainEventName>(tx: Tx, name: K, payload: DomainEventMap[K]): Promise<void>;
  /** Starts a job worker per subscription (processes that run job workers); a no-op without a job queue. */
  work(): Promise<void>;
}

interface Subscription {
  name: DomainEventName;
  handler: DomainEventHandler<DomainEventName>;
}

type Retry = Pick<JobSendOptions, 'retryLimit' | 'retryDelayS' | 'retryBackoff'>;

/** A failed delivery is retried with exponential backoff from 5 s, 8 times (about 20 minutes in all). */
const RETRY: Retry = { retryLimit: 8, retryDelayS: 5, retryBackoff: true };

export const domainEventQueue = (name: DomainEventName, subscriber: string) => `event/${name}/${subscriber}`;

export function createDomainEvents(jobs?: JobQueue, retry: Retry = RETRY): DomainEvents {
  const subscriptions = new Map<string, Subscription>();
  const subscribersOf = (name: DomainEventName) => [...subscriptions].filter(([, s]) => s.name === name);
  return {
    subscribe(name, subscriber, handler) {
      subscriptions.set(subscriber, { name, handler: handler as DomainEventHandler<DomainEventName> });
    },
    async emit(tx, name, payload) {
      const event: DomainEvent = { id: crypto.randomUUID(), name, payload };
      for (const [subscriber, s] of subscribersOf(name)) {
        if (jobs) await jobs.send(domainEventQueue(name, subscriber), event, { tx, ...retry });
        else tx.afterCommit(() => s.handler(event));
      }
    },
    async work() {
      if (!jobs) return;
      for (const [subscriber, s] of subscriptions) {
        await jobs.work<DomainEvent>(domainEventQueue(s.name, subscriber), (event) => s.handler(event));
      }
    },
  };
}
