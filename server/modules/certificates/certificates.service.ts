/**
 * Certificates of a pro's service and the user's identity verification (SPEC §3 certificates, identity; §4).
 *
 * - A certificate is submitted pending (1) with 1–5 of the pro's own files; an operator approves it (2) or rejects
 *   it with a reason (4) at /ops/verifications (verification-queue.service.ts); the pro may withdraw a pending or
 *   approved one (3, SPEC §4 "retrieved") and delete a pending, rejected or withdrawn one.
 * - Only approved certificates reach the public profile, as dated badges (pro-services repository).
 * - Rule for quote_services.is_verified: it follows the approved certificates of the service. Approving a
 *   certificate sets it to true; withdrawing an approved certificate sets it to whether another approved one
 *   remains. Other changes (submitting, rejecting or deleting a certificate that was not approved) leave it as it is.
 * - Identity: the number is checked (HKID check digit, passport format), stored with the card type, the name and
 *   the files, and handed to an IdentityProvider (default: the operator queue). Its owner sees the number masked
 *   (A123***(*)); only operators see it whole.
 * - Files linked as 'certificate' or 'identity' are downloadable by their uploader (the owner) and operators only
 *   (attachments repository).
 */
import type {
  Certificate,
  CertificateInput,
  Certification,
  IdentityInput,
  IdentityState,
  LicenceType,
  Qualification,
} from '@shared/schemas/certificates.schema';
import type { Db, Queryable } from '../../lib/db';
import type { FullDeps } from '../../lib/adapters';
import { notFound } from '../../lib/errors';
import { forget } from '../../lib/memo-cache';
import { utcStringOf } from '../../lib/utc-time';
import { linkAttachments, resolveOwnAttachments } from '../attachments/attachments.service';
import { unlinkAttachmentsOf } from '../attachments/attachment-erasure.service';
import * as repo from './certificates.repository';
import { closeTicket, openTicket } from '../back-office/tickets.service';
import { toCertificate, toIdentityState } from './certificates.mappers';
import { approvedNotDeletable, identityPending, identityVerified, notWithdrawable, tooManyCertificates } from './certificates.errors';
import type { IdentityProvider } from './identity-provider';
import { applyIdentityDecision } from './verification-queue.service';
import { syncVerified } from '../service-editor/service-records.service';

/** Certificates a service may hold at once (not counting withdrawn ones). */
export const MAX_CERTIFICATES_PER_SERVICE = 20;

async function ownedServiceOr404(q: Queryable, userId: number, serviceId: number): Promise<repo.ServiceRow> {
  const service = await repo.ownedService(q, serviceId, userId);
  if (!service) throw notFound();
  return service;
}

/** GET /api/services/{id}/certificates */
export async function listServiceCertificates(db: Db, userId: number, serviceId: number): Promise<Certificate[]> {
  await ownedServiceOr404(db, userId, serviceId);
  return (await repo.listForService(db, serviceId)).map(toCertificate);
}

/** POST /api/services/{id}/certificates/add: a new pending certificate with the pro's own files. */
export async function addCertificate(deps: FullDeps, userId: number, serviceId: number, input: CertificateInput): Promise<Certificate> {
  const { db } = deps;
  const id = await db.withTransaction(async (tx) => {
    await ownedServiceOr404(tx, userId, serviceId);
    await tx.query('SELECT 1 FROM quote_services WHERE quote_service_id = $1 FOR UPDATE', [serviceId]);
    if ((await repo.countActive(tx, serviceId)) >= MAX_CERTIFICATES_PER_SERVICE) throw tooManyCertificates(MAX_CERTIFICATES_PER_SERVICE);
    await resolveOwnAttachments(tx, userId, input.attachment_ids, 'attachment_ids');
    const certId = await repo.insertCertificate(tx, {
      quote_service_id: serviceId,
      type: input.type,
      licence_type: input.type === 'personal' ? input.licence_type : null,
      name: input.name,
      unified_number: input.type === 'company' ? input.unified_number : null,
      reference_identity: input.type === 'personal' ? input.reference_identity : null,
      description: input.description,
    });
    await linkAttachments(tx, input.attachment_ids, 'certificate', certId);
    await openTicket(deps, tx, {
      queue: 'verifications',
      subjectType: 'certificate',
      subjectId: certId,
      userId,
      summary: input.name || input.type,
    });
    return certId;
  });
  return toCertificate((await repo.findInService(db, serviceId, id))!);
}

