/**
 * Safety payments (SPEC §1, §4 third-party payment, §6 flag `safetyPayment`; docs/decisions/0037). Every endpoint is
 * a 404 while the flag is off.
 */
import { endpoint } from './endpoint';
import { payoutAccountInputSchema, payoutAccountSchema } from '../schemas/safety-payments.schema';

export const safetyPaymentsContract = {
  payoutAccount: endpoint({
    method: 'GET',
    path: '/safety_payments/payout_account',
    access: 'pro',
    rate: 'read',
    summary: "Where the pro's released safety payments are paid out, masked (null until saved)",
    response: payoutAccountSchema.nullable(),
  }),
  savePayoutAccount: endpoint({
    method: 'POST',
    path: '/safety_payments/payout_account',
    access: 'pro',
    rate: 'payout_account',
    summary:
      'Save the payout bank account or FPS proxy, with the current password; validated field by field, shown masked, the pro e-mailed on every change',
    body: payoutAccountInputSchema,
    response: payoutAccountSchema,
    invalidates: ['/safety_payments/payout_account'],
  }),
};
