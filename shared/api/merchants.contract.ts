/**
 * Merchant applications (SPEC §7 payments "merchant application"; docs/decisions/0041): a signed-in user's company
 * applies to take payments through Sifu; finance approves or rejects it in the back office. Someone else's
 * application does not exist for the caller (404); its documents are readable by the applicant and operators only.
 */
import { QUEUE_ROLES } from '../schemas/back-office.schema';
import { idParams } from '../schemas/common.schema';
import {
  merchantApplicationInputSchema,
  merchantDecisionSchema,
  myMerchantApplicationSchema,
  opsMerchantApplicationSchema,
} from '../schemas/merchants.schema';
import { endpoint } from './endpoint';

const MINE = ['/merchant_application'];
const OPS_CHANGE = ['/ops/merchant_applications', '/ops/queues', '/ops/tickets'];

export const merchantsContract = {
  mine: endpoint({
    method: 'GET',
    path: '/merchant_application',
    access: 'user',
    rate: 'read',
    summary: "The caller's latest merchant application (null before the first) and whether a new one may be sent",
    response: myMerchantApplicationSchema,
  }),
  submit: endpoint({
    method: 'POST',
    path: '/merchant_application',
    access: 'user',
    rate: 'write',
    summary:
      'Apply as a merchant: company, BR number, contact, bank account and documents (uploads); 409 while an application is submitted or approved',
    body: merchantApplicationInputSchema,
    response: myMerchantApplicationSchema,
    invalidates: MINE,
  }),
  withdraw: endpoint({
    method: 'POST',
    path: '/merchant_application/withdraw',
    access: 'user',
    rate: 'write',
    summary: 'Withdraw the submitted application (409 once finance decided it)',
    response: myMerchantApplicationSchema,
    invalidates: MINE,
  }),
  opsGet: endpoint({
    method: 'GET',
    path: '/ops/merchant_applications/{id}',
    access: 'operator',
    staff: QUEUE_ROLES.merchant_applications,
    rate: 'read',
    summary: 'One merchant application as finance reviews it (its ticket’s panel), whatever its status',
    params: idParams,
    response: opsMerchantApplicationSchema,
  }),
  opsDecide: endpoint({
    method: 'POST',
    path: '/ops/merchant_applications/{id}/decide',
    access: 'operator',
    staff: QUEUE_ROLES.merchant_applications,
    rate: 'write',
    summary: 'Approve a submitted application, or reject it with the reason the applicant reads; audited, the applicant is told',
    params: idParams,
    body: merchantDecisionSchema,
    response: opsMerchantApplicationSchema,
    invalidates: OPS_CHANGE,
  }),
};
