/** The HTTP edge of missing translations (shared/api/translations.contract.ts). */
import { translationsContract } from '@shared/api/translations.contract';
import type { FullDeps } from '../../lib/adapters';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import * as translations from './translations.service';

export function translationsRoutes(deps: FullDeps): Implementation[] {
  return implement(translationsContract, {
    reportMissing: ({ body }) => translations.report(deps, body),
    missingTranslations: ({ query }) => translations.list(deps, query.page),
    fixMissingTranslation: ({ params }) => translations.markFixed(deps, params.id),
  });
}
