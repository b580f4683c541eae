/**
 * One bid opened in its workspace by the pro or the customer: the bid, kept fresh by realtime, and marked read for
 * that side once it shows unread (read errors stay silent: reading is a side effect of opening).
 */
import { useEffect } from 'react';
import { useBid } from '../api/bids.queries';
import { useBidAction } from '../api/bids.mutations';
import { useBidsRealtime } from './use-bids-realtime';

export function useOpenBid(id: number, side: 'pro' | 'consumer') {
  const bid = useBid(id);
  const read = useBidAction({ handlesErrors: true });
  useBidsRealtime();
  const unread = bid.data && !(side === 'pro' ? bid.data.is_provider_readed : bid.data.is_requestor_readed);
  useEffect(() => {
    if (unread) read.mutate({ id, action: 'read' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unread, id]);
  return bid;
}
