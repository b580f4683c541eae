/** SPEC §3 quote templates of the pro. */
import { z } from 'zod';
import { endpoint } from './endpoint';
import { idParam, idParams } from '../schemas/common.schema';
import { quoteTemplateInputSchema, quoteTemplateSchema } from '../schemas/bids.schema';

export const quoteTemplatesContract = {
  list: endpoint({
    method: 'GET',
    path: '/quote_templates',
    access: 'pro',
    rate: 'read',
    summary: 'The pro’s quote templates, optionally of one service and category',
    query: z.object({ quote_service_id: idParam.optional(), quote_category_id: idParam.optional() }),
    response: z.array(quoteTemplateSchema),
  }),
  add: endpoint({
    method: 'POST',
    path: '/quote_templates/add',
    access: 'pro',
    rate: 'write',
    summary: 'Add a quote template',
    body: quoteTemplateInputSchema,
    response: quoteTemplateSchema,
    invalidates: ['/quote_templates'],
  }),
  edit: endpoint({
    method: 'POST',
    path: '/quote_templates/edit/{id}',
    access: 'pro',
    owner: 'template',
    rate: 'write',
    summary: 'Edit a quote template',
    params: idParams,
    body: quoteTemplateInputSchema,
    response: quoteTemplateSchema,
    invalidates: ['/quote_templates'],
  }),
  remove: endpoint({
    method: 'POST',
    path: '/quote_templates/delete/{id}',
    access: 'pro',
    owner: 'template',
    rate: 'write',
    summary: 'Delete a quote template',
    params: idParams,
    response: z.object({ deleted: z.literal(true) }),
    invalidates: ['/quote_templates'],
  }),
};
