/** The HTTP edge of the statements (ADR 0010): CSV downloads, trust fund and charge applications of wallet.contract. */
import type { Response } from 'express';
import type { walletContract } from '@shared/api/wallet.contract';
import type { FullDeps } from '../../lib/adapters';
import { sendFile } from '../../lib/file-response';
import type { Handlers } from '../../middleware/api-endpoint';
import type { OpenedFile } from '../attachments/attachments.service';
import * as charges from './charge-applications.service';
import * as documents from './charge-documents.service';
import * as statements from './wallet-statements.service';

type StatementHandlers = Pick<
  Handlers<typeof walletContract>,
  | 'ledgerCsv'
  | 'purchasesCsv'
  | 'trustFund'
  | 'chargeApplications'
  | 'applyCharge'
  | 'chargeDocument'
  | 'opsChargeApplication'
  | 'produceChargeDocument'
  | 'opsChargeDocument'
>;

function sendCsv(res: Response, file: statements.CsvFile): void {
  const data = Buffer.from(file.body, 'utf8');
  sendFile(res, { data, mime: 'text/csv; charset=utf-8', fileName: file.fileName, cacheControl: 'private, no-store' });
}

/** A receipt or invoice PDF: always a download (never shown inline on our origin), never cached. */
function sendPdf(res: Response, file: OpenedFile): void {
  sendFile(res, { data: file.data, mime: 'application/pdf', fileName: file.fileName, cacheControl: 'private, no-store' });
}

/** Handlers spread into walletRoutes (wallet.router.ts). */
export function statementHandlers(deps: FullDeps): StatementHandlers {
  return {
    ledgerCsv: async ({ user, query, res }) => sendCsv(res, await statements.ledgerCsv(deps, user.id, query)),
    purchasesCsv: async ({ user, query, res }) => sendCsv(res, await statements.purchasesCsv(deps, user.id, query)),
    trustFund: ({ user }) => statements.getTrustFund(deps.db, user.id),
    chargeApplications: ({ user, req }) => charges.listChargeApplications(deps.db, user.id, req.lng),
    applyCharge: ({ user, body }) => charges.applyCharge(deps, user.id, body),
    chargeDocument: async ({ user, params, res }) => sendPdf(res, await documents.ownChargeDocument(deps, user.id, params.id)),
    opsChargeApplication: ({ params }) => documents.opsChargeApplication(deps, params.id),
    produceChargeDocument: ({ user, params }) =>
      documents.produceChargeDocument(deps, { id: user.id, roles: user.staff_roles ?? [] }, params.id),
    opsChargeDocument: async ({ params, res }) => sendPdf(res, await documents.opsChargeDocument(deps, params.id)),
  };
}
