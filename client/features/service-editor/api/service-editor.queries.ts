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
 * Every endpoint answering the editable service writes it into `serviceEditorKeys.detail(id)`; the list,
 * the session (service count, onboard_state) and the per-service reads are refreshed where they can change.
 */
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DataClient } from '@shared/api/data-client';
import type { CallInput, CallResult } from '@shared/api/endpoint';
import type { Language } from '@shared/i18n/i18n-config';
import { serviceEditorContract } from '@shared/api/service-editor.contract';
import { proServicesContract } from '@shared/api/pro-services.contract';
import type { EditableService } from '@shared/schemas/service-editor.schema';
import { callApi } from '@client/lib/api-client';
import { useDataClient } from '@client/lib/data-client';
import { calendarQueryOf } from '../lib/hk-time';

type Contract = typeof serviceEditorContract;

export const serviceEditorKeys = {
  all: ['service-editor'] as const,
  mine: (lng: Language) => [...serviceEditorKeys.all, 'mine', lng] as const,
  detail: (id: number) => [...serviceEditorKeys.all, 'service', id] as const,
  areaOptions: (lng: Language) => [...serviceEditorKeys.all, 'area-options', lng] as const,
  pauseEvents: (id: number) => [...serviceEditorKeys.all, 'pause-events', id] as const,
  calendar: (id: number, index: string, lng: Language) => [...serviceEditorKeys.all, 'calendar', id, index, lng] as const,
  reviews: (id: number, page: number, lng: Language) => [...serviceEditorKeys.all, 'reviews', id, page, lng] as const,
};

export const myServicesQuery = (data: DataClient, lng: Language) =>
  queryOptions({
    queryKey: serviceEditorKeys.mine(lng),
    queryFn: () => data.read(serviceEditorContract.mine, { query: { lng } }),
    staleTime: 10_000,
  });

export const editableServiceQuery = (data: DataClient, id: number) =>
  queryOptions({
    queryKey: serviceEditorKeys.detail(id),
    queryFn: () => data.read(serviceEditorContract.get, { params: { id } }),
    staleTime: 10_000,
  });

export const areaOptionsQuery = (data: DataClient, lng: Language) =>
  queryOptions({
    queryKey: serviceEditorKeys.areaOptions(lng),
    queryFn: () => data.read(serviceEditorContract.areaOptions, { query: { lng } }),
    staleTime: 5 * 60_000,
  });

export const pauseEventsQuery = (data: DataClient, id: number) =>
  queryOptions({
    queryKey: serviceEditorKeys.pauseEvents(id),
    queryFn: () => data.read(serviceEditorContract.pauseEvents, { params: { id } }),
    staleTime: 10_000,
  });

/** `index` is a month YYYY-MM or a week's Monday YYYY-MM-DD (Hong Kong; see hk-time calendarIndex); '' means this month. */
export const serviceCalendarQuery = (data: DataClient, id: number, index: string, lng: Language) =>
  queryOptions({
    queryKey: serviceEditorKeys.calendar(id, index, lng),
    queryFn: () => data.read(serviceEditorContract.calendar, { params: { id }, query: { ...calendarQueryOf(index), lng } }),
    staleTime: 10_000,
  });

export const ownerReviewsQuery = (data: DataClient, id: number, page: number, lng: Language) =>
  queryOptions({
    queryKey: serviceEditorKeys.reviews(id, page, lng),
    queryFn: () => data.read(serviceEditorContract.reviews, { params: { id }, query: { lng, page } }),
    staleTime: 10_000,
  });

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

// The session (users.onboard_state, quote_service_count) lives under the accounts feature's key.
const SESSION_KEY = ['accounts', 'session'] as const;

const isEditable = (v: unknown): v is EditableService =>
  typeof v === 'object' && v !== null && 'quote_service_id' in v && 'district_ids' in v && 'faqs' in v;

/** Keeps the caches in step with a write's answer (see the header). */
export function serviceChanged(qc: QueryClient, name: ServiceMutationName, id: number | undefined, result: unknown): void {
  if (isEditable(result)) qc.setQueryData(serviceEditorKeys.detail(result.quote_service_id), result);
  else if (id !== undefined) void qc.invalidateQueries({ queryKey: serviceEditorKeys.detail(id) });
  void qc.invalidateQueries({ queryKey: [...serviceEditorKeys.all, 'mine'] });
  if (name === 'add' || name === 'archive' || name === 'profileReady') void qc.invalidateQueries({ queryKey: SESSION_KEY });
  if (id === undefined) return;
  if (name === 'addPauseEvent' || name === 'editPauseEvent' || name === 'deletePauseEvent' || name === 'hours') {
    void qc.invalidateQueries({ queryKey: serviceEditorKeys.pauseEvents(id) });
    void qc.invalidateQueries({ queryKey: [...serviceEditorKeys.all, 'calendar', id] });
  }
  if (name === 'replyReview') void qc.invalidateQueries({ queryKey: [...serviceEditorKeys.all, 'reviews', id] });
}

/** AI drafts change nothing stored; every other write refreshes the caches. */
const READ_ONLY_WRITES = new Set<ServiceMutationName>(['profileAi', 'modifyProfileAi']);

/**
 * A write of the service-editor contract by name. The caller shows errors (ApiError.fields per field).
 * Example: `const save = useServiceMutation('areas'); await save.mutateAsync({ params: { id }, body: { district_ids } })`.
 */
export function useServiceMutation<N extends ServiceMutationName>(name: N) {
  const qc = useQueryClient();
  return useMutation<ServiceMutationResult<N>, Error, ServiceMutationInput<N>>({
    mutationKey: [...serviceEditorKeys.all, 'write', name],
    mutationFn: (input) =>
      (callApi as (e: Contract[N], i: unknown) => Promise<ServiceMutationResult<N>>)(serviceEditorContract[name], input),
    onSuccess: (result, input) => {
      if (READ_ONLY_WRITES.has(name)) return;
      const id = (input as { params?: { id?: number | string } }).params?.id;
      serviceChanged(qc, name, id === undefined ? undefined : Number(id), result);
    },
    meta: { handlesErrors: true },
  });
}

// Added by the service editor (Reviews step): the owner's shareable hashed review link (pro-services contract).
export const reviewLinkUrlQuery = (data: DataClient, id: number) =>
  queryOptions({
    queryKey: [...serviceEditorKeys.all, 'review-link', id] as const,
    queryFn: () => data.read(proServicesContract.reviewLink, { params: { id } }),
    staleTime: 5 * 60_000,
  });

export function useReviewLinkUrl(id: number) {
  return useQuery({ ...reviewLinkUrlQuery(useDataClient(), id), enabled: id > 0 });
}
