/** What the convenience-store order pages read, once for their prefetch and the page. */
import { storeOrderQuery, storeOrdersQuery } from '@client/features/payments/api/store-orders.queries';
import { pageReads } from '@client/lib/page-reads';

/** The page number in the path (ibon-orders/{pageNumber}); none is page 1. */
export const ibonPageOf = (raw: string | undefined) => Math.max(1, Number(raw) || 1);

/** ibon-orders/{pageNumber?}: one page of the user's store bills. */
export const ibonOrdersReads = pageReads(({ data, lng, params }) => ({
  list: storeOrdersQuery(data, ibonPageOf(params.pageNumber), lng),
}));

/** ibon-order/{orderId}: one bill (someone else's is a 404). */
export const ibonOrderReads = pageReads(({ data, lng, params }) => ({
  order: storeOrderQuery(data, params.orderId ?? '', lng),
}));
