/** Changes to a service's photos and logo; every answer is the whole media state, kept as the query's data. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PRO_CARD_READS, serviceMediaContract as C } from '@shared/api/service-media.contract';
import type { ServiceMedia } from '@shared/schemas/service-media.schema';
import { callApi } from '@client/lib/api-client';
import { endpointKey, refetchUnder } from '@client/lib/endpoint-query';

type Change =
  | { kind: 'add'; attachmentIds: number[] }
  | { kind: 'edit'; mediaId: number; caption_zh: string; caption_en: string }
  | { kind: 'delete'; mediaId: number }
  | { kind: 'reorder'; ids: number[] }
  | { kind: 'logo'; attachmentId: number | null };

function run(serviceId: number, c: Change): Promise<ServiceMedia> {
  const id = serviceId;
  switch (c.kind) {
    case 'add':
      return callApi(C.add, { params: { id }, body: { attachment_ids: c.attachmentIds } });
    case 'edit':
      return callApi(C.edit, { params: { id, mediaId: c.mediaId }, body: { caption_zh: c.caption_zh, caption_en: c.caption_en } });
    case 'delete':
      return callApi(C.remove, { params: { id, mediaId: c.mediaId } });
    case 'reorder':
      return callApi(C.reorder, { params: { id }, body: { ids: c.ids } });
    case 'logo':
      return callApi(C.logo, { params: { id }, body: { attachment_id: c.attachmentId } });
  }
}

/** One mutation for every media and logo change of the service; reorders show at once and roll back on failure. */
export function useServiceMediaChange(serviceId: number) {
  const qc = useQueryClient();
  const key = endpointKey(C.list, { params: { id: serviceId } });
  return useMutation({
    mutationFn: (c: Change) => run(serviceId, c),
    // Errors are shown next to the photo or the upload button, not in the global dialog.
    meta: { handlesErrors: true },
    onMutate: async (c) => {
      if (c.kind !== 'reorder') return undefined;
      await qc.cancelQueries({ queryKey: key });
      const before = qc.getQueryData<ServiceMedia>(key);
      if (before) {
        const byId = new Map(before.photos.map((p) => [p.id, p]));
        const photos = c.ids.map((pid, i) => ({ ...byId.get(pid)!, display_order: i + 1 })).filter((p) => p.id);
        qc.setQueryData<ServiceMedia>(key, { ...before, photos });
      }
      return { before };
    },
    onError: (_err, _c, context) => {
      if (context?.before) qc.setQueryData(key, context.before);
    },
    onSuccess: (data) => {
      qc.setQueryData(key, data);
      // Every change declares these (the public profile and pro cards show photos and the logo).
      void refetchUnder(qc, PRO_CARD_READS);
    },
  });
}
