/** The signed-in user's credit wallet (SPEC §9 ledger). */
import { Router } from 'express';
import { ledgerQuerySchema } from '@shared/schemas/wallet.schema';
import { parse } from '../../lib/validate';
import type { AppDeps } from '../../lib/app-deps';
import { requireAuth, userOf } from '../../middleware/require-auth';
import * as wallet from './wallet.service';

export function walletRouter(deps: AppDeps): Router {
  const { db } = deps;
  const r = Router();

  r.get('/wallet/balance', requireAuth, async (req, res) => {
    res.json({ status: 'Success', data: await wallet.getBalance(db, userOf(req).id) });
  });

  r.get('/wallet/transactions', requireAuth, async (req, res) => {
    const query = parse(ledgerQuerySchema, req.query);
    res.json({ status: 'Success', data: await wallet.listLedger(db, userOf(req).id, query) });
  });

  return r;
}
