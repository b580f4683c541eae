/** Read endpoints of the marketplace loop (issue 3; see shared/api/data-client.ts and docs/api/market.md). */
import type { Paged } from '../../schemas/common.schema';
import type { RequestView } from '../../schemas/requests.schema';
import type { BidView, QuoteTemplate, UnreadCount } from '../../schemas/bids.schema';
import type { ChatMessage } from '../../schemas/chat.schema';
import type { Notification } from '../../schemas/notifications.schema';
import type { WalletTransaction } from '../../schemas/wallet.schema';
import type { LeadFilter, WorkFilter } from '../../domain/request-lifecycle';

/** Appends the defined params as a query string (local: data-client imports this file). */
function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const parts = Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`);
  return parts.length ? `${path}?${parts.join('&')}` : path;
}

export interface Conversation {
  quote_bid_id: number;
  messages: ChatMessage[];
  has_more: boolean;
  other_user: { id: number; full_name: string };
  can_message: boolean;
}

export interface MarketReads {
  /** GET /api/quote_requests/index/page:{n}?archived=1 */
  myRequests: { params: { page: number; archived?: boolean }; result: Paged<RequestView> };
  /** GET /api/quote_request/{id} */
  myRequest: { params: { id: number }; result: RequestView };
  /** GET /api/quote_requests/hash/{hash} */
  requestByHash: { params: { hash: string }; result: Pick<RequestView, 'quote_request_id' | 'category' | 'is_closed' | 'is_archived' | 'state' | 'created'> };
  /** GET /api/quote_bids/by_request/{requestId} */
  requestQuotes: { params: { requestId: number }; result: BidView[] };
  /** GET /api/quote_bid/{id} */
  bid: { params: { id: number }; result: BidView };
  /** GET /api/quote_bids/leads?filter=&page= */
  leads: { params: { filter: LeadFilter; page: number }; result: Paged<BidView> };
  /** GET /api/quote_bids/works?filter=&inbox=&q=&page= */
  works: { params: { filter?: WorkFilter; inbox?: number; q?: string; page: number }; result: Paged<BidView> };
  /** GET /api/quote_bids/inbox?filter=&page= */
  inbox: { params: { filter: number; page: number }; result: Paged<BidView> };
  /** GET /api/quote_bids/unread_count */
  unreadCount: { params: Record<string, never>; result: UnreadCount };
  /** GET /api/messages/get_conversation/{bidId}?before_id=&limit= */
  conversation: { params: { bidId: number; before_id?: number; limit?: number }; result: Conversation };
  /** GET /api/quote_templates?quote_service_id=&quote_category_id= */
  quoteTemplates: { params: { quote_service_id?: number; quote_category_id?: number }; result: QuoteTemplate[] };
  /** GET /api/wallet/balance */
  walletBalance: { params: Record<string, never>; result: { balance: number; currency: 'HKD' } };
  /** GET /api/wallet/transactions?page=&all=1 */
  walletLedger: { params: { page: number; all?: boolean }; result: Paged<WalletTransaction> & { balance: number } };
  /** GET /api/notifications?page= */
  notifications: { params: { page: number }; result: Paged<Notification> & { unread: number } };
}

type P<N extends keyof MarketReads> = MarketReads[N]['params'];

export const marketReadPaths = {
  myRequests: (p: P<'myRequests'>) => withQuery(`/api/quote_requests/index/page:${p.page}`, { archived: p.archived ? 1 : undefined }),
  myRequest: (p: P<'myRequest'>) => `/api/quote_request/${p.id}`,
  requestByHash: (p: P<'requestByHash'>) => `/api/quote_requests/hash/${encodeURIComponent(p.hash)}`,
  requestQuotes: (p: P<'requestQuotes'>) => `/api/quote_bids/by_request/${p.requestId}`,
  bid: (p: P<'bid'>) => `/api/quote_bid/${p.id}`,
  leads: (p: P<'leads'>) => withQuery('/api/quote_bids/leads', { filter: p.filter, page: p.page }),
  works: (p: P<'works'>) => withQuery('/api/quote_bids/works', { filter: p.filter, inbox: p.inbox, q: p.q, page: p.page }),
  inbox: (p: P<'inbox'>) => withQuery('/api/quote_bids/inbox', { filter: p.filter, page: p.page }),
  unreadCount: () => '/api/quote_bids/unread_count',
  conversation: (p: P<'conversation'>) => withQuery(`/api/messages/get_conversation/${p.bidId}`, { before_id: p.before_id, limit: p.limit }),
  quoteTemplates: (p: P<'quoteTemplates'>) => withQuery('/api/quote_templates', { quote_service_id: p.quote_service_id, quote_category_id: p.quote_category_id }),
  walletBalance: () => '/api/wallet/balance',
  walletLedger: (p: P<'walletLedger'>) => withQuery('/api/wallet/transactions', { page: p.page, all: p.all ? 1 : undefined }),
  notifications: (p: P<'notifications'>) => withQuery('/api/notifications', { page: p.page }),
};
