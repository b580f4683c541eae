/**
 * Uploads (SPEC §5): files are checked in the browser first (under 10,000,000 bytes; png, jpeg, gif and,
 * where allowed, pdf), then sent to POST /api/attachments, which checks them again by magic bytes.
 */
import { useCallback, useState } from 'react';
import { ACCEPTED_UPLOAD_TYPES, MAX_UPLOAD_BYTES } from '@shared/domain/limits';
import type { Attachment } from '@shared/schemas/attachments.schema';
import { attachmentsContract } from '@shared/api/attachments.contract';
import { callApi, ApiError } from './api-client';

export type UploadProblem = 'file_too_large' | 'bad_type';

const IMAGE_TYPES = ACCEPTED_UPLOAD_TYPES.filter((t) => t !== 'application/pdf');

/** The `accept` attribute for a file input. */
export function acceptFor(allowPdf: boolean): string {
  return (allowPdf ? ACCEPTED_UPLOAD_TYPES : IMAGE_TYPES).join(',');
}

/** Why a file cannot be uploaded, or null when it can. */
export function checkUpload(file: { size: number; type: string; name: string }, allowPdf = true): UploadProblem | null {
  const type = file.type || guessType(file.name);
  const allowed: readonly string[] = allowPdf ? ACCEPTED_UPLOAD_TYPES : IMAGE_TYPES;
  if (!allowed.includes(type)) return 'bad_type';
  if (file.size >= MAX_UPLOAD_BYTES) return 'file_too_large';
  return null;
}

function guessType(name: string): string {
  const ext = name.toLowerCase().split('.').pop() ?? '';
  return (
    ({ png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', pdf: 'application/pdf' } as Record<string, string>)[
      ext
    ] ?? ''
  );
}

/** POST /api/attachments with every file under the field name "file". */
export function uploadAttachments(files: Array<File | (Blob & { name?: string })>): Promise<Attachment[]> {
  const form = new FormData();
  files.forEach((f, i) => form.append('file', f, (f as File).name || `photo-${i + 1}`));
  return callApi(attachmentsContract.upload, { body: form });
}

/** Checks and uploads files; keeps the uploaded attachments and the last problem for the caller to show. */
export function useUploader(opts: { allowPdf?: boolean; max?: number; initial?: Attachment[] } = {}) {
  const { allowPdf = true, max = 10 } = opts;
  const [items, setItems] = useState<Attachment[]>(opts.initial ?? []);
  const [pending, setPending] = useState(0);
  const [problem, setProblem] = useState<UploadProblem | 'upload_failed' | 'too_many' | null>(null);
  /** The server's (translated) reason when it refused an upload. */
  const [serverMessage, setServerMessage] = useState<string | null>(null);

  const add = useCallback(
    async (list: FileList | File[] | null) => {
      const files = Array.from(list ?? []);
      if (!files.length) return;
      const bad = files.map((f) => checkUpload(f, allowPdf)).find(Boolean);
      if (bad) {
        setProblem(bad);
        return;
      }
      if (items.length + files.length > max) {
        setProblem('too_many');
        return;
      }
      setProblem(null);
      setServerMessage(null);
      setPending((n) => n + files.length);
      try {
        const uploaded = await uploadAttachments(files);
        setItems((cur) => [...cur, ...uploaded]);
      } catch (err) {
        setProblem('upload_failed');
        setServerMessage(err instanceof ApiError && err.status > 0 ? err.message : null);
      } finally {
        setPending((n) => n - files.length);
      }
    },
    [allowPdf, items.length, max],
  );

  const remove = useCallback((id: number) => setItems((cur) => cur.filter((a) => a.id !== id)), []);
  const reset = useCallback((next: Attachment[] = []) => {
    setItems(next);
    setProblem(null);
  }, []);

  return { items, pending, problem, serverMessage, add, remove, reset, clearProblem: () => setProblem(null) };
}

/** What to say about an uploader's last problem: the server's own reason for a refused upload, else `describe(problem)`. */
export function uploadProblemText(
  u: { problem: string | null; serverMessage: string | null },
  describe: (problem: string) => string,
): string | null {
  if (!u.problem) return null;
  return u.problem === 'upload_failed' && u.serverMessage ? u.serverMessage : describe(u.problem);
}
