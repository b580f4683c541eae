/**
 * Certificates and identity verification (SPEC §3 certificates, identity; §4 certificate status) and the operator
 * verification queue. Certificates are of type company (a Hong Kong business registration number,
 * `unified_number`) or personal (a licence: `licence_type` + its number, `reference_identity`); both carry files.
 * Statuses: 1 pending, 2 approved, 3 withdrawn (SPEC: "retrieved"), 4 rejected (with a reason).
 */
import { z } from 'zod';
import { attachmentSchema } from './attachments.schema';
import { idParam, pageParam, pagedSchema, shortText, longText } from './common.schema';
import { listOf } from './form-values';
import {
  CARD_TYPES,
  CERTIFICATE_TYPES,
  LICENCE_TYPES,
  OPS_STATUS_FILTERS,
  VERIFICATION_KINDS,
  VERIFICATION_STATES,
  MAX_VERIFICATION_FILES,
  type CardType,
} from '../domain/verification';
import { qualificationSchema, verificationStatusSchema } from './qualification.schema';

export * from '../domain/verification';
export * from './qualification.schema';

const stateSchema = z.enum(VERIFICATION_STATES);

const fileIds = listOf(idParam, MAX_VERIFICATION_FILES).refine((ids) => ids.length > 0, { message: 'files_required' });

// ---------------------------------------------------------------------------------------------------
// Number formats
// ---------------------------------------------------------------------------------------------------

/**
 * A Hong Kong business registration number: 8 digits, optionally followed by the 3-digit branch number
 * ("12345678", "12345678-001", "12345678 001"). Returns the canonical form or null.
 */
export function normalizeBrNumber(raw: string): string | null {
  const m = /^(\d{8})(?:[-\s]?(\d{3}))?$/.exec(raw.trim().replace(/\s+/g, ' '));
  if (!m) return null;
  return m[2] ? `${m[1]}-${m[2]}` : m[1];
}

const HKID_SHAPE = /^([A-Z]{1,2})(\d{6})\(?([0-9A])\)?$/;

/** The check digit of an HKID from its letters and 6 digits (weights 9..2, mod 11; a one-letter prefix counts as a space = 36). */
export function hkidCheckDigit(letters: string, digits: string): string {
  const chars = (letters.length === 1 ? ' ' : '') + letters + digits;
  let sum = 0;
  for (let i = 0; i < 8; i += 1) {
    const c = chars[i];
    const value = c === ' ' ? 36 : /\d/.test(c) ? Number(c) : c.charCodeAt(0) - 55;
    sum += value * (9 - i);
  }
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'A' : String(check);
}

export type HkidProblem = 'invalid_hkid' | 'hkid_check_digit';

/** Checks an HKID ("A123456(3)", "a1234563", "AB 987654 (A)"): its canonical form, or the problem. */
export function parseHkid(raw: string): { ok: true; value: string } | { ok: false; problem: HkidProblem } {
  const m = HKID_SHAPE.exec(raw.toUpperCase().replace(/\s+/g, ''));
  if (!m) return { ok: false, problem: 'invalid_hkid' };
  const [, letters, digits, check] = m;
  if (hkidCheckDigit(letters, digits) !== check) return { ok: false, problem: 'hkid_check_digit' };
  return { ok: true, value: `${letters}${digits}(${check})` };
}

/** A passport number: 6 to 20 letters and digits (upper-cased, spaces removed), or null. */
export function normalizePassport(raw: string): string | null {
  const v = raw.toUpperCase().replace(/\s+/g, '');
  return /^[A-Z0-9]{6,20}$/.test(v) ? v : null;
}

/** An identity document number checked for its card type: the canonical form, or the field error code. */
export function parseRealId(
  cardType: CardType,
  raw: string,
): { ok: true; value: string } | { ok: false; problem: HkidProblem | 'invalid_passport' } {
  if (cardType === 'HKID') return parseHkid(raw);
  const passport = normalizePassport(raw);
  return passport ? { ok: true, value: passport } : { ok: false, problem: 'invalid_passport' };
}

