/** Query keys and options of personal data: the deletion preview, and where the export is downloaded from. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataClient } from '@shared/api/data-client';
import { urlOf } from '@shared/api/endpoint';
import { privacyContract } from '@shared/api/privacy.contract';
import { useDataClient } from '@client/lib/data-client';

export const privacyKeys = {
  all: ['privacy'] as const,
  preview: () => [...privacyKeys.all, 'deletion-preview'] as const,
};

export const deletionPreviewQuery = (data: DataClient) =>
  queryOptions({ queryKey: privacyKeys.preview(), queryFn: () => data.read(privacyContract.deletionPreview, {}), staleTime: 10_000 });

/** Not suspending: the settings page may show this without having prefetched it (the privacy page does). */
export function useDeletionPreview() {
  return useQuery(deletionPreviewQuery(useDataClient()));
}

/** GET /api/users/export */
export const exportUrl = (): string => urlOf(privacyContract.exportData);
