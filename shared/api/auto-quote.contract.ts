/** Auto-quote: settings, weekly budget (hard cap), stop-all switch, switch a lead to manual. */
import {
  autoQuoteBudgetInputSchema,
  autoQuoteCategoryInputSchema,
  autoQuoteCategoryParams,
  autoQuoteSettingsSchema,
  autoQuoteStopInputSchema,
} from '../schemas/auto-quote.schema';
import { idParams } from '../schemas/common.schema';
import { bidViewSchema } from '../schemas/bids.schema';
import { endpoint } from './endpoint';

export const autoQuoteContract = {
  settings: endpoint({
    method: 'GET',
    path: '/auto_quote/settings',
    access: 'pro',
    rate: 'read',
    summary: 'Auto-quote settings per category with the expected weekly spend, the weekly budget, this week’s spend and recent runs',
    response: autoQuoteSettingsSchema,
  }),
  budget: endpoint({
    method: 'POST',
    path: '/auto_quote/budget',
    access: 'pro',
    rate: 'write',
    summary: 'Set the weekly auto-quote budget (whole HKD, step 50, SPEC §5); a hard cap on auto-quote fees per week',
    body: autoQuoteBudgetInputSchema,
    response: autoQuoteSettingsSchema,
  }),
  stopAll: endpoint({
    method: 'POST',
    path: '/auto_quote/stop_all',
    access: 'pro',
    rate: 'write',
    summary: 'Stop (or resume) every auto-quote at once; checked by each queued job before it charges',
    body: autoQuoteStopInputSchema,
    response: autoQuoteSettingsSchema,
  }),
  category: endpoint({
    method: 'POST',
    path: '/auto_quote/category/{serviceId}/{categoryId}',
    access: 'pro',
    owner: 'service',
    rate: 'write',
    summary: 'One category’s auto-quote: opt-in, template or price, auto message, excluded SPEC §9 time slots',
    params: autoQuoteCategoryParams,
    body: autoQuoteCategoryInputSchema,
    response: autoQuoteSettingsSchema,
  }),
  switchToManual: endpoint({
    method: 'POST',
    path: '/quote_bids/switch_to_manual_quote/{id}',
    access: 'pro',
    owner: 'bid',
    rate: 'write',
    summary: 'Take a lead out of auto-quote so the pro quotes it by hand (SPEC §8 codes 6, 16, 690)',
    params: idParams,
    response: bidViewSchema,
    // The settings (the lead's run) and every bid read (BID_READS).
    invalidates: ['/auto_quote/settings', '/quote_bid', '/quote_templates'],
  }),
};
