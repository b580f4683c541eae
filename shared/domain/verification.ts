/**
 * Certificate and identity verification constants (SPEC §3, §4) without zod, so pages and the route
 * table can use them without bundling the schemas. The schemas are in shared/schemas/certificates.schema.ts.
 */
export const VERIFICATION_STATES = ['pending', 'approved', 'withdrawn', 'rejected'] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];
export const VERIFICATION_STATUS = { pending: 1, approved: 2, withdrawn: 3, rejected: 4 } as const satisfies Record<
  VerificationState,
  number
>;

/** The state name of a status number (1 → pending …). */
export function stateOf(status: number): VerificationState {
  return VERIFICATION_STATES.find((s) => VERIFICATION_STATUS[s] === status) ?? 'pending';
}

export const CERTIFICATE_TYPES = ['company', 'personal'] as const;
export type CertificateType = (typeof CERTIFICATE_TYPES)[number];

/**
 * Common Hong Kong trade licences: WSD licensed plumber, EMSD registered electrical worker, EMSD registered gas
 * installer, BD registered minor works contractor, a first-aid certificate, or another one named by the pro.
 */
export const LICENCE_TYPES = ['wsd_plumber', 'emsd_electrician', 'emsd_gas', 'bd_minor_works', 'first_aid', 'other'] as const;
export type LicenceType = (typeof LICENCE_TYPES)[number];

export const CARD_TYPES = ['HKID', 'passport'] as const;
export type CardType = (typeof CARD_TYPES)[number];

/** Files of one certificate or identity check: 1 to 5 of the caller's own uploads (images or PDF). */
export const MAX_VERIFICATION_FILES = 5;

export const OPS_STATUS_FILTERS = ['pending', 'approved', 'rejected'] as const;
export const VERIFICATION_KINDS = ['certificate', 'identity'] as const;
export type VerificationKind = (typeof VERIFICATION_KINDS)[number];
