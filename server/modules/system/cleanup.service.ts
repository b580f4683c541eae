/**
 * The cleanup sweep (ADR 0027): one-time codes, login links and sign-in tickets expired for a day,
 * uploads nothing refers to after their grace, stored files no row refers to, and sent e-mail kept past its retention. Sessions are ended by the
 * `idle-sessions` sweep (session-policy.service.ts).
 */
import type { FullDeps } from '../../lib/adapters';
import { purgeMailOutbox } from '../../lib/mail-queue';
import { removeOrphanUploads, removeUnreferencedFiles } from '../attachments/orphan-uploads.service';
import { deleteExpiredCodes } from './expired-codes.repository';
import { deleteExpiredLinks } from '../../lib/hash-link-tokens';

/** Expired codes stay a day, so a late click still finds its row and gets the "expired" answer, not "unknown". */
export const EXPIRED_CODE_GRACE_HOURS = 24;

/** Runs every cleanup; answers how many rows went in all. */
export async function runCleanup(deps: FullDeps): Promise<number> {
  const codes = await deleteExpiredCodes(deps.db, EXPIRED_CODE_GRACE_HOURS);
  const uploads = await removeOrphanUploads(deps);
  const files = await removeUnreferencedFiles(deps);
  const mails = await purgeMailOutbox(deps.db);
  const links = await deleteExpiredLinks(deps.db);
  return Object.values(codes).reduce((a, b) => a + b, 0) + uploads + files + mails + links;
}
