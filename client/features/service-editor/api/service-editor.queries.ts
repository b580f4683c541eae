/**
 * Reads and writes of the pro's own services (shared/api/service-editor.contract.ts): onboarding and the
 * service-editing menu share this file.
 *
 * Reads (react-query; dashboard routes prefetch them on the server with the `*Query` factories):
 * - `useMyServices()` GET /services/mine (current language): the list with onboarding state and `missing`.
 * - `useEditableService(id)` GET /services/{id}/edit: everything the editor needs, both languages.
 * - `useAreaOptions()` GET /services/area_options: the 18 districts with their areas.
 * - `usePauseEvents(id)`, `useServiceCalendar(id, month or week?)`, `useOwnerReviews(id, page)`.
 *
 * Writes: `useServiceMutation(name)` for every other endpoint of the contract, e.g.
 * `useServiceMutation('basic').mutateAsync({ params: { id }, body })`. Input and result are typed by the
 * contract. Errors are left to the caller (`meta.handlesErrors`): forms show `ApiError.fields` in place.
 * Every endpoint answering the editable service writes it in place of the cached one; what else each write makes
 * stale (the list, the session's service count and onboard_state, the calendar…) is declared beside the endpoint in
 * shared/api/service-editor.contract.ts (AI drafts change nothing stored and declare nothing).
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DataClient } from '@shared/api/data-client';
import type { CallInput, CallResult } from '@shared/api/endpoint';
import type { Language } from '@shared/i18n/i18n-config';
import { serviceEditorContract } from '@shared/api/service-editor.contract';
import { proServicesContract } from '@shared/api/pro-services.contract';
import type { EditableService } from '@shared/schemas/service-editor.schema';
import { useDataClient } from '@client/lib/data-client';
import { endpointKey, readQuery, useCall } from '@client/lib/endpoint-query';
import { calendarQueryOf } from '../lib/hk-time';

type Contract = typeof serviceEditorContract;

export const myServicesQuery = (data: DataClient, lng: Language) =>
  readQuery(data, serviceEditorContract.mine, { query: { lng } }, { staleTime: 10_000 });

export const editableServiceQuery = (data: DataClient, id: number) =>
  readQuery(data, serviceEditorContract.get, { params: { id } }, { staleTime: 10_000 });

export const areaOptionsQuery = (data: DataClient, lng: Language) =>
  readQuery(data, serviceEditorContract.areaOptions, { query: { lng } }, { staleTime: 5 * 60_000 });

export const pauseEventsQuery = (data: DataClient, id: number) =>
  readQuery(data, serviceEditorContract.pauseEvents, { params: { id } }, { staleTime: 10_000 });

/** `index` is a month YYYY-MM or a week's Monday YYYY-MM-DD (Hong Kong; see hk-time calendarIndex); '' means this month. */
export const serviceCalendarQuery = (data: DataClient, id: number, index: string, lng: Language) =>
  readQuery(data, serviceEditorContract.calendar, { params: { id }, query: { ...calendarQueryOf(index), lng } }, { staleTime: 10_000 });

export const ownerReviewsQuery = (data: DataClient, id: number, page: number, lng: Language) =>
  readQuery(data, serviceEditorContract.reviews, { params: { id }, query: { lng, page } }, { staleTime: 10_000 });

const useLng = () => useTranslation().i18n.language as Language;

export function useMyServices() {
  return useQuery(myServicesQuery(useDataClient(), useLng()));
}

export function useEditableService(id: number) {
  return useQuery({ ...editableServiceQuery(useDataClient(), id), enabled: id > 0 });
}

export function useAreaOptions() {
  return useQuery(areaOptionsQuery(useDataClient(), useLng()));
}

export function usePauseEvents(id: number) {
  return useQuery({ ...pauseEventsQuery(useDataClient(), id), enabled: id > 0 });
}

export function useServiceCalendar(id: number, index = '') {
  return useQuery({ ...serviceCalendarQuery(useDataClient(), id, index, useLng()), enabled: id > 0 });
}

export function useOwnerReviews(id: number, page = 1) {
  return useQuery({ ...ownerReviewsQuery(useDataClient(), id, page, useLng()), enabled: id > 0 });
}

/** The contract's writes (everything but the GET reads above). */
export type ServiceMutationName = {
  [K in keyof Contract]: Contract[K]['method'] extends 'POST' ? K : never;
}[keyof Contract];
export type ServiceMutationInput<N extends ServiceMutationName> = CallInput<Contract[N]>;
export type ServiceMutationResult<N extends ServiceMutationName> = CallResult<Contract[N]>;

const isEditable = (v: unknown): v is EditableService =>
  typeof v === 'object' && v !== null && 'quote_service_id' in v && 'district_ids' in v && 'faqs' in v;

const editKey = (id: number) => endpointKey(serviceEditorContract.get, { params: { id } });

/**
 * A write of the service-editor contract by name. The caller shows errors (ApiError.fields per field).
 * Example: `const save = useServiceMutation('areas'); await save.mutateAsync({ params: { id }, body: { district_ids } })`.
 */
export function useServiceMutation<N extends ServiceMutationName>(name: N) {
  return useCall<Contract[N], ServiceMutationInput<N>>(serviceEditorContract[name], {
    onSuccess: (result, _input, qc) => {
      if (isEditable(result)) qc.setQueryData(editKey(result.quote_service_id), result);
    },
    keep: (result) => (isEditable(result) ? editKey(result.quote_service_id) : undefined),
    handlesErrors: true,
  });
}

// Added by the service editor (Reviews step): the owner's shareable hashed review link (pro-services contract).
export const reviewLinkUrlQuery = (data: DataClient, id: number) =>
  readQuery(data, proServicesContract.reviewLink, { params: { id } }, { staleTime: 5 * 60_000 });

export function useReviewLinkUrl(id: number) {
  return useQuery({ ...reviewLinkUrlQuery(useDataClient(), id), enabled: id > 0 });
}