/** POST /api/services/{id}/certificates/withdraw/{certId}: pending or approved → withdrawn (3). */
export async function withdrawCertificate(db: Db, userId: number, serviceId: number, certId: number): Promise<Certificate> {
  await db.withTransaction(async (tx) => {
    await ownedServiceOr404(tx, userId, serviceId);
    const cert = await repo.findInService(tx, serviceId, certId, true);
    if (!cert) throw notFound();
    if (cert.status !== 1 && cert.status !== 2) throw notWithdrawable();
    await repo.setWithdrawn(tx, certId);
    await closeTicket(tx, 'certificate', certId, 'withdrawn');
    if (cert.status !== 2) return;
    await syncVerified(tx, serviceId);
    // The public profile and pro lists show approved certificates and is_verified.
    tx.afterCommit(() => forget(db, 'pros:'));
  });
  return toCertificate((await repo.findInService(db, serviceId, certId))!);
}

/** POST /api/services/{id}/certificates/delete/{certId}: only pending, rejected or withdrawn certificates. */
export async function deleteCertificate(db: Db, userId: number, serviceId: number, certId: number): Promise<{ deleted: true }> {
  await db.withTransaction(async (tx) => {
    await ownedServiceOr404(tx, userId, serviceId);
    const cert = await repo.findInService(tx, serviceId, certId, true);
    if (!cert) throw notFound();
    if (cert.status === 2) throw approvedNotDeletable();
    await unlinkAttachmentsOf(tx, 'certificate', certId);
    await repo.deleteCertificate(tx, certId);
  });
  return { deleted: true };
}

/** GET /api/certification: identity state, every certificate of the user's services and the approved ones (SPEC §3). */
export async function getCertification(db: Db, userId: number): Promise<Certification> {
  const [identity, certificates] = await Promise.all([repo.latestIdentity(db, userId), repo.listForUser(db, userId)]);
  const qualifications: Qualification[] = [];
  if (identity?.status === 2) {
    qualifications.push({
      kind: 'identity',
      id: identity.id,
      type: identity.card_type,
      licence_type: null,
      name: identity.real_name,
      quote_service_id: null,
      status: 2,
      approved_on: utcStringOf(identity.reviewed_on!),
    });
  }
  for (const c of certificates) {
    if (c.status !== 2) continue;
    qualifications.push({
      kind: 'certificate',
      id: c.service_certificate_id,
      type: c.type,
      licence_type: (c.licence_type as LicenceType | null) ?? null,
      name: c.name,
      quote_service_id: c.quote_service_id,
      status: 2,
      approved_on: utcStringOf(c.reviewed_on ?? c.created),
    });
  }
  return {
    id_status: identity?.status ?? 0,
    identity: identity ? toIdentityState(identity) : null,
    certificates: certificates.map(toCertificate),
    qualificationStatusList: qualifications,
  };
}

/**
 * POST /api/users/identity: stores the check and hands it to the provider. One check at a time: a pending one is a
 * 409, and so is a new one after approval; after a rejection the user submits again.
 */
export async function submitIdentity(
  deps: FullDeps,
  provider: IdentityProvider,
  userId: number,
  input: IdentityInput,
): Promise<IdentityState> {
  await deps.db.withTransaction(async (tx) => {
    // Serialises two submissions of the same user.
    await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const latest = await repo.latestIdentity(tx, userId);
    if (latest?.status === 1) throw identityPending();
    if (latest?.status === 2) throw identityVerified();
    await resolveOwnAttachments(tx, userId, input.attachment_ids, 'attachment_ids');
    const id = await repo.insertIdentity(tx, {
      userId,
      realId: input.real_id,
      cardType: input.card_type,
      realName: input.real_name,
      provider: provider.name,
    });
    await linkAttachments(tx, input.attachment_ids, 'identity', id);
    await openTicket(deps, tx, { queue: 'verifications', subjectType: 'identity', subjectId: id, userId, summary: input.card_type });
    const outcome = await provider.start(tx, {
      verificationId: id,
      userId,
      cardType: input.card_type,
      realId: input.real_id,
      realName: input.real_name,
      attachmentIds: input.attachment_ids,
    });
    if (outcome.status !== 'pending') {
      await applyIdentityDecision(deps, tx, {
        id,
        reviewerId: null,
        decision: outcome.status === 'approved' ? { action: 'approve' } : { action: 'reject', reason: outcome.reason },
      });
    }
  });
  return toIdentityState((await repo.latestIdentity(deps.db, userId))!);
}
