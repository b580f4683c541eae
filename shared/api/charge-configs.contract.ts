/**
 * The payment limits per way to pay (SPEC §7 payments "charge_configs", §5 amounts): served from the same domain
 * ranges the server checks every purchase against, so the client shows and checks what the server will accept.
 */
import { z } from 'zod';
import { endpoint } from './endpoint';

const rangeSchema = z.object({ min: z.number().int(), max: z.number().int() });

/** The smallest and largest amount (whole HKD) each way to pay takes: card, convenience store, bank transfer. */
export const chargeConfigsSchema = z.object({ card: rangeSchema, cvs: rangeSchema, bank: rangeSchema });
export type ChargeConfigs = z.infer<typeof chargeConfigsSchema>;

/** How long browsers and caches may keep the limits: they change with a release, not during the day. */
export const CHARGE_CONFIGS_MAX_AGE_S = 3600;

export const chargeConfigsContract = {
  chargeConfigs: endpoint({
    method: 'GET',
    path: '/payments/charge_configs',
    access: 'visitor',
    rate: 'read',
    summary: 'The smallest and largest amount each way to pay takes (card, convenience store, bank transfer), cacheable for an hour',
    response: chargeConfigsSchema,
  }),
};
