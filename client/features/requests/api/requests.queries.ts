/** Query keys and options of the consumer's quote requests (projects). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataClient } from '@shared/api/data-client';
import { requestsContract } from '@shared/api/requests.contract';
import { useDataClient } from '@client/lib/data-client';

export const requestKeys = {
  all: ['requests'] as const,
  lists: () => [...requestKeys.all, 'list'] as const,
  list: (page: number, archived: boolean) => [...requestKeys.lists(), page, archived] as const,
  detail: (id: number) => [...requestKeys.all, 'detail', id] as const,
};

/** GET /api/quote_requests/index/page:{n} (newest first, 10 a page). */
export const myRequestsQuery = (data: DataClient, page: number, archived = false) =>
  queryOptions({
    queryKey: requestKeys.list(page, archived),
    queryFn: () => data.read(requestsContract.list, { params: { page }, query: { archived } }),
    staleTime: 15_000,
  });

/** GET /api/quote_request/{id} */
export const requestQuery = (data: DataClient, id: number) =>
  queryOptions({
    queryKey: requestKeys.detail(id),
    queryFn: () => data.read(requestsContract.request, { params: { id } }),
    staleTime: 15_000,
  });

export function useMyRequests(page: number, archived = false) {
  return useQuery(myRequestsQuery(useDataClient(), page, archived));
}

export function useRequest(id: number) {
  return useQuery({ ...requestQuery(useDataClient(), id), enabled: id > 0 });
}
