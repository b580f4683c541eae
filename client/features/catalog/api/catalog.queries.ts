/** Query keys and options of the public catalogue (genres, categories, districts, near-me, price guides). */
import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DataClient } from '@shared/api/data-client';
import { catalogContract } from '@shared/api/catalog.contract';
import type { Language } from '@shared/i18n/i18n-config';
import type { Region } from '@shared/domain/catalog';
import type { DistrictName } from '@shared/schemas/catalog.schema';
import { useDataClient } from '@client/lib/data-client';

const STALE = 5 * 60_000;

export const catalogKeys = {
  all: ['catalog'] as const,
  home: (lng: Language) => [...catalogKeys.all, 'home', lng] as const,
  proStats: () => [...catalogKeys.all, 'pro-stats'] as const,
  genres: (lng: Language) => [...catalogKeys.all, 'genres', lng] as const,
  genre: (lng: Language, slug: string) => [...catalogKeys.all, 'genre', lng, slug] as const,
  category: (lng: Language, slug: string) => [...catalogKeys.all, 'category', lng, slug] as const,
  districts: (lng: Language) => [...catalogKeys.all, 'districts', lng] as const,
  districtNames: (lng: Language) => [...catalogKeys.all, 'district-names', lng] as const,
  nearMe: (lng: Language, slug: string, region?: string, district?: string) =>
    [...catalogKeys.all, 'nearme', lng, slug, region ?? '', district ?? ''] as const,
  priceIndex: (lng: Language) => [...catalogKeys.all, 'price-index', lng] as const,
  price: (lng: Language, slug: string, district?: string, view?: 'summary') =>
    [...catalogKeys.all, 'price', lng, slug, district ?? '', ...(view ? [view] : [])] as const,
};

export const catalogHomeQuery = (data: DataClient, lng: Language) =>
  queryOptions({ queryKey: catalogKeys.home(lng), queryFn: () => data.read(catalogContract.home, { query: { lng } }), staleTime: STALE });
/** Real figures for the pro landing page and onboarding (recent demand, fees, starter credit). */
export const proStatsQuery = (data: DataClient) =>
  queryOptions({ queryKey: catalogKeys.proStats(), queryFn: () => data.read(catalogContract.proStats, {}), staleTime: STALE });
export const genresQuery = (data: DataClient, lng: Language) =>
  queryOptions({
    queryKey: catalogKeys.genres(lng),
    queryFn: () => data.read(catalogContract.genres, { query: { lng } }),
    staleTime: STALE,
  });
export const genreQuery = (data: DataClient, lng: Language, slug: string) =>
  queryOptions({
    queryKey: catalogKeys.genre(lng, slug),
    queryFn: () => data.read(catalogContract.genre, { params: { slug }, query: { lng } }),
    staleTime: STALE,
  });
export const categoryQuery = (data: DataClient, lng: Language, slug: string) =>
  queryOptions({
    queryKey: catalogKeys.category(lng, slug),
    queryFn: () => data.read(catalogContract.category, { params: { slug }, query: { lng } }),
    staleTime: STALE,
  });
export const districtsQuery = (data: DataClient, lng: Language) =>
  queryOptions({
    queryKey: catalogKeys.districts(lng),
    queryFn: () => data.read(catalogContract.districts, { query: { lng } }),
    staleTime: STALE,
  });
/**
 * The 18 districts without their areas (what district links and filters show): a third of the bytes, so public pages
 * carry less state. Forms that ask for an area use districtsQuery.
 */
export const districtNamesQuery = (data: DataClient, lng: Language) =>
  queryOptions({
    queryKey: catalogKeys.districtNames(lng),
    queryFn: async (): Promise<DistrictName[]> =>
      (await data.read(catalogContract.districts, { query: { lng } })).map(({ id, slug, region, name }) => ({ id, slug, region, name })),
    staleTime: STALE,
  });
export const nearMeQuery = (data: DataClient, lng: Language, p: { slug: string; region?: Region; district?: string }) =>
  queryOptions({
    queryKey: catalogKeys.nearMe(lng, p.slug, p.region, p.district),
    queryFn: () => data.read(catalogContract.nearMe, { params: { slug: p.slug }, query: { lng, region: p.region, district: p.district } }),
    staleTime: STALE,
  });
export const priceIndexQuery = (data: DataClient, lng: Language) =>
  queryOptions({
    queryKey: catalogKeys.priceIndex(lng),
    queryFn: () => data.read(catalogContract.priceIndex, { query: { lng } }),
    staleTime: STALE,
  });
/** A price guide; `summary` without its district list (what a category page shows). */
export const priceGuideQuery = (data: DataClient, lng: Language, slug: string, district?: string, view?: 'summary') =>
  queryOptions({
    queryKey: catalogKeys.price(lng, slug, district, view),
    queryFn: () => data.read(catalogContract.priceGuide, { params: { slug }, query: { lng, district, view } }),
    staleTime: STALE,
  });

/** The page language (the i18n instance follows the URL prefix). */
export function useLng(): Language {
  return useTranslation().i18n.language as Language;
}

export function useCatalogHome() {
  return useSuspenseQuery(catalogHomeQuery(useDataClient(), useLng()));
}
export function useProStats() {
  return useSuspenseQuery(proStatsQuery(useDataClient()));
}
export function useGenres() {
  return useSuspenseQuery(genresQuery(useDataClient(), useLng()));
}
export function useGenre(slug: string) {
  return useSuspenseQuery(genreQuery(useDataClient(), useLng(), slug));
}
export function useCategory(slug: string) {
  return useSuspenseQuery(categoryQuery(useDataClient(), useLng(), slug));
}
/** A category when a slug is given (e.g. ?category= on signup and onboarding), without suspending; undefined otherwise. */
export function useOptionalCategory(slug: string | null) {
  return useQuery({ ...categoryQuery(useDataClient(), useLng(), slug ?? ''), enabled: slug !== null, retry: false }).data;
}
export function useDistricts() {
  return useSuspenseQuery(districtsQuery(useDataClient(), useLng()));
}
export function useDistrictNames() {
  return useSuspenseQuery(districtNamesQuery(useDataClient(), useLng()));
}
export function useNearMe(p: { slug: string; region?: Region; district?: string }) {
  return useSuspenseQuery(nearMeQuery(useDataClient(), useLng(), p));
}
export function usePriceIndex() {
  return useSuspenseQuery(priceIndexQuery(useDataClient(), useLng()));
}
export function usePriceGuide(slug: string, district?: string, view?: 'summary') {
  return useSuspenseQuery(priceGuideQuery(useDataClient(), useLng(), slug, district, view));
}
