/**
 * Job center (SPEC §7 job center listing, §9 page size 10): open requests in the pro's categories and
 * districts with room left, and opting in to quote one (the fee is charged when the quote is sent, as for any lead).
 */
import { endpoint } from './endpoint';
import { jobCenterOptInParams, jobCenterOptInSchema, jobCenterPageSchema, jobCenterQuerySchema } from '../schemas/job-center.schema';

export const jobCenterContract = {
  list: endpoint({
    method: 'GET',
    path: '/quote_requests/job_center',
    access: 'pro',
    rate: 'read',
    summary: 'Open requests the pro may opt in to quote, newest first, 10 a page (category_ids, zip_codes, discount_upper_bound)',
    query: jobCenterQuerySchema,
    response: jobCenterPageSchema,
  }),
  optIn: endpoint({
    method: 'POST',
    path: '/quote_requests/job_center/{requestId}/opt_in',
    access: 'pro',
    rate: 'write',
    summary: 'Take one of the request’s places (match_limit): creates the pro’s lead; full → 409 job_center_full',
    params: jobCenterOptInParams,
    response: jobCenterOptInSchema,
    // The listing, and the pro's bid reads (BID_READS): the request joins the leads.
    invalidates: ['/quote_requests/job_center', '/quote_bid', '/quote_templates'],
  }),
};
