/** Query options of the public catalogue (genres, categories, districts, near-me, price guides). */
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DataClient } from '@shared/api/data-client';
import { catalogContract } from '@shared/api/catalog.contract';
import type { Language } from '@shared/i18n/i18n-config';
import type { Region } from '@shared/domain/catalog';
import type { DistrictName } from '@shared/schemas/catalog.schema';
import { useDataClient } from '@client/lib/data-client';
import { derivedQuery, readQuery } from '@client/lib/endpoint-query';

const fresh = { staleTime: 5 * 60_000 };

export const catalogHomeQuery = (data: DataClient, lng: Language) => readQuery(data, catalogContract.home, { query: { lng } }, fresh);
/** Real figures for the pro landing page and onboarding (recent demand, fees, starter credit). */
export const proStatsQuery = (data: DataClient) => readQuery(data, catalogContract.proStats, {}, fresh);
export const genresQuery = (data: DataClient, lng: Language) => readQuery(data, catalogContract.genres, { query: { lng } }, fresh);
export const genreQuery = (data: DataClient, lng: Language, slug: string) =>
  readQuery(data, catalogContract.genre, { params: { slug }, query: { lng } }, fresh);
export const categoryQuery = (data: DataClient, lng: Language, slug: string) =>
  readQuery(data, catalogContract.category, { params: { slug }, query: { lng } }, fresh);
export const districtsQuery = (data: DataClient, lng: Language) => readQuery(data, catalogContract.districts, { query: { lng } }, fresh);
/**
 * The 18 districts without their areas (what district links and filters show): a third of the bytes, so public pages
 * carry less state. Forms that ask for an area use districtsQuery.
 */
export const districtNamesQuery = (data: DataClient, lng: Language) =>
  derivedQuery(
    data,
    catalogContract.districts,
    { query: { lng } },
    'names',
    (list): DistrictName[] => list.map(({ id, slug, region, name }) => ({ id, slug, region, name })),
    fresh,
  );
export const nearMeQuery = (data: DataClient, lng: Language, p: { slug: string; region?: Region; district?: string }) =>
  readQuery(data, catalogContract.nearMe, { params: { slug: p.slug }, query: { lng, region: p.region, district: p.district } }, fresh);
export const priceIndexQuery = (data: DataClient, lng: Language) => readQuery(data, catalogContract.priceIndex, { query: { lng } }, fresh);
/** A price guide; `summary` without its district list (what a category page shows). */
export const priceGuideQuery = (data: DataClient, lng: Language, slug: string, district?: string, view?: 'summary') =>
  readQuery(data, catalogContract.priceGuide, { params: { slug }, query: { lng, district, view } }, fresh);

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
/** A category when a slug is given (e.g. ?category= on signup and onboarding), without suspending; undefined otherwise. */
export function useOptionalCategory(slug: string | null) {
  return useQuery({ ...categoryQuery(useDataClient(), useLng(), slug ?? ''), enabled: slug !== null, retry: false }).data;
}
export function usePriceIndex() {
  return useSuspenseQuery(priceIndexQuery(useDataClient(), useLng()));
}
