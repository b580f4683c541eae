/** The HTTP edge of service photos and logo (shared/api/service-media.contract.ts). */
import { serviceMediaContract } from '@shared/api/service-media.contract';
import type { AppDeps } from '../../lib/app-deps';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import * as media from './service-media.service';

export function serviceMediaRoutes({ db }: AppDeps): Implementation[] {
  return implement(serviceMediaContract, {
    list: ({ user, params }) => media.listMedia(db, user.id, params.id),
    add: ({ user, params, body }) => media.addMedia(db, user.id, params.id, body.attachment_ids),
    edit: ({ user, params, body }) => media.editMedia(db, user.id, params.id, params.mediaId, body),
    remove: ({ user, params }) => media.deleteMedia(db, user.id, params.id, params.mediaId),
    reorder: ({ user, params, body }) => media.reorderMedia(db, user.id, params.id, body.ids),
    logo: ({ user, params, body }) => media.setLogo(db, user.id, params.id, body.attachment_id),
  });
}
