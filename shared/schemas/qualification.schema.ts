/** SPEC §3 qualificationStatusList item, on its own so user info (accounts.schema) does not pull the certificate schemas. */
import { z } from 'zod';
import { LICENCE_TYPES, VERIFICATION_KINDS } from '../domain/verification';

export const verificationStatusSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
export type VerificationStatus = z.infer<typeof verificationStatusSchema>;

/** SPEC §3 qualificationStatusList: the user's approved identity and certificates, each with its approval date. */
export const qualificationSchema = z.object({
  kind: z.enum(VERIFICATION_KINDS),
  id: z.number().int(),
  /** company | personal for certificates, HKID | passport for identity. */
  type: z.string(),
  licence_type: z.enum(LICENCE_TYPES).nullable(),
  name: z.string(),
  quote_service_id: z.number().int().nullable(),
  status: verificationStatusSchema,
  approved_on: z.string(),
});
export type Qualification = z.infer<typeof qualificationSchema>;