/** A licence or registration number: letters, digits and - / . ( ) spaces, starting with a letter or digit. */
const LICENCE_NUMBER = /^[A-Za-z0-9][A-Za-z0-9\-/.() ]*$/;

/** Runs a cross-field rule only once the fields it reads are valid on their own (field errors stay per field). */
const onceValid = (...fields: string[]) => ({
  when: (payload: { issues: ReadonlyArray<{ path?: PropertyKey[] }> }) =>
    !payload.issues.some((i) => fields.includes(String(i.path?.[0] ?? ''))),
});

// ---------------------------------------------------------------------------------------------------
// Inputs
// ---------------------------------------------------------------------------------------------------

const companyInputSchema = z.object({
  type: z.literal('company'),
  unified_number: shortText(20)
    .min(1, { message: 'required' })
    .refine((v) => normalizeBrNumber(v) !== null, { message: 'invalid_br_number' })
    .transform((v) => normalizeBrNumber(v)!),
  name: shortText(200).min(2, { message: 'required' }),
  description: longText(500).default(''),
  attachment_ids: fileIds,
});

const personalInputSchema = z
  .object({
    type: z.literal('personal'),
    licence_type: z.enum(LICENCE_TYPES, { message: 'invalid_option' }),
    reference_identity: shortText(40)
      .min(1, { message: 'required' })
      .refine((v) => LICENCE_NUMBER.test(v), { message: 'invalid_licence_number' }),
    /** Required for licence type "other" (what the licence is); optional otherwise. */
    name: shortText(200).default(''),
    description: longText(500).default(''),
    attachment_ids: fileIds,
  })
  .refine((v) => v.licence_type !== 'other' || v.name.length >= 2, {
    path: ['name'],
    message: 'required',
    ...onceValid('licence_type', 'name'),
  });

/** POST /api/services/{id}/certificates/add */
export const certificateInputSchema = z.discriminatedUnion('type', [companyInputSchema, personalInputSchema], {
  message: 'invalid_option',
});
export type CertificateInput = z.infer<typeof certificateInputSchema>;

/** POST /api/users/identity: HKID numbers are checked with their check digit; passports are 6–20 letters and digits. */
export const identityInputSchema = z
  .object({
    card_type: z.enum(CARD_TYPES, { message: 'invalid_option' }),
    real_id: shortText(30).min(1, { message: 'required' }),
    real_name: shortText(100).min(2, { message: 'required' }),
    attachment_ids: fileIds,
  })
  .superRefine(
    (v, ctx) => {
      const checked = parseRealId(v.card_type, v.real_id);
      if (!checked.ok) ctx.addIssue({ code: 'custom', path: ['real_id'], message: checked.problem });
    },
    onceValid('card_type', 'real_id'),
  )
  .transform((v) => {
    const checked = parseRealId(v.card_type, v.real_id);
    return { ...v, real_id: checked.ok ? checked.value : v.real_id };
  });
export type IdentityInput = z.infer<typeof identityInputSchema>;

/** POST /api/ops/verifications/{kind}/{id}/reject */
export const rejectInputSchema = z.object({ reason: shortText(500).min(1, { message: 'required' }) });

export const certificateParamsSchema = z.object({ id: idParam, certId: idParam });

/** GET /api/ops/verifications */
export const opsQuerySchema = z.object({
  status: z.enum(OPS_STATUS_FILTERS).default('pending'),
  kind: z.enum(VERIFICATION_KINDS).optional(),
  page: pageParam,
});
export type OpsQuery = z.infer<typeof opsQuerySchema>;

/** One queue item: /ops/verifications/{kind}/{id}. */
export const opsItemParamsSchema = z.object({ kind: z.enum(VERIFICATION_KINDS), id: idParam });

