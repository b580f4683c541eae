/** Query options of the consumer's quote requests (projects). */
import type { DataClient } from '@shared/api/data-client';
import { requestsContract } from '@shared/api/requests.contract';
import { readQuery, useRead } from '@client/lib/endpoint-query';

const fresh = { staleTime: 15_000 };

/** GET /api/quote_requests/index/page:{n} (newest first, 10 a page). */
export const myRequestsQuery = (data: DataClient, page: number, archived = false) =>
  readQuery(data, requestsContract.list, { params: { page }, query: { archived } }, fresh);

/** GET /api/quote_request/{id} */
export const requestQuery = (data: DataClient, id: number) => readQuery(data, requestsContract.request, { params: { id } }, fresh);

export const useRequest = (id: number) => useRead(requestsContract.request, { params: { id } }, { ...fresh, enabled: id > 0 });
