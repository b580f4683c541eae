/** Reads and calls of the missing-translations list (shared/api/translations.contract.ts, content staff). */
import type { DataClient } from '@shared/api/data-client';
import { translationsContract as c } from '@shared/api/translations.contract';
import { readQuery, useCall } from '@client/lib/endpoint-query';

/** ?page= of /ops/translations. */
export const translationsPageOf = (search: URLSearchParams) => Math.max(1, Math.min(10_000, Math.floor(Number(search.get('page'))) || 1));

export const missingTranslationsQuery = (data: DataClient, page: number) =>
  readQuery(data, c.missingTranslations, { query: { page } }, { staleTime: 5_000 });

export const useMarkTranslationFixed = () =>
  useCall(c.fixMissingTranslation, { input: (id: number) => ({ params: { id } }), handlesErrors: true });
