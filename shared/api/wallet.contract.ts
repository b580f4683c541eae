/** The caller's credit wallet (ARCHITECTURE §4; SPEC §9 ledger types, 20 a page). */
import { z } from 'zod';
import { endpoint } from './endpoint';
import { ledgerPageSchema, ledgerQuerySchema, walletBalanceSchema } from '../schemas/wallet.schema';
import {
  applyChargeSchema,
  chargeApplicationSchema,
  chargeApplicationsSchema,
  ledgerCsvQuerySchema,
  purchasesCsvQuerySchema,
  trustFundSchema,
} from '../schemas/wallet-statements.schema';

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
  // Statements (ADR 0010): CSV downloads, the trust-fund figures and company receipt or invoice requests.
  ledgerCsv: endpoint({
    method: 'GET',
    path: '/wallet/transactions.csv',
    access: 'user',
    owner: 'wallet',
    rate: 'read',
    raw: true,
    summary: 'The credit history as a CSV download (UTF-8 with BOM; SPEC §9 types unless all=1; range all since 2018 or this week)',
    query: ledgerCsvQuerySchema,
    response: z.unknown(),
  }),
  purchasesCsv: endpoint({
    method: 'GET',
    path: '/wallet/purchases.csv',
    access: 'user',
    owner: 'wallet',
    rate: 'read',
    raw: true,
    summary: 'The purchase history (payment orders) as a CSV download; range all since 2018 or this week (SPEC §9)',
    query: purchasesCsvQuerySchema,
    response: z.unknown(),
  }),
  trustFund: endpoint({
    method: 'GET',
    path: '/wallet/trust_fund',
    access: 'pro',
    owner: 'wallet',
    rate: 'read',
    summary: 'trust_fund_query: where prepaid credit is held and how much of the balance is unspent purchased credit',
    response: trustFundSchema,
  }),
  chargeApplications: endpoint({
    method: 'GET',
    path: '/wallet/charge_applications',
    access: 'pro',
    owner: 'wallet',
    rate: 'read',
    summary: "charge_application: the pro's receipt and invoice requests, newest first, and the paid orders to pick from",
    response: chargeApplicationsSchema,
  }),
  applyCharge: endpoint({
    method: 'POST',
    path: '/wallet/charge_applications',
    access: 'pro',
    owner: 'wallet',
    rate: 'write',
    summary: 'Request a company receipt or invoice for paid orders (each order once; 409 already_requested)',
    body: applyChargeSchema,
    response: chargeApplicationSchema,
    invalidates: ['/wallet/charge_applications'],
  }),
};
