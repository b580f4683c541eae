/** The HTTP edge of the pro's own services (shared/api/service-editor.contract.ts). */
import { serviceEditorContract } from '@shared/api/service-editor.contract';
import type { AppDeps } from '../../lib/app-deps';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import { getCalendar, listAreaOptions } from './calendar.service';
import { draftProfileText, modifyProfileText } from './profile-ai';
import * as svc from './service-editor.service';
import * as parts from './service-parts.service';

export function serviceEditorRoutes(deps: AppDeps): Implementation[] {
  const { db } = deps;
  return implement(serviceEditorContract, {
    mine: ({ user, query }) => svc.listMyServices(db, user.id, query.lng),
    add: ({ user, body }) => svc.createService(db, user.id, body),
    get: ({ user, params }) => svc.getService(db, user.id, params.id),
    areaOptions: ({ query }) => listAreaOptions(db, query.lng),
    basic: ({ user, params, body }) => svc.updateBasic(db, user.id, params.id, body),
    travel: ({ user, params, body }) => svc.updateTravel(db, user.id, params.id, body),
    categories: ({ user, params, body }) => svc.updateCategories(db, user.id, params.id, body),
    categorySettings: ({ user, params, body }) => svc.updateCategorySettings(db, user.id, params, body),
    areas: ({ user, params, body }) => svc.updateAreas(db, user.id, params.id, body),
    hours: ({ user, params, body }) => svc.updateHours(db, user.id, params.id, body),
    description: ({ user, params, body }) => svc.updateDescription(db, user.id, params.id, body),
    profileAi: ({ user, params, body }) => draftProfileText(deps, user.id, params.id, body.language),
    modifyProfileAi: ({ user, params, body }) => modifyProfileText(deps, user.id, params.id, body),
    visibility: ({ user, params, body }) => svc.setVisibility(db, user.id, params.id, body.is_public),
    archive: ({ user, params, req }) => svc.archiveService(db, user.id, params.id, req.lng),
    onboardingStep: ({ user, params, body }) => svc.rememberOnboardingStep(db, user.id, params.id, body.step),
    profileReady: ({ user, params }) => svc.publishService(db, user.id, params.id),
    addFaq: ({ user, params, body }) => parts.addFaq(db, user.id, params.id, body),
    editFaq: ({ user, params, body }) => parts.editFaq(db, user.id, params, body),
    deleteFaq: ({ user, params }) => parts.deleteFaq(db, user.id, params),
    reorderFaqs: ({ user, params, body }) => parts.reorderFaqs(db, user.id, params.id, body.ids),
    pauseEvents: ({ user, params }) => parts.listPauseEvents(db, user.id, params.id),
    addPauseEvent: ({ user, params, body }) => parts.addPauseEvent(db, user.id, params.id, body),
    editPauseEvent: ({ user, params, body }) => parts.editPauseEvent(db, user.id, params, body),
    deletePauseEvent: ({ user, params }) => parts.deletePauseEvent(db, user.id, params),
    calendar: ({ user, params, query }) => getCalendar(db, deps.env.featureFlags, user.id, params.id, query),
    reviews: ({ user, params, query }) => parts.listOwnerReviews(db, user.id, params.id, query),
    replyReview: ({ user, params, body, req }) => parts.replyToReview(db, user.id, params, body, req.lng),
    addExternalReview: ({ user, params, body }) => parts.addExternalReview(db, user.id, params.id, body),
    deleteExternalReview: ({ user, params }) => parts.deleteExternalReview(db, user.id, params),
  });
}
