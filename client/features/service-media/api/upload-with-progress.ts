/**
 * POST /api/attachments with upload progress (fetch cannot report it): the same endpoint, headers and envelope as
 * callApi (client/lib/api-client.ts), over XMLHttpRequest. Files are checked first with client/lib/uploads.ts.
 */
import { attachmentsContract } from '@shared/api/attachments.contract';
import type { ApiErrorBody } from '@shared/api/api-error';
import { urlOf } from '@shared/api/endpoint';
import type { Attachment } from '@shared/schemas/attachments.schema';
import { ApiError } from '@client/lib/api-client';

/** Uploads the files under the field name "file"; `onProgress` gets 0–100 as the bytes leave the browser. */
export function uploadWithProgress(files: File[], onProgress: (percent: number) => void): Promise<Attachment[]> {
  const form = new FormData();
  files.forEach((f, i) => form.append('file', f, f.name || `photo-${i + 1}`));
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(attachmentsContract.upload.method, urlOf(attachmentsContract.upload));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-Api-Key', 'sifu-web');
    xhr.responseType = 'text';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onerror = () => reject(new ApiError(0, null, 'network'));
    xhr.onload = () => {
      let json: { status?: string; data?: Attachment[]; error?: ApiErrorBody['error'] } | null = null;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        json = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && json?.status === 'Success' && Array.isArray(json.data)) resolve(json.data);
      else reject(new ApiError(xhr.status, json as Partial<ApiErrorBody> | null, xhr.statusText || 'error'));
    };
    xhr.send(form);
  });
}
