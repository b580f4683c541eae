/** The HTTP edge of the statements (ADR 0010): CSV downloads, trust fund and charge applications of wallet.contract. */
import type { Response } from 'express';
import type { walletContract } from '@shared/api/wallet.contract';
import type { FullDeps } from '../../lib/adapters';
import type { Handlers } from '../../middleware/api-endpoint';
import * as charges from './charge-applications.service';
import * as statements from './wallet-statements.service';

type StatementHandlers = Pick<
  Handlers<typeof walletContract>,
  'ledgerCsv' | 'purchasesCsv' | 'trustFund' | 'chargeApplications' | 'applyCharge'
>;

function sendCsv(res: Response, file: statements.CsvFile): void {
  res.set({
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${file.fileName}"`,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  res.send(Buffer.from(file.body, 'utf8'));
}

/** Handlers spread into walletRoutes (wallet.router.ts). */
export function statementHandlers(deps: FullDeps): StatementHandlers {
  return {
    ledgerCsv: async ({ user, query, res }) => sendCsv(res, await statements.ledgerCsv(deps, user.id, query)),
    purchasesCsv: async ({ user, query, res }) => sendCsv(res, await statements.purchasesCsv(deps, user.id, query)),
    trustFund: ({ user }) => statements.getTrustFund(deps.db, user.id),
    chargeApplications: ({ user, req }) => charges.listChargeApplications(deps.db, user.id, req.lng),
    applyCharge: ({ user, body }) => charges.applyCharge(deps, user.id, body),
  };
}
