/**
 * Safety payment wire schemas (SPEC §4 third-party payment; docs/decisions/0037). The rules themselves (what a bank
 * accepts, masking) are in shared/domain/safety-payments.ts.
 */
import { z } from 'zod';
import { shortText } from './common.schema';

const strict = { error: (i: { code?: string }) => (i.code === 'unrecognized_keys' ? 'field_not_allowed' : undefined) };

/** A pro's payout account as shown back: never the full account number or proxy. */
export const payoutAccountSchema = z.object({
  method: z.enum(['bank', 'fps']),
  holder: z.string(),
  /** `004-123-***9012`, `***4567`, `p***@example.hk`. */
  masked: z.string(),
  modified: z.string(),
});
export type PayoutAccountView = z.infer<typeof payoutAccountSchema>;

/**
 * POST /api/safety_payments/payout_account: the bank fields for `bank`, the proxy for `fps`; the current password
 * confirms a first entry and every change. Formats are checked by the service against the domain rules, field by field.
 */
export const payoutAccountInputSchema = z.strictObject(
  {
    method: z.enum(['bank', 'fps'], { message: 'required' }),
    holder: shortText(70).min(1, { message: 'required' }),
    bank_code: shortText(10).optional().default(''),
    branch_code: shortText(10).optional().default(''),
    account_number: shortText(20).optional().default(''),
    fps_proxy: shortText(80).optional().default(''),
    password: z.string().min(1, { message: 'required' }).max(200, { message: 'too_long' }),
  },
  strict,
);
export type PayoutAccountInput = z.infer<typeof payoutAccountInputSchema>;
