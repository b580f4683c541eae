/** The HTTP edge of the wallet (shared/api/wallet.contract.ts). */
import { walletContract } from '@shared/api/wallet.contract';
import type { FullDeps } from '../../lib/adapters';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import * as wallet from './wallet.service';
import { statementHandlers } from './wallet-statements.router';

export function walletRoutes(deps: FullDeps): Implementation[] {
  const { db } = deps;
  return implement(walletContract, {
    balance: ({ user }) => wallet.getBalance(db, user.id),
    ledger: ({ user, query }) => wallet.listLedger(db, user.id, query),
    ...statementHandlers(deps),
  });
}
