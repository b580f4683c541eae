/** Wallet contracts: balance and the SPEC §9 credit ledger. */
import { z } from 'zod';
import { pagedSchema, pageParam } from './common.schema';
import { formBool } from './form-values';

export const walletBalanceSchema = z.object({ balance: z.number(), currency: z.literal('HKD') });

export const walletTransactionSchema = z.object({
  id: z.number(),
  type: z.number(),
  type_name: z.string(),
  amount: z.number(),
  balance_after: z.number(),
  quote_bid_id: z.number().nullable(),
  description: z.string(),
  created: z.string(),
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;

/** GET /api/wallet/transactions?page=&all=1 */
export const ledgerQuerySchema = z.object({
  page: pageParam,
  all: formBool.optional().default(false),
});

export const ledgerPageSchema = pagedSchema(walletTransactionSchema).extend({ balance: z.number() });
