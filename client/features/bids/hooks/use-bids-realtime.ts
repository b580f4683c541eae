/** Keeps quotes fresh without reloading: a bid's status change or a new message refetches what shows it. */
import { useQueryClient } from '@tanstack/react-query';
import { useRealtime } from '@client/lib/realtime';
import { bidKeys } from '../api/bids.queries';

export function useBidsRealtime(): void {
  const qc = useQueryClient();
  useRealtime((e) => {
    if (e.type === 'bid_status') {
      void qc.invalidateQueries({ queryKey: bidKeys.detail(e.quote_bid_id) });
      void qc.invalidateQueries({ queryKey: bidKeys.byRequest(e.quote_request_id) });
      void qc.invalidateQueries({ queryKey: bidKeys.leads() });
      void qc.invalidateQueries({ queryKey: bidKeys.works() });
      void qc.invalidateQueries({ queryKey: ['requests'] });
    }
    if (e.type === 'message') {
      void qc.invalidateQueries({ queryKey: bidKeys.leads() });
      void qc.invalidateQueries({ queryKey: bidKeys.works() });
      void qc.invalidateQueries({ queryKey: [...bidKeys.all, 'by-request'] });
      void qc.invalidateQueries({ queryKey: ['requests', 'list'] });
    }
    if (e.type === 'reconnected') void qc.invalidateQueries({ queryKey: bidKeys.all });
  });
}
