/**
 * The composition root: the app's dependencies are completed once (outbound adapters, domain events) and every
 * module's reaction to another module's domain event is subscribed here, for the web process and the worker alike
 * (the emitting process must know the subscribers to queue their jobs). Routers and jobs get the deps built here.
 */
import type { AppDeps } from '../lib/app-deps';
import { withAdapterDefaults, type FullDeps } from '../lib/adapters';
import { sendPaidQuote } from './bids/paid-quote-send.service';

function subscribeReactions(deps: FullDeps): void {
  const events = deps.domainEvents;
  events.subscribe('payment.credited', 'send-paid-quote', (e) => sendPaidQuote(deps, e));
}

/** Completes `appDeps` in place (tests holding it see the same instances) and subscribes every reaction. */
export function composeModules(appDeps: AppDeps): FullDeps {
  const deps = withAdapterDefaults(appDeps);
  subscribeReactions(deps);
  return deps;
}
