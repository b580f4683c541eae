/**
 * The composition root: the app's dependencies are completed once (outbound adapters, domain events) and every
 * module's reaction to another module is wired here, for the web process and the worker alike (the emitting process
 * must know the subscribers to queue their jobs). Routers and jobs get the deps built here.
 */
import type { AppDeps } from '../lib/app-deps';
import { withAdapterDefaults, type FullDeps } from '../lib/adapters';
import { shopCartCount, unreadBookingCount } from './accounts/accounts.service';
import { confirmPhone, setOnboardState } from './accounts/user-records.service';
import { bidMoney, narrowAnswer } from './bids/bids.service';
import { sendPaidQuote } from './bids/paid-quote-send.service';
import { otherOrderEvent } from './payments/payment-webhooks.service';
import { shopPayouts } from './safety-payments/payouts.service';
import { applyPayInEvent, holdsJobMoney, inspectionPaid, onWorkCompleted } from './safety-payments/safety-payments.service';
import { cartCountOf, partnerDiscount } from './shop/shop-orders.service';
import { applyPartnerDiscount } from './partners/partners.service';
import { applyShopPaymentEvent } from './shop/shop-payments.service';
import { shopPayoutFailed, shopPayoutPaid } from './shop/shop-payouts.service';
import { recordNarrowOutcome } from './direct-requests/direct-requests.outcome';
import { setReviewReply } from './reviews/reviews.service';
import { unreadBookingsOf } from './reservations/reservations.service';
import { accountOnboardState } from './service-editor/service-editor.service';
import { reviewReply } from './service-editor/service-parts.service';
import { accountPhone } from './verification/verification.service';

function subscribeReactions(deps: FullDeps): void {
  const events = deps.domainEvents;
  events.subscribe('payment.credited', 'send-paid-quote', (e) => sendPaidQuote(deps, e));
  // A narrowed bid's answer is recorded on the request in the answer's own transaction: direct requests build on
  // bids, so bids calls the recorder registered here instead of importing direct requests.
  narrowAnswer.plug(recordNarrowOutcome);
  // Writes of tables owned by a module that builds on the writer's caller (accounts owns users, reviews owns reviews).
  accountPhone.plug(confirmPhone);
  accountOnboardState.plug(setOnboardState);
  reviewReply.plug(setReviewReply);
  // Safety payments build on payments (their pay-ins' webhook events) and on bids (completion, undoing a hire).
  // Routed by the reference's prefix: `sp_` a safety pay-in, `so_` a shop order's payment (each answers null otherwise).
  otherOrderEvent.plug(async (...a) => (await applyPayInEvent(...a)) ?? applyShopPaymentEvent(...a));
  bidMoney.plug(() => ({ onWorkCompleted, holdsJobMoney, inspectionPaid }));
  // The shop builds on accounts: user/me's cartCount asks it.
  shopCartCount.plug(cartCountOf);
  // The partner areas build on the shop: an order's partner discount code is checked by them.
  partnerDiscount.plug(applyPartnerDiscount);
  // Bookings build on accounts too: user/me's unreadBookingCount asks them.
  unreadBookingCount.plug(unreadBookingsOf);
  // A shop order's payout is paid by the payouts' bank file; its ledger posting and notice are the shop's.
  shopPayouts.plug(() => ({ paid: shopPayoutPaid, failed: shopPayoutFailed }));
}

/** Completes `appDeps` in place (tests holding it see the same instances) and subscribes every reaction. */
export function composeModules(appDeps: AppDeps): FullDeps {
  const deps = withAdapterDefaults(appDeps);
  subscribeReactions(deps);
  return deps;
}
