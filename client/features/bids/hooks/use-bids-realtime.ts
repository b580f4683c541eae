/** Keeps quotes fresh without reloading: a bid's status change or a new message refetches what shows it. */
import { useQueryClient } from '@tanstack/react-query';
import { BID_READS, bidsContract } from '@shared/api/bids.contract';
import { endpointKey, refetchUnder } from '@client/lib/endpoint-query';
import { useRealtime } from '@client/lib/realtime';

/** The pro's lists and the consumer's requests: a status or a last message shows in each row. */
const LISTS = ['/quote_bids/leads', '/quote_bids/works', '/quote_requests/index'];

export function useBidsRealtime(): void {
  const qc = useQueryClient();
  useRealtime((e) => {
    if (e.type === 'bid_status') {
      void qc.invalidateQueries({ queryKey: endpointKey(bidsContract.bid, { params: { id: e.quote_bid_id } }) });
      void qc.invalidateQueries({ queryKey: endpointKey(bidsContract.requestQuotes, { params: { id: e.quote_request_id } }) });
      void refetchUnder(qc, [...LISTS, '/quote_request/{id}']);
    }
    if (e.type === 'message') void refetchUnder(qc, [...LISTS, '/quote_bids/by_request']);
    if (e.type === 'reconnected') void refetchUnder(qc, BID_READS);
  });
}