// ---------------------------------------------------------------------------------------------------
// Outputs
// ---------------------------------------------------------------------------------------------------

/** What a certificate says, as its owner entered it; owners and operators see the same. */
const certificateFields = {
  type: z.enum(CERTIFICATE_TYPES),
  licence_type: z.enum(LICENCE_TYPES).nullable(),
  name: z.string(),
  unified_number: z.string().nullable(),
  reference_identity: z.string().nullable(),
  description: z.string(),
};

/** Where a submission stands in review, and why it was rejected. */
const reviewFields = {
  status: verificationStatusSchema,
  state: stateSchema,
  reject_reason: z.string().nullable(),
  reviewed_on: z.string().nullable(),
};

/** A certificate as its owner (and operators) see it. Times are UTC 'YYYY-MM-DD HH:mm:ss'. */
export const certificateSchema = z.object({
  service_certificate_id: z.number().int(),
  quote_service_id: z.number().int(),
  business_name_zh: z.string(),
  business_name_en: z.string(),
  ...certificateFields,
  ...reviewFields,
  created: z.string(),
  modified: z.string(),
  files: z.array(attachmentSchema),
});
export type Certificate = z.infer<typeof certificateSchema>;

/** The owner's view of an identity check: the number is masked (e.g. A123***(*)); only operators see it whole. */
export const identityStateSchema = z.object({
  id: z.number().int(),
  card_type: z.enum(CARD_TYPES),
  real_id_masked: z.string(),
  real_name: z.string(),
  ...reviewFields,
  created: z.string(),
  files: z.array(attachmentSchema),
});
export type IdentityState = z.infer<typeof identityStateSchema>;

/** GET /api/certification: identity state (id_status 0 = never submitted), the user's certificates and the approved list. */
export const certificationSchema = z.object({
  id_status: z.number().int(),
  identity: identityStateSchema.nullable(),
  certificates: z.array(certificateSchema),
  qualificationStatusList: z.array(qualificationSchema),
});
export type Certification = z.infer<typeof certificationSchema>;

/** One operator decision (operator_audit): who, when, what and why. */
export const auditEntrySchema = z.object({
  action: z.enum(['approve', 'reject']),
  /** The operator's full name and username (empty when a provider decided). */
  operator: z.string(),
  operator_username: z.string(),
  reason: z.string(),
  created: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const opsCommon = {
  id: z.number().int(),
  status: verificationStatusSchema,
  state: stateSchema,
  created: z.string(),
  reject_reason: z.string().nullable(),
  reviewed_on: z.string().nullable(),
  user: z.object({ id: z.number().int(), username: z.string(), full_name: z.string() }),
  files: z.array(attachmentSchema),
  history: z.array(auditEntrySchema),
};

/** An item of the operator queue: a certificate (with its service) or an identity check (with the full number). */
export const opsItemSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('certificate'),
    ...opsCommon,
    service: z.object({ quote_service_id: z.number().int(), business_name_zh: z.string(), business_name_en: z.string() }),
    ...certificateFields,
  }),
  z.object({
    kind: z.literal('identity'),
    ...opsCommon,
    card_type: z.enum(CARD_TYPES),
    real_id: z.string(),
    real_name: z.string(),
    provider: z.string(),
  }),
]);
export type OpsItem = z.infer<typeof opsItemSchema>;

export const opsPageSchema = pagedSchema(opsItemSchema).extend({
  /** Pending items of each kind (the queue's badge counts). */
  pending: z.object({ certificate: z.number().int(), identity: z.number().int() }),
});
export type OpsPage = z.infer<typeof opsPageSchema>;

/** The result of an operator decision. */
export const decisionResultSchema = z.object({
  kind: z.enum(VERIFICATION_KINDS),
  id: z.number().int(),
  status: verificationStatusSchema,
  state: stateSchema,
  reviewed_on: z.string(),
});
export type DecisionResult = z.infer<typeof decisionResultSchema>;
