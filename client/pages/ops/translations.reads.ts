/** What /ops/translations reads: the console frame and the page of missing translations named in the URL. */
import { opsHomeQuery, opsMeQuery } from '@client/features/back-office/api/back-office.queries';
import { missingTranslationsQuery, translationsPageOf } from '@client/features/translations/api/translations.queries';
import { pageReads } from '@client/lib/page-reads';

export const translationsReads = pageReads((s) => ({
  me: opsMeQuery(s.data),
  home: opsHomeQuery(s.data),
  missing: missingTranslationsQuery(s.data, translationsPageOf(new URLSearchParams(s.search))),
}));
