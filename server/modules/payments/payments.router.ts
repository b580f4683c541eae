/** The HTTP edge of payments (shared/api/payments.contract.ts). */
import { paymentsContract } from '@shared/api/payments.contract';
import type { FullDeps } from '../../lib/adapters';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import * as payments from './payments.service';
import { handleWebhook } from './payment-webhooks.service';
import * as promotions from './promotions.service';
import * as autoRefill from './auto-refill.service';
import * as starter from './starter-package.service';

export function paymentsRoutes(deps: FullDeps): Implementation[] {
  const { db } = deps;
  return implement(paymentsContract, {
    packages: ({ user, req }) => payments.listPackages(deps, user?.id ?? null, req.lng),
    package: ({ user, params, req }) => payments.getPackage(db, user?.id ?? null, params.slug, req.lng),
    starterStatus: ({ user }) => starter.starterStatus(db, user.id),
    refundStarter: ({ user }) => starter.refundStarter(deps, user.id),
    createOrder: ({ user, body, req }) => payments.createOrder(deps, user.id, body, req.lng),
    orders: ({ user, query, req }) => payments.listOrders(db, user.id, query, req.lng),
    order: ({ params, req }) => payments.getOrder(db, params.hash, req.lng),
    cards: ({ user }) => payments.listSavedCards(deps, user.id),
    removeCard: ({ user, params }) => payments.removeSavedCard(deps, user.id, params.id),
    dismissPaymentError: ({ user }) => payments.dismissPaymentError(db, user.id),
    autoRefill: ({ user }) => autoRefill.getAutoRefill(db, user.id),
    setAutoRefill: ({ user, body }) => autoRefill.setAutoRefill(deps, user.id, body),
    freeCredits: ({ user, req }) => promotions.listFreeCredits(db, user.id, req.lng),
    claimFreeCredit: ({ user, params }) => promotions.claimFreeCredit(db, user.id, params.id),
    redeemCoupon: ({ user, body }) => promotions.redeemCoupon(db, user.id, body.code),
    webhook: ({ params, req }) => handleWebhook(deps, params.provider, req.rawBody ?? Buffer.alloc(0), req.headers),
  });
}
