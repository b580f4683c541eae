/** Sends the questionnaire: uploads the pending photos (once), posts search_add, sorts the errors (SPEC §8 614, validation). */
import { useRef, useState } from 'react';
import { isServerError } from '@client/ui/server-error';
import { useDirectRequest, usePostRequest, type PostRequestResult } from '../api/requests.mutations';
import { toPostBody, stepOfField, type Step } from '../components/form-model';
import type { FormDraft } from './form-draft';
import type { PendingPhoto } from './pending-photos';

export type SubmitOutcome =
  | { ok: true; result: PostRequestResult }
  | { ok: false; kind: 'phone' }
  | { ok: false; kind: 'fields'; byStep: Record<string, string>; firstStep?: string; message: string }
  | { ok: false; kind: 'error'; message: string; code: string | number };

/** With `proServiceId` the request goes to that pro first (consumer_want_provider_quote). */
export function useSubmitRequest(slug: string, steps: Step[], proServiceId?: number) {
  const post = usePostRequest();
  const direct = useDirectRequest();
  const uploaded = useRef(new Map<string, number>());
  const [uploading, setUploading] = useState(false);

  async function submit(draft: FormDraft, photos: PendingPhoto[], fieldText: (v: string) => string): Promise<SubmitOutcome> {
    try {
      const todo = photos.filter((p) => !uploaded.current.has(p.id));
      if (todo.length) {
        setUploading(true);
        try {
          // The upload code is only needed when there are photos to send; it stays out of the form's first load.
          const { uploadAttachments } = await import(/* webpackChunkName: "uploads" */ '@client/lib/uploads');
          const res = await uploadAttachments(todo.map((p) => new File([p.blob], p.name, { type: p.type })));
          todo.forEach((p, i) => uploaded.current.set(p.id, res[i].id));
        } finally {
          setUploading(false);
        }
      }
      const ids = photos.map((p) => uploaded.current.get(p.id)).filter((x): x is number => typeof x === 'number');
      const body = toPostBody(slug, steps, draft, ids);
      const result = proServiceId ? await direct.mutateAsync({ ...body, quote_service_id: proServiceId }) : await post.mutateAsync(body);
      return { ok: true, result };
    } catch (err) {
      if (!isServerError(err)) return { ok: false, kind: 'error', message: '', code: 'network' };
      if (err.code === 614 || err.code === '614') return { ok: false, kind: 'phone' };
      const entries = Object.entries(err.fields);
      if (entries.length) {
        const byStep: Record<string, string> = {};
        for (const [field, v] of entries) {
          const id = stepOfField(steps, field) ?? 'summary';
          byStep[id] ??= fieldText(v);
        }
        const firstStep = steps.find((s) => byStep[s.id])?.id;
        return { ok: false, kind: 'fields', byStep, firstStep, message: err.message };
      }
      return { ok: false, kind: 'error', message: err.message, code: err.code };
    }
  }

  return { submit, pending: post.isPending || direct.isPending || uploading, uploading };
}
