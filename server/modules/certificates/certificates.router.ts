/** The HTTP edge of certificates, identity verification and the operator queue (shared/api/certificates.contract.ts). */
import { certificatesContract } from '@shared/api/certificates.contract';
import type { FullDeps } from '../../lib/adapters';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import * as certificates from './certificates.service';
import * as queue from './verification-queue.service';
import { operatorQueueProvider, type IdentityProvider } from './identity-provider';

export function certificatesRoutes(deps: FullDeps, opts: { identityProvider?: IdentityProvider } = {}): Implementation[] {
  const provider = opts.identityProvider ?? operatorQueueProvider;
  const { db } = deps;
  return implement(certificatesContract, {
    list: ({ user, params }) => certificates.listServiceCertificates(db, user.id, params.id),
    add: ({ user, params, body }) => certificates.addCertificate(deps, user.id, params.id, body),
    withdraw: ({ user, params }) => certificates.withdrawCertificate(db, user.id, params.id, params.certId),
    remove: ({ user, params }) => certificates.deleteCertificate(db, user.id, params.id, params.certId),
    certification: ({ user }) => certificates.getCertification(db, user.id),
    submitIdentity: ({ user, body }) => certificates.submitIdentity(deps, provider, user.id, body),
    opsList: ({ query }) => queue.listQueue(db, query),
    opsItem: ({ params }) => queue.opsItem(db, params.kind, params.id),
    approveCertificate: ({ user, params }) => queue.decide(deps, user.id, 'certificate', params.id, { action: 'approve' }),
    rejectCertificate: ({ user, params, body }) =>
      queue.decide(deps, user.id, 'certificate', params.id, { action: 'reject', reason: body.reason }),
    approveIdentity: ({ user, params }) => queue.decide(deps, user.id, 'identity', params.id, { action: 'approve' }),
    rejectIdentity: ({ user, params, body }) =>
      queue.decide(deps, user.id, 'identity', params.id, { action: 'reject', reason: body.reason }),
  });
}
