/** All of the pro's quote templates (dashboard/templates) and their add / edit / delete (SPEC §3 quote template). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataClient } from '@shared/api/data-client';
import type { CallBody } from '@shared/api/endpoint';
import { quoteTemplatesContract } from '@shared/api/quote-templates.contract';
import { callApi } from '@client/lib/api-client';
import { useDataClient } from '@client/lib/data-client';
import { readQuery, refetchUnder, useCall } from '@client/lib/endpoint-query';

type TemplateBody = CallBody<typeof quoteTemplatesContract.add>;

export const allTemplatesQuery = (data: DataClient) => readQuery(data, quoteTemplatesContract.list, { query: {} }, { staleTime: 30_000 });

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
    onSuccess: (_tpl, { id }) => refetchUnder(qc, id ? quoteTemplatesContract.edit : quoteTemplatesContract.add),
  });
}

export const useTemplateDelete = () => useCall(quoteTemplatesContract.remove, { input: (id: number) => ({ params: { id } }) });
