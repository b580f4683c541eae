/**
 * Personal data contracts (SPEC §7 users/delete): the deletion preview, the e-mailed deletion code
 * and the deletion itself. The export (GET /api/users/export) is a file download described in privacy.contract.ts.
 */
import { z } from 'zod';
import { DELETION_METHODS } from '../domain/privacy';
import { shortText } from './common.schema';
import { formBool } from './form-values';

export { DELETION_METHODS };

const sixDigits = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { message: 'invalid_otp' });

/**
 * POST /api/users/delete. Confirmed with the current password, or a code: `hash` + `otp` from
 * users/verify/phone/preauth sent to the account's confirmed phone, or `email_code` from users/delete/email_code.
 * `forfeit_balance` must be true while the wallet holds paid credit (it is lost, see docs/features.md).
 */
export const deleteAccountSchema = z
  .object({
    method: z.enum(DELETION_METHODS),
    password: z.string().max(200, { message: 'too_long' }).optional(),
    hash: shortText(64).optional(),
    otp: sixDigits.optional(),
    email_code: sixDigits.optional(),
    forfeit_balance: formBool.optional().default(false),
  })
  .superRefine((v, ctx) => {
    const need = (field: 'password' | 'hash' | 'otp' | 'email_code') => {
      if (!v[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'required' });
    };
    if (v.method === 'password') need('password');
    if (v.method === 'phone') {
      need('hash');
      need('otp');
    }
    if (v.method === 'email') need('email_code');
  });
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

export const deleteAccountResultSchema = z.object({ deleted: z.literal(true), redirect: z.string() });

/** GET /api/users/delete/preview: what deleting would do, and the ways to confirm it. */
export const deletionPreviewSchema = z.object({
  /** Whole HKD in the wallet: paid credit is lost unless used first; free credit always lapses. */
  balance: z.number().int(),
  paid_balance: z.number().int(),
  free_balance: z.number().int(),
  open_requests: z.number().int(),
  public_services: z.number().int(),
  /** Ways to confirm: the password (when one is set), a code by SMS to `phone_masked`, a code to `email_masked`. */
  methods: z.array(z.enum(DELETION_METHODS)),
  /** The account's confirmed phone (the code is sent there), shown masked. */
  phone: z.string().nullable(),
  phone_masked: z.string().nullable(),
  email_masked: z.string(),
});
export type DeletionPreview = z.infer<typeof deletionPreviewSchema>;

/** POST /api/users/delete/email_code */
export const deletionCodeResultSchema = z.object({ sent: z.literal(true), email_masked: z.string(), expires_in: z.number().int() });
