/** CMS pages (guides and blog posts at blog/{slug}, features), the contact form and the contact queue's panel. */
import { z } from 'zod';
import { endpoint } from './endpoint';
import { QUEUE_ROLES } from '../schemas/back-office.schema';
import { idParams } from '../schemas/common.schema';
import { contactPanelSchema } from '../schemas/report-queue.schema';
import { lngQuerySchema, slugParam } from '../schemas/catalog.schema';
import {
  blogPageSchema,
  blogQuerySchema,
  contactMessageSchema,
  contentListQuerySchema,
  contentPageSchema,
  contentSummarySchema,
} from '../schemas/content.schema';

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
  blog: endpoint({
    method: 'GET',
    path: '/cms/blog',
    access: 'visitor',
    rate: 'read',
    summary: 'One page of blog articles (cost guides and hiring tips), newest first; 404 past the last page',
    query: blogQuerySchema,
    response: blogPageSchema,
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
  contactPanel: endpoint({
    method: 'GET',
    path: '/ops/contact/{id}',
    access: 'operator',
    staff: QUEUE_ROLES.contact,
    rate: 'read',
    summary: 'A contact message in the console: the sender, their account if any, and their other threads',
    params: idParams,
    response: contactPanelSchema,
  }),
};
