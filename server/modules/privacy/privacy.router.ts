/** The HTTP edge of personal data (shared/api/privacy.contract.ts): the export download and account deletion. */
import type { Response } from 'express';
import { privacyContract } from '@shared/api/privacy.contract';
import type { FullDeps } from '../../lib/adapters';
import { clearSessionCookie } from '../../lib/cookies';
import { sendFile } from '../../lib/file-response';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import { deleteAccount, previewDeletion, sendDeletionCode } from './account-deletion.service';
import { buildExport } from './privacy-export.service';

/** A download, never cached. */
function sendJsonFile(res: Response, fileName: string, data: unknown): void {
  const body = Buffer.from(JSON.stringify(data, null, 2), 'utf8');
  sendFile(res, { data: body, mime: 'application/json; charset=utf-8', fileName, cacheControl: 'private, no-store' });
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
