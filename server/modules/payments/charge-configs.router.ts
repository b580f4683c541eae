/**
 * GET /api/payments/charge_configs (shared/api/charge-configs.contract.ts): the purchase ranges the payments service
 * checks every order against, served as they are. Public and the same for everyone, so browsers and shared caches
 * may keep them; an in-process read for a page (SSR) leaves the page's own caching alone.
 */
import { CHARGE_CONFIGS_MAX_AGE_S, chargeConfigsContract, type ChargeConfigs } from '@shared/api/charge-configs.contract';
import { PURCHASE_RANGES } from '@shared/domain/payments';
import { implement, type Implementation } from '../../middleware/api-endpoint';

/** The ranges per way to pay (SPEC §5). */
export function chargeConfigs(): ChargeConfigs {
  const copy = (k: keyof ChargeConfigs) => ({ min: PURCHASE_RANGES[k].min, max: PURCHASE_RANGES[k].max });
  return { card: copy('card'), cvs: copy('cvs'), bank: copy('bank') };
}

export function chargeConfigsRoutes(): Implementation[] {
  return implement(chargeConfigsContract, {
    chargeConfigs: ({ req, res }) => {
      if (req.originalUrl.startsWith('/api/')) res.set('Cache-Control', `public, max-age=${CHARGE_CONFIGS_MAX_AGE_S}`);
      return chargeConfigs();
    },
  });
}
