/** What the payouts page reads: the console frame, the instructions of the status tab and the batches. */
import { opsHomeQuery, opsMeQuery } from '@client/features/back-office/api/back-office.queries';
import { opsBatchesQuery, opsPayoutsQuery, payoutsViewOf } from '@client/features/back-office/api/payouts.queries';
import { pageReads } from '@client/lib/page-reads';

export const payoutsReads = pageReads((s) => {
  const view = payoutsViewOf(new URLSearchParams(s.search));
  return {
    payouts: opsPayoutsQuery(s.data, view),
    batches: opsBatchesQuery(s.data, view),
    me: opsMeQuery(s.data),
    home: opsHomeQuery(s.data),
  };
});
