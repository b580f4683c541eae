/**
 * Refunds of unspent purchased credit: the pro asks (credit page, account deletion), finance decides in the back
 * office. Someone else's request is a 404; staff without the finance role get 404 too.
 */
import { endpoint } from './endpoint';
import { idParams } from '../schemas/common.schema';
import { QUEUE_ROLES } from '../schemas/back-office.schema';
import {
  approveCreditRefundSchema,
  creditRefundSchema,
  creditRefundStateSchema,
  opsCreditRefundSchema,
  rejectCreditRefundSchema,
  requestCreditRefundSchema,
} from '../schemas/credit-refunds.schema';

const REFUND_CHANGE = ['/payments/credit_refund', '/ops/'] as const;

export const creditRefundsContract = {
  state: endpoint({
    method: 'GET',
    path: '/payments/credit_refund',
    access: 'pro',
    owner: 'wallet',
    rate: 'read',
    summary: 'What purchased credit this pro could get back now (free credit never), and their latest refund request',
    response: creditRefundStateSchema,
  }),
  request: endpoint({
    method: 'POST',
    path: '/payments/credit_refund',
    access: 'pro',
    owner: 'wallet',
    rate: 'payment',
    summary: 'Ask for a refund of unspent purchased credit (at most the refundable amount; one pending request at a time)',
    body: requestCreditRefundSchema,
    response: creditRefundSchema,
    invalidates: REFUND_CHANGE,
  }),
  opsDetail: endpoint({
    method: 'GET',
    path: '/ops/credit_refunds/{id}',
    access: 'operator',
    staff: QUEUE_ROLES.refunds,
    rate: 'read',
    summary: 'Finance panel: the request, the pro, purchased and free credit, and the paid orders with what each can still refund',
    params: idParams,
    response: opsCreditRefundSchema,
  }),
  approve: endpoint({
    method: 'POST',
    path: '/ops/credit_refunds/{id}/approve',
    access: 'operator',
    staff: QUEUE_ROLES.refunds,
    rate: 'write',
    summary:
      'Approve a pending refund: card orders refunded at the provider, others as payout lines; wallet, ledger and orders in one transaction',
    params: idParams,
    body: approveCreditRefundSchema,
    response: opsCreditRefundSchema,
    invalidates: REFUND_CHANGE,
  }),
  reject: endpoint({
    method: 'POST',
    path: '/ops/credit_refunds/{id}/reject',
    access: 'operator',
    staff: QUEUE_ROLES.refunds,
    rate: 'write',
    summary: 'Reject a pending refund with a reason (nothing moves; the pro is notified)',
    params: idParams,
    body: rejectCreditRefundSchema,
    response: opsCreditRefundSchema,
    invalidates: REFUND_CHANGE,
  }),
};
