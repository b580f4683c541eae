/**
 * Merchant application wire schemas (SPEC §7 payments "merchant application"; docs/decisions/0041). Every field is
 * checked at once, so the form shows each problem under its field: the BR number's 8 digits (optionally its 3-digit
 * branch), a Hong Kong phone, the e-mail, and the bank account by the payout account's rules.
 */
import { z } from 'zod';
import {
  COMPANY_TYPES,
  MAX_MERCHANT_DOCUMENTS,
  MERCHANT_APPLICATION_STATUSES,
  normalizedBankField,
  type BankField,
} from '../domain/merchants';
import { normalizeBrNumber } from './certificates.schema';
import { emailSchema } from './accounts.schema';
import { attachmentSchema } from './attachments.schema';
import { idParam, requiredReason, shortText } from './common.schema';
import { hkPhoneSchema } from './google-reserve.schema';
import { personSchema } from './back-office.schema';
import { listOf } from './form-values';

const strict = { error: (i: { code?: string }) => (i.code === 'unrecognized_keys' ? 'field_not_allowed' : undefined) };

const required = (max: number) => shortText(max).min(1, { message: 'required' });

/** A bank field, normalized, refused with the payout account's message for it (payout_bank_code …). */
const bankField = (field: BankField, max: number) =>
  required(max)
    .refine((v) => normalizedBankField(field, v) !== null, { message: `payout_${field}` })
    .transform((v) => normalizedBankField(field, v) ?? v);

const documents = listOf(idParam, MAX_MERCHANT_DOCUMENTS).pipe(z.array(z.number()).min(1, { message: 'files_required' }));

/** POST /api/merchant_application: the company, its contact, the bank account payments go to and the documents. */
export const merchantApplicationInputSchema = z
  .strictObject(
    {
      company_name_zh: shortText(120).optional().default(''),
      company_name_en: shortText(120).optional().default(''),
      /** Hong Kong business registration number: 8 digits, optionally the 3-digit branch number. */
      br_number: required(40)
        .refine((s) => normalizeBrNumber(s) !== null, { message: 'invalid_br_number' })
        .transform((s) => normalizeBrNumber(s) ?? s),
      company_type: z.enum(COMPANY_TYPES, { message: 'invalid_option' }),
      contact_name: required(100),
      phone: hkPhoneSchema,
      email: emailSchema,
      address: required(255),
      bank_code: bankField('bank_code', 10),
      branch_code: bankField('branch_code', 10),
      account_number: bankField('account_number', 20),
      account_holder: bankField('holder', 70),
      /** Uploads (POST /api/attachments) of the business registration certificate. */
      br_documents: documents,
      /** Uploads of a bank statement or cheque showing the account and its holder. */
      bank_documents: documents,
    },
    strict,
  )
  // The company's name as registered: in Chinese, in English, or both. Checked even when other fields failed (`when`),
  // so the form shows every problem at once.
  .refine((v) => Boolean(String(v.company_name_zh ?? '').trim() || String(v.company_name_en ?? '').trim()), {
    message: 'merchant_company_name_required',
    path: ['company_name_zh'],
    when: () => true,
  });
export type MerchantApplicationInput = z.input<typeof merchantApplicationInputSchema>;
export type MerchantApplicationValues = z.output<typeof merchantApplicationInputSchema>;

/** The fields of the form, in the order it shows them (server field errors are mapped onto these). */
export const MERCHANT_FORM_FIELDS = [
  'company_name_zh',
  'company_name_en',
  'br_number',
  'company_type',
  'contact_name',
  'phone',
  'email',
  'address',
  'bank_code',
  'branch_code',
  'account_number',
  'account_holder',
  'br_documents',
  'bank_documents',
] as const satisfies ReadonlyArray<keyof MerchantApplicationInput>;

/** An application as its applicant and finance see it: the account number is only ever shown masked. */
export const merchantApplicationSchema = z.object({
  id: z.number().int(),
  status: z.enum(MERCHANT_APPLICATION_STATUSES),
  company_name_zh: z.string(),
  company_name_en: z.string(),
  br_number: z.string(),
  company_type: z.enum(COMPANY_TYPES),
  contact_name: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  bank_code: z.string(),
  branch_code: z.string(),
  /** `004-123-***4567`. */
  account_masked: z.string(),
  account_holder: z.string(),
  br_documents: z.array(attachmentSchema),
  bank_documents: z.array(attachmentSchema),
  /** Why finance refused it (shown to the applicant). */
  reject_reason: z.string().nullable(),
  created: z.string(),
  decided_at: z.string().nullable(),
});
export type MerchantApplication = z.infer<typeof merchantApplicationSchema>;

/** GET /api/merchant_application: the latest application (null before the first), and whether a new one may be sent. */
export const myMerchantApplicationSchema = z.object({
  application: merchantApplicationSchema.nullable(),
  can_apply: z.boolean(),
});
export type MyMerchantApplication = z.infer<typeof myMerchantApplicationSchema>;

/** One application as finance reviews it: who applied, and who decided. */
export const opsMerchantApplicationSchema = merchantApplicationSchema.extend({
  applicant: personSchema.extend({ email: z.string() }),
  decided_by: personSchema.nullable(),
});
export type OpsMerchantApplication = z.infer<typeof opsMerchantApplicationSchema>;

/** POST /api/ops/merchant_applications/{id}/decide: approve (an optional note) or reject with the reason the applicant reads. */
export const merchantDecisionSchema = z.discriminatedUnion('decision', [
  z.strictObject({ decision: z.literal('approve'), reason: shortText(500).optional().default('') }, strict),
  z.strictObject({ decision: z.literal('reject'), reason: requiredReason() }, strict),
]);
export type MerchantDecisionInput = z.input<typeof merchantDecisionSchema>;
