/**
 * Personal data (Hong Kong's PDPO data access and retention): "download my data" and deleting the
 * account (SPEC §7 users/delete). What each table holds and how it is exported and erased:
 * server/modules/privacy/personal-data-map.ts.
 */
import { z } from 'zod';
import { endpoint } from './endpoint';
import { deleteAccountResultSchema, deleteAccountSchema, deletionCodeResultSchema, deletionPreviewSchema } from '../schemas/privacy.schema';

export const privacyContract = {
  exportData: endpoint({
    method: 'GET',
    path: '/users/export',
    access: 'user',
    rate: 'data_export',
    raw: true,
    summary:
      'Everything held about the signed-in user as a JSON file download (sifu-data-<username>-<date>.json; no password or token hashes, no codes)',
    response: z.unknown(),
  }),
  deletionPreview: endpoint({
    method: 'GET',
    path: '/users/delete/preview',
    access: 'user',
    rate: 'read',
    summary: 'What deleting the account would do (wallet balance paid/free, open requests, public services) and the ways to confirm it',
    response: deletionPreviewSchema,
  }),
  sendDeletionCode: endpoint({
    method: 'POST',
    path: '/users/delete/email_code',
    access: 'user',
    rate: 'account_delete_code',
    summary: 'E-mail a 6-digit code (15 minutes, single use) that confirms deleting the account, for accounts without a password',
    response: deletionCodeResultSchema,
  }),
  deleteAccount: endpoint({
    method: 'POST',
    path: '/users/delete',
    access: 'user',
    rate: 'account_delete',
    summary:
      'Delete the account (password, phone OTP or e-mailed code): sessions end, personal data is erased or anonymised, the ledger, payments and reviews (anonymised) stay',
    body: deleteAccountSchema,
    response: deleteAccountResultSchema,
  }),
};
