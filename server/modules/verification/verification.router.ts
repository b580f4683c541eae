/** The HTTP edge of phone verification (shared/api/verification.contract.ts). */
import { verificationContract } from '@shared/api/verification.contract';
import type { FullDeps } from '../../lib/adapters';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import * as verification from './verification.service';

export function verificationRoutes(deps: FullDeps): Implementation[] {
  return implement(verificationContract, {
    sendCode: ({ user, body, req }) => verification.preauthPhone(deps, { id: user.id, language: req.lng }, body.phone),
    checkCode: ({ user, body }) => verification.authPhone(deps, user.id, body),
  });
}
