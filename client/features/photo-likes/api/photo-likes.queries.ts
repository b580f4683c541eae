/**
 * Reads of photo likes (shared/api/photo-likes.contract.ts): a profile's counts, the consumer's liked photos (SPEC §9
 * one page of 9999) and the pro's photos with their counts. The public profile reaches this file only through code
 * loaded after hydration (and its server-only prefetch), so nothing here is in its first JavaScript.
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DataClient } from '@shared/api/data-client';
import type { ClientEnv } from '@shared/api/ssr-contract';
import { photoEnabled } from '@shared/domain/photo-likes';
import { photoLikesContract as c } from '@shared/api/photo-likes.contract';
import type { Language } from '@shared/i18n/i18n-config';
import { useDataClient } from '@client/lib/data-client';
import { readQuery } from '@client/lib/endpoint-query';

export const profilePhotoLikesQuery = (data: DataClient, serviceId: number) =>
  readQuery(data, c.profile, { params: { id: serviceId } }, { staleTime: 30_000 });

export const likedPhotosQuery = (data: DataClient, lng: Language) =>
  readQuery(data, c.liked, { query: { lng, page: 1 } }, { staleTime: 10_000 });

export const proPhotosQuery = (data: DataClient, lng: Language) => readQuery(data, c.mine, { query: { lng } }, { staleTime: 10_000 });

/**
 * Fills the cache with a profile's counts while the `photo` flag is on (nothing is asked for while it is off); a
 * failure leaves the counts out rather than failing the profile.
 */
export async function prefetchProfilePhotoLikes(
  ctx: { queryClient: QueryClient; data: DataClient; env: ClientEnv },
  serviceId: number,
): Promise<void> {
  if (!photoEnabled(ctx.env.featureFlags)) return;
  await ctx.queryClient.ensureQueryData(profilePhotoLikesQuery(ctx.data, serviceId)).catch(() => undefined);
}

export function useProfilePhotoLikes(serviceId: number) {
  return useQuery(profilePhotoLikesQuery(useDataClient(), serviceId));
}

export function useLikedPhotos() {
  const lng = useTranslation().i18n.language as Language;
  return useQuery(likedPhotosQuery(useDataClient(), lng));
}

export function useProPhotos() {
  const lng = useTranslation().i18n.language as Language;
  return useQuery(proPhotosQuery(useDataClient(), lng));
}
