/**
 * Missing translations (SPEC §7): the browser reports keys it could not find; content staff list them, newest
 * first, and mark them fixed (a key reported again afterwards comes back). Anyone else gets 404 on the list.
 */
import { z } from 'zod';
import { AREA_ROLES } from '../schemas/back-office.schema';
import { idParams } from '../schemas/common.schema';
import {
  missingReportResultSchema,
  missingReportSchema,
  missingTranslationPageSchema,
  missingTranslationQuerySchema,
} from '../schemas/missing-translations.schema';
import { endpoint } from './endpoint';

const content = { access: 'operator', staff: AREA_ROLES.content } as const;

export const translationsContract = {
  reportMissing: endpoint({
    method: 'POST',
    path: '/i18n/missing',
    access: 'visitor',
    rate: 'i18n_missing',
    summary:
      'Report up to 20 translation keys the browser could not find; keys the locale files hold are ignored, and new keys are ignored once 5,000 are listed',
    body: missingReportSchema,
    response: missingReportResultSchema,
  }),
  missingTranslations: endpoint({
    method: 'GET',
    path: '/ops/missing_translations',
    ...content,
    rate: 'read',
    summary: 'Translation keys reported missing, last reported first, with how often and on which page',
    query: missingTranslationQuerySchema,
    response: missingTranslationPageSchema,
  }),
  fixMissingTranslation: endpoint({
    method: 'POST',
    path: '/ops/missing_translations/{id}/fixed',
    ...content,
    rate: 'write',
    summary: 'Mark a missing translation fixed: it leaves the list until it is reported again',
    params: idParams,
    response: z.object({ id: z.number().int() }),
    invalidates: ['/ops/missing_translations'],
  }),
};
