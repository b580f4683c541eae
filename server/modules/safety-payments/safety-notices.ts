/** Safety-payment notices: one notification type whose `event` names the step, on the channels the user chose. */
import type { FullDeps } from '../../lib/adapters';
import type { Tx } from '../../lib/db';
import type { BidRow } from '../bids/bids.service';
import { notify, type SafetyEvent } from '../notifications/notifications.service';

/** The part a notice's link points at, so that the app opens the same page the e-mail links to. */
const partOfLink = (link: string): number | null => Number(/\/safety-payments\/\d+\/(\d+)/.exec(link)?.[1]) || null;

export async function notifySafety(
  deps: FullDeps,
  tx: Tx,
  n: { to: number; event: SafetyEvent; bid: BidRow; amount: number; link: string; extra?: Record<string, string | number | null> },
): Promise<void> {
  await notify(deps, tx, {
    userId: n.to,
    type: 'safety_payment',
    requestId: n.bid.quote_request_id,
    bidId: n.bid.quote_bid_id,
    params: {
      event: n.event,
      amount: n.amount,
      part_id: partOfLink(n.link),
      category_zh: n.bid.c_name_zh,
      category_en: n.bid.c_name_en,
      business_name_zh: n.bid.business_name_zh,
      business_name_en: n.bid.business_name_en,
      ...n.extra,
    },
    link: n.link,
  });
}
