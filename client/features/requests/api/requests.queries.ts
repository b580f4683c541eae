/** Query keys and options of the consumer's quote requests (projects). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged } from '@shared/schemas/common.schema';
import type { RequestView } from '@shared/schemas/requests.schema';
import { api } from '@client/lib/api-client';

export const requestKeys = {
  all: ['requests'] as const,
  lists: () => [...requestKeys.all, 'list'] as const,
  list: (page: number, archived: boolean) => [...requestKeys.lists(), page, archived] as const,
  detail: (id: number) => [...requestKeys.all, 'detail', id] as const,
};

/** GET /api/quote_requests/index/page:{n} (newest first, 10 a page). */
export const myRequestsQuery = (page: number, archived = false) =>
  queryOptions({
    queryKey: requestKeys.list(page, archived),
    queryFn: () => api.get<Paged<RequestView>>(`/api/quote_requests/index/page:${page}${archived ? '?archived=1' : ''}`),
    staleTime: 15_000,
  });

/** GET /api/quote_request/{id} */
export const requestQuery = (id: number) =>
  queryOptions({ queryKey: requestKeys.detail(id), queryFn: () => api.get<RequestView>(`/api/quote_request/${id}`), staleTime: 15_000 });

export function useMyRequests(page: number, archived = false) {
  return useQuery(myRequestsQuery(page, archived));
}

export function useRequest(id: number) {
  return useQuery({ ...requestQuery(id), enabled: id > 0 });
}
