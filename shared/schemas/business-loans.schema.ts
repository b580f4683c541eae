/**
 * Business-loan enquiry wire schemas (SPEC §6 flag `businessLoan`): the amount in whole HKD within the domain's bounds,
 * what it is for, how long the business has traded, a Hong Kong phone to call back, and the pro's consent to be
 * contacted by Sifu and the lending partner. Every field is checked at once, so the form shows each problem under it.
 */
import { z } from 'zod';
import {
  BUSINESS_AGES,
  BUSINESS_LOAN_ERRORS,
  BUSINESS_LOAN_MAX_HKD,
  BUSINESS_LOAN_MIN_HKD,
  BUSINESS_LOAN_PURPOSES,
  BUSINESS_LOAN_STATUSES,
} from '../domain/business-loans';
import { shortText } from './common.schema';
import { hkPhoneSchema } from './google-reserve.schema';
import { personSchema } from './back-office.schema';

const strict = { error: (i: { code?: string }) => (i.code === 'unrecognized_keys' ? 'field_not_allowed' : undefined) };

/** POST /api/business_loan */
export const businessLoanInputSchema = z.strictObject(
  {
    /** Whole Hong Kong dollars; a string of digits (a form field) is taken too. */
    amount: z.coerce
      .number({ message: BUSINESS_LOAN_ERRORS.AMOUNT })
      .int({ message: BUSINESS_LOAN_ERRORS.AMOUNT })
      .min(BUSINESS_LOAN_MIN_HKD, { message: BUSINESS_LOAN_ERRORS.AMOUNT })
      .max(BUSINESS_LOAN_MAX_HKD, { message: BUSINESS_LOAN_ERRORS.AMOUNT }),
    purpose: z.enum(BUSINESS_LOAN_PURPOSES, { message: 'invalid_option' }),
    business_age: z.enum(BUSINESS_AGES, { message: 'invalid_option' }),
    phone: hkPhoneSchema,
    /** Anything the pro wants finance to know before the call. */
    details: shortText(500).optional().default(''),
    consent: z.literal(true, { message: BUSINESS_LOAN_ERRORS.CONSENT }),
  },
  strict,
);
export type BusinessLoanInput = z.input<typeof businessLoanInputSchema>;
export type BusinessLoanValues = z.output<typeof businessLoanInputSchema>;

/** The fields of the form, in the order it shows them (server field errors are mapped onto these). */
export const BUSINESS_LOAN_FORM_FIELDS = [
  'amount',
  'purpose',
  'business_age',
  'phone',
  'details',
  'consent',
] as const satisfies ReadonlyArray<keyof BusinessLoanInput>;

export const businessLoanSchema = z.object({
  id: z.number().int(),
  status: z.enum(BUSINESS_LOAN_STATUSES),
  amount: z.number().int(),
  purpose: z.enum(BUSINESS_LOAN_PURPOSES),
  business_age: z.enum(BUSINESS_AGES),
  phone: z.string(),
  details: z.string(),
  created: z.string(),
  contacted_at: z.string().nullable(),
  closed_at: z.string().nullable(),
});
export type BusinessLoan = z.infer<typeof businessLoanSchema>;

/** GET /api/business_loan: the pro's latest enquiry (null before the first), and whether a new one may be sent. */
export const myBusinessLoanSchema = z.object({ enquiry: businessLoanSchema.nullable(), can_enquire: z.boolean() });
export type MyBusinessLoan = z.infer<typeof myBusinessLoanSchema>;

/** One enquiry as finance works it: who sent it, who last moved it and their note. */
export const opsBusinessLoanSchema = businessLoanSchema.extend({
  pro: personSchema.extend({ email: z.string() }),
  handled_by: personSchema.nullable(),
  note: z.string(),
});
export type OpsBusinessLoan = z.infer<typeof opsBusinessLoanSchema>;

/** POST /api/ops/business_loans/{id}/status: contacted or closed, with an internal note. */
export const businessLoanMoveSchema = z.strictObject(
  { status: z.enum(['contacted', 'closed'], { message: 'invalid_option' }), note: shortText(500).optional().default('') },
  strict,
);
export type BusinessLoanMoveInput = z.input<typeof businessLoanMoveSchema>;
