/** Partner sessions (docs/decisions/0044): the exchange's body and the signed token's payload. */
import { z } from 'zod';

/** POST /api/users/partner_session: the token the partner signed (payload.signature, both base64url). */
export const partnerSessionSchema = z.object({
  token: z.string().min(20).max(4096),
  device_id: z.string().max(200).optional(),
});
export type PartnerSessionInput = z.infer<typeof partnerSessionSchema>;

/** The token's payload as the partner writes it (JSON, UTF-8, base64url without padding). */
export const partnerTokenPayloadSchema = z.object({
  v: z.literal(1),
  /** The partner's id: life55688 or fet. */
  partner: z.string().min(1).max(32),
  /** The partner's own id of its user (stable, never reused). */
  sub: z.string().min(1).max(128),
  email: z.string().email().max(254),
  /** Optional, E.164 (+852…). */
  phone: z
    .string()
    .regex(/^\+\d{8,15}$/)
    .optional(),
  /** Unix seconds; at most 5 minutes ahead. */
  exp: z.number().int().positive(),
  /** 16–128 characters, unique per token: a token is used once. */
  nonce: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/),
  first_name: z.string().max(60).optional(),
  last_name: z.string().max(60).optional(),
});
export type PartnerTokenPayload = z.infer<typeof partnerTokenPayloadSchema>;
