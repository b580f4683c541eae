/** The HTTP edge of personal data (shared/api/privacy.contract.ts): the export download and account deletion. */
import type { Response } from 'express';
import { privacyContract } from '@shared/api/privacy.contract';
import type { FullDeps } from '../../lib/adapters';
import { clearSessionCookie } from '../../lib/cookies';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import { deleteAccount, previewDeletion, sendDeletionCode } from './account-deletion.service';
import { buildExport } from './privacy-export.service';

/** `attachment` with an ASCII name and the exact UTF-8 one (RFC 6266), never cached. */
function sendJsonFile(res: Response, fileName: string, data: unknown): void {
  const ascii = fileName.replace(/[^A-Za-z0-9_.-]/g, '_');
  res.set({
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  res.send(Buffer.from(JSON.stringify(data, null, 2), 'utf8'));
}

export function privacyRoutes(deps: FullDeps): Implementation[] {
  return implement(privacyContract, {
    exportData: async ({ user, res }) => {
      // One consistent snapshot of every table, read only.
      const file = await deps.db.withTransaction(async (tx) => {
        await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
        return buildExport(tx, user.id, { publicUrl: deps.env.PUBLIC_URL });
      });
      sendJsonFile(res, file.fileName, file.data);
    },
    deletionPreview: ({ user }) => previewDeletion(deps, user.id),
    sendDeletionCode: ({ user }) => sendDeletionCode(deps, user.id),
    deleteAccount: async ({ user, body, res }) => {
      await deleteAccount(deps, user.id, body);
      clearSessionCookie(res, deps.env.secureCookies);
      return { deleted: true as const, redirect: '/' };
    },
  });
}
