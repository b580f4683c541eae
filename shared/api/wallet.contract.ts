/** The caller's credit wallet (ARCHITECTURE §4; SPEC §9 ledger types, 20 a page). */
import { endpoint } from './endpoint';
import { ledgerPageSchema, ledgerQuerySchema, walletBalanceSchema } from '../schemas/wallet.schema';

export const walletContract = {
  balance: endpoint({
    method: 'GET',
    path: '/wallet/balance',
    access: 'user',
    owner: 'wallet',
    rate: 'read',
    summary: 'Credit balance in whole HKD',
    response: walletBalanceSchema,
  }),
  ledger: endpoint({
    method: 'GET',
    path: '/wallet/transactions',
    access: 'user',
    owner: 'wallet',
    rate: 'read',
    summary: 'Credit history (SPEC §9 types unless all=1), 20 a page, with the balance',
    query: ledgerQuerySchema,
    response: ledgerPageSchema,
  }),
};
