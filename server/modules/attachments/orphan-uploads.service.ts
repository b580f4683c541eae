/**
 * Orphan uploads (issue 14 item 1, ADR 0027): a file uploaded but never attached to anything (a request, quote,
 * message, review, report, template, certificate, identity check, service photo or logo) is deleted with its stored
 * variants once ORPHAN_UPLOAD_GRACE_HOURS have passed. The grace is at least the upload quota's 24-hour window, so
 * deleting never frees quota early, and leaves a person composing a request time to finish it.
 */
import type { FullDeps } from '../../lib/adapters';
import { logger } from '../../lib/logger';
import * as repo from './attachments.repository';

export const ORPHAN_UPLOAD_GRACE_HOURS = 24;
const BATCH = 200;

/** Deletes orphan uploads older than the grace (rows first, then their files); answers how many rows went. */
export async function removeOrphanUploads(deps: FullDeps, graceHours = ORPHAN_UPLOAD_GRACE_HOURS): Promise<number> {
  let removed = 0;
  for (;;) {
    const rows = await repo.deleteOrphans(deps.db, graceHours, BATCH);
    removed += rows.length;
    const names = rows.flatMap((r) => storedNamesOf(r));
    await Promise.all(
      names.map((n) =>
        deps.files.remove(n).catch((err: Error) => logger().warn('orphan-file-remove-failed', { name: n, err: err.message })),
      ),
    );
    if (rows.length < BATCH) return removed;
  }
}

function storedNamesOf(r: Pick<repo.AttachmentRow, 'storage_name' | 'variants'>): string[] {
  const names = [r.storage_name];
  for (const v of [r.variants?.thumb, r.variants?.display]) if (v) names.push(v.webp, v.jpeg);
  return names;
}
