/**
 * Orphan uploads (ADR 0027): a file uploaded but never attached to anything (a request, quote,
 * message, review, report, template, certificate, identity check, service photo or logo) is deleted with its stored
 * variants once ORPHAN_UPLOAD_GRACE_HOURS have passed. The grace is at least the upload quota's 24-hour window, so
 * deleting never frees quota early, and leaves a person composing a request time to finish it.
 *
 * The other way round, a stored file that no row refers to (the process died between storing a file and writing its
 * row, or a removal failed) is deleted once it is older than the same grace: every upload writes its files first and
 * its row within the request, so a file that old with no row will never get one.
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

/** Deletes stored files older than the grace that no row refers to; answers how many went. */
export async function removeUnreferencedFiles(deps: FullDeps, graceHours = ORPHAN_UPLOAD_GRACE_HOURS): Promise<number> {
  const cutoff = new Date(Date.now() - graceHours * 3_600_000);
  let removed = 0;
  for await (const names of deps.files.listOlderThan(cutoff)) {
    const unreferenced = await repo.unreferencedNames(deps.db, names);
    await Promise.all(
      unreferenced.map((n) =>
        deps.files.remove(n).then(
          () => void removed++,
          (err: Error) => logger().warn('unreferenced-file-remove-failed', { name: n, err: err.message }),
        ),
      ),
    );
  }
  if (removed) logger().info('unreferenced-files-removed', { count: removed });
  return removed;
}
