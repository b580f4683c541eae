/** All of the pro's quote templates (dashboard/templates) and their add / edit / delete (SPEC §3 quote template). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataClient } from '@shared/api/data-client';
import type { CallBody } from '@shared/api/endpoint';
import { quoteTemplatesContract } from '@shared/api/quote-templates.contract';
import { callApi } from '@client/lib/api-client';
import { useDataClient } from '@client/lib/data-client';
import { bidKeys } from './bids.queries';

type TemplateBody = CallBody<typeof quoteTemplatesContract.add>;

export const allTemplatesQuery = (data: DataClient) =>
  queryOptions({
    queryKey: [...bidKeys.all, 'templates', 'all'] as const,
    queryFn: () => data.read(quoteTemplatesContract.list, { query: {} }),
    staleTime: 30_000,
  });

export function useAllTemplates() {
  return useQuery(allTemplatesQuery(useDataClient()));
}

/** Add (no id) or edit (id) a template; forms show the field errors themselves. Every template list is refreshed. */
export function useTemplateWrite() {
  const qc = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: ({ id, body }: { id?: number; body: TemplateBody }) =>
      id ? callApi(quoteTemplatesContract.edit, { params: { id }, body }) : callApi(quoteTemplatesContract.add, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: [...bidKeys.all, 'templates'] }),
  });
}

export function useTemplateDelete() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(quoteTemplatesContract.remove, { params: { id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: [...bidKeys.all, 'templates'] }),
  });
}
