/** Personal data reads: the deletion preview, and where the export is downloaded from. */
import { useQuery } from '@tanstack/react-query';
import type { DataClient } from '@shared/api/data-client';
import { urlOf } from '@shared/api/endpoint';
import { privacyContract } from '@shared/api/privacy.contract';
import { useDataClient } from '@client/lib/data-client';
import { readQuery } from '@client/lib/endpoint-query';

export const deletionPreviewQuery = (data: DataClient) => readQuery(data, privacyContract.deletionPreview, {}, { staleTime: 10_000 });

/** Not suspending: the settings page may show this without having prefetched it (the privacy page does). */
export function useDeletionPreview() {
  return useQuery(deletionPreviewQuery(useDataClient()));
}

/** GET /api/users/export */
export const exportUrl = (): string => urlOf(privacyContract.exportData);
