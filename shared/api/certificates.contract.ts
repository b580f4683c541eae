/**
 * Certificates of a pro's service, the user's identity verification and the operator verification queue
 * (SPEC §3 certificates and identity, §4 certificate status 3 = withdrawn; SPEC §7 "paths: not shown").
 * Someone else's service or certificate is a 404; the operator endpoints are for users flagged as operators.
 */
import { z } from 'zod';
import { QUEUE_ROLES } from '../schemas/back-office.schema';
import { endpoint } from './endpoint';
import { idParams } from '../schemas/common.schema';
import {
  certificateInputSchema,
  certificateParamsSchema,
  certificateSchema,
  certificationSchema,
  decisionResultSchema,
  identityInputSchema,
  identityStateSchema,
  opsItemParamsSchema,
  opsItemSchema,
  opsPageSchema,
  opsQuerySchema,
  rejectInputSchema,
} from '../schemas/certificates.schema';

/** A change of a service's certificates shows in its list and on the user's certification page. */
const SERVICE_CERTIFICATE_READS = ['/services/{id}/certificates', '/certification'] as const;
/** A decision changes the queue, its item and the console ticket the server closes with it. */
const OPS_DECISION_READS = ['/ops/'] as const;

export const certificatesContract = {
  list: endpoint({
    method: 'GET',
    path: '/services/{id}/certificates',
    access: 'pro',
    owner: 'service',
    rate: 'read',
    summary: 'Every certificate of the pro’s service with its files and status',
    params: idParams,
    response: z.array(certificateSchema),
  }),
  add: endpoint({
    method: 'POST',
    path: '/services/{id}/certificates/add',
    access: 'pro',
    owner: 'service',
    rate: 'write',
    summary: 'Submit a company (business registration) or personal (licence) certificate with 1–5 own files; it waits for an operator',
    params: idParams,
    body: certificateInputSchema,
    response: certificateSchema,
    invalidates: SERVICE_CERTIFICATE_READS,
  }),
  withdraw: endpoint({
    method: 'POST',
    path: '/services/{id}/certificates/withdraw/{certId}',
    access: 'pro',
    owner: 'service',
    rate: 'write',
    summary: 'Withdraw a pending or approved certificate (status 3); it leaves the public profile',
    params: certificateParamsSchema,
    response: certificateSchema,
    invalidates: SERVICE_CERTIFICATE_READS,
  }),
  remove: endpoint({
    method: 'POST',
    path: '/services/{id}/certificates/delete/{certId}',
    access: 'pro',
    owner: 'service',
    rate: 'write',
    summary: 'Delete a pending, rejected or withdrawn certificate (an approved one is withdrawn first)',
    params: certificateParamsSchema,
    response: z.object({ deleted: z.literal(true) }),
    invalidates: SERVICE_CERTIFICATE_READS,
  }),
  certification: endpoint({
    method: 'GET',
    path: '/certification',
    access: 'user',
    rate: 'read',
    summary: 'The user’s identity verification (number masked), certificates and qualificationStatusList',
    response: certificationSchema,
  }),
  submitIdentity: endpoint({
    method: 'POST',
    path: '/users/identity',
    access: 'user',
    rate: 'write',
    summary: 'Submit an identity document (HKID with check digit, or passport) with 1–5 own files for verification',
    body: identityInputSchema,
    response: identityStateSchema,
    invalidates: ['/certification'],
  }),
  opsList: endpoint({
    method: 'GET',
    path: '/ops/verifications',
    access: 'operator',
    staff: QUEUE_ROLES.verifications,
    rate: 'read',
    summary: 'Operator queue: certificates and identity checks by status, with files and decision history',
    query: opsQuerySchema,
    response: opsPageSchema,
  }),
  opsItem: endpoint({
    method: 'GET',
    path: '/ops/verifications/{kind}/{id}',
    access: 'operator',
    staff: QUEUE_ROLES.verifications,
    rate: 'read',
    summary: 'One certificate or identity check as the queue shows it (the console ticket page panel)',
    params: opsItemParamsSchema,
    response: opsItemSchema,
  }),
  approveCertificate: endpoint({
    method: 'POST',
    path: '/ops/verifications/certificate/{id}/approve',
    access: 'operator',
    staff: QUEUE_ROLES.verifications,
    rate: 'write',
    summary: 'Approve a pending certificate (audited; the pro is notified)',
    params: idParams,
    response: decisionResultSchema,
    invalidates: OPS_DECISION_READS,
  }),
  rejectCertificate: endpoint({
    method: 'POST',
    path: '/ops/verifications/certificate/{id}/reject',
    access: 'operator',
    staff: QUEUE_ROLES.verifications,
    rate: 'write',
    summary: 'Reject a pending certificate with a reason (audited; the pro is notified)',
    params: idParams,
    body: rejectInputSchema,
    response: decisionResultSchema,
    invalidates: OPS_DECISION_READS,
  }),
  approveIdentity: endpoint({
    method: 'POST',
    path: '/ops/verifications/identity/{id}/approve',
    access: 'operator',
    staff: QUEUE_ROLES.verifications,
    rate: 'write',
    summary: 'Approve a pending identity check (audited; the user is notified)',
    params: idParams,
    response: decisionResultSchema,
    invalidates: OPS_DECISION_READS,
  }),
  rejectIdentity: endpoint({
    method: 'POST',
    path: '/ops/verifications/identity/{id}/reject',
    access: 'operator',
    staff: QUEUE_ROLES.verifications,
    rate: 'write',
    summary: 'Reject a pending identity check with a reason (audited; the user is notified)',
    params: idParams,
    body: rejectInputSchema,
    response: decisionResultSchema,
    invalidates: OPS_DECISION_READS,
  }),
};
