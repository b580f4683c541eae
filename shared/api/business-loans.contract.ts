/**
 * Business-loan enquiries (SPEC §6 flag `businessLoan`): a pro asks to be contacted about financing for their
 * business through a lending partner; finance works the enquiries in the back office queue `business_loans` (new →
 * contacted → closed). With the flag off every endpoint is a 404; someone else's enquiry is a 404 too.
 */
import { QUEUE_ROLES } from '../schemas/back-office.schema';
import { idParams } from '../schemas/common.schema';
import {
  businessLoanInputSchema,
  businessLoanMoveSchema,
  myBusinessLoanSchema,
  opsBusinessLoanSchema,
} from '../schemas/business-loans.schema';
import { endpoint } from './endpoint';

const MINE = ['/business_loan'];
const OPS_CHANGE = ['/ops/business_loans', '/ops/queues', '/ops/tickets'];

export const businessLoansContract = {
  mine: endpoint({
    method: 'GET',
    path: '/business_loan',
    access: 'pro',
    rate: 'read',
    summary: "The pro's latest business-loan enquiry (null before the first) and whether a new one may be sent",
    response: myBusinessLoanSchema,
  }),
  submit: endpoint({
    method: 'POST',
    path: '/business_loan',
    access: 'pro',
    rate: 'write',
    summary: 'Ask to be contacted about a business loan: amount (whole HKD), purpose, business age, phone, consent; 409 while one is open',
    body: businessLoanInputSchema,
    response: myBusinessLoanSchema,
    invalidates: MINE,
  }),
  opsGet: endpoint({
    method: 'GET',
    path: '/ops/business_loans/{id}',
    access: 'operator',
    staff: QUEUE_ROLES.business_loans,
    rate: 'read',
    summary: 'One business-loan enquiry as finance works it (its ticket’s panel)',
    params: idParams,
    response: opsBusinessLoanSchema,
  }),
  opsMove: endpoint({
    method: 'POST',
    path: '/ops/business_loans/{id}/status',
    access: 'operator',
    staff: QUEUE_ROLES.business_loans,
    rate: 'write',
    summary: 'Mark an enquiry contacted, or close it (closing closes its ticket); audited; 409 when it already moved on',
    params: idParams,
    body: businessLoanMoveSchema,
    response: opsBusinessLoanSchema,
    invalidates: OPS_CHANGE,
  }),
};
