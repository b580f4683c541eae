/**
 * Photos of past work and the logo of the pro's own service (SPEC §2 service-editing steps Media 4 and Logo 7).
 * Every endpoint is for the owning pro; someone else's service or photo is a 404.
 */
import { endpoint } from './endpoint';
import {
  addMediaInputSchema,
  editMediaInputSchema,
  logoInputSchema,
  reorderMediaInputSchema,
  serviceMediaItemParams,
  serviceMediaParams,
  serviceMediaSchema,
} from '../schemas/service-media.schema';

const svc = { access: 'pro', owner: 'service' } as const;

/** Every answer is the whole media state (written in place); the public profile and pro cards show photos and the logo. */
export const PRO_CARD_READS = ['/pro_list', '/services/featured', '/services/{id}/public'] as const;

export const serviceMediaContract = {
  list: endpoint({
    method: 'GET',
    path: '/services/{id}/media',
    ...svc,
    rate: 'read',
    summary: 'The service’s photos of past work (with sizes and variant URLs, captions in both languages) and its logo',
    params: serviceMediaParams,
    response: serviceMediaSchema,
  }),
  add: endpoint({
    method: 'POST',
    path: '/services/{id}/media/add',
    ...svc,
    rate: 'write',
    summary: 'Add uploaded images (own png/jpeg/gif, at most 30 photos per service) to the service’s photos',
    params: serviceMediaParams,
    body: addMediaInputSchema,
    response: serviceMediaSchema,
    invalidates: PRO_CARD_READS,
  }),
  edit: endpoint({
    method: 'POST',
    path: '/services/{id}/media/edit/{mediaId}',
    ...svc,
    rate: 'write',
    summary: 'Change a photo’s captions (each at most 120 characters)',
    params: serviceMediaItemParams,
    body: editMediaInputSchema,
    response: serviceMediaSchema,
    invalidates: PRO_CARD_READS,
  }),
  remove: endpoint({
    method: 'POST',
    path: '/services/{id}/media/delete/{mediaId}',
    ...svc,
    rate: 'write',
    summary: 'Take a photo off the service',
    params: serviceMediaItemParams,
    response: serviceMediaSchema,
    invalidates: PRO_CARD_READS,
  }),
  reorder: endpoint({
    method: 'POST',
    path: '/services/{id}/media/reorder',
    ...svc,
    rate: 'write',
    summary: 'Put the service’s photos in a new order (exactly its photo ids)',
    params: serviceMediaParams,
    body: reorderMediaInputSchema,
    response: serviceMediaSchema,
    invalidates: PRO_CARD_READS,
  }),
  logo: endpoint({
    method: 'POST',
    path: '/services/{id}/logo',
    ...svc,
    rate: 'write',
    summary: 'Set the service logo to one of the pro’s uploaded images, or remove it (null)',
    params: serviceMediaParams,
    body: logoInputSchema,
    response: serviceMediaSchema,
    invalidates: PRO_CARD_READS,
  }),
};
