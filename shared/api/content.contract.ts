/** CMS pages (guides, blog posts, features) and the contact form. */
import { z } from 'zod';
import { endpoint } from './endpoint';
import { lngQuerySchema, slugParam } from '../schemas/catalog.schema';
import { contactMessageSchema, contentListQuerySchema, contentPageSchema, contentSummarySchema } from '../schemas/content.schema';

export const contentContract = {
  list: endpoint({
    method: 'GET',
    path: '/cms/pages',
    access: 'visitor',
    rate: 'read',
    summary: 'Published CMS pages (kind=, category=)',
    query: contentListQuerySchema,
    response: z.array(contentSummarySchema),
  }),
  page: endpoint({
    method: 'GET',
    path: '/cms/pages/{slug}',
    access: 'visitor',
    rate: 'read',
    summary: 'One published CMS page as blocks',
    params: z.object({ slug: slugParam }),
    query: lngQuerySchema,
    response: contentPageSchema,
  }),
  contact: endpoint({
    method: 'POST',
    path: '/contact_messages',
    access: 'visitor',
    rate: 'contact',
    summary: 'Send a message to the support team',
    body: contactMessageSchema,
    response: z.object({ id: z.number().int() }),
  }),
};
