/** The read of a service's photos and logo (the pro's Media and Logo editing steps). */
import { useQuery } from '@tanstack/react-query';
import type { DataClient } from '@shared/api/data-client';
import { serviceMediaContract } from '@shared/api/service-media.contract';
import { useDataClient } from '@client/lib/data-client';
import { readQuery } from '@client/lib/endpoint-query';

/** GET /api/services/{id}/media (for the owning pro; prefetch it on the server for the editor page). */
export const serviceMediaQuery = (data: DataClient, serviceId: number) =>
  readQuery(data, serviceMediaContract.list, { params: { id: serviceId } }, { staleTime: 30_000 });

export function useServiceMedia(serviceId: number) {
  return useQuery({ ...serviceMediaQuery(useDataClient(), serviceId), enabled: serviceId > 0 });
}
