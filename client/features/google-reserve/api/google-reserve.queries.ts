/**
 * Google-reserve (shared/api/google-reserve.contract.ts).
 * Reads: `greserveEntitiesQuery` and `greserveEventsQuery` (dashboard), `greserveBookingPageQuery` (landing page).
 * Writes: `useGreserveEntityWrite` (publish, add/edit/delete item: the answer replaces the cached entities),
 * `useCancelGreserveEvent`, `useGreserveBook`. Errors are left to the caller (`meta.handlesErrors`), which shows
 * the translated message in place.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataClient } from '@shared/api/data-client';
import type { CallBody } from '@shared/api/endpoint';
import { googleReserveContract as C } from '@shared/api/google-reserve.contract';
import type { Language } from '@shared/i18n/i18n-config';
import type { GreserveBookingInput, GreserveEntity } from '@shared/schemas/google-reserve.schema';
import { callApi } from '@client/lib/api-client';
import { endpointKey, readQuery, refetchUnder, useCall } from '@client/lib/endpoint-query';

/** The bookings filter of the dashboard page (`?when=past`; anything else is upcoming). */
export const greserveWhenOf = (v: string | null): 'upcoming' | 'past' => (v === 'past' ? 'past' : 'upcoming');

export const greserveEntitiesQuery = (data: DataClient, lng: Language) =>
  readQuery(data, C.entities, { query: { lng } }, { staleTime: 10_000 });

export const greserveEventsQuery = (data: DataClient, when: 'upcoming' | 'past', lng: Language) =>
  readQuery(data, C.events, { query: { when, lng } }, { staleTime: 10_000 });

export const greserveBookingPageQuery = (data: DataClient, serviceId: number, itemId: number, lng: Language) =>
  readQuery(data, C.bookingPage, { params: { serviceId, googleReserveId: itemId }, query: { lng } }, { staleTime: 30_000 });

type ItemBody = CallBody<typeof C.addItem>;

export type GreserveEntityWrite =
  | { kind: 'publish'; serviceId: number; is_published: boolean }
  | { kind: 'add'; serviceId: number; body: ItemBody }
  | { kind: 'edit'; itemId: number; body: ItemBody }
  | { kind: 'delete'; itemId: number };

/** Publish or take down an entity, add, change or delete an item. */
export function useGreserveEntityWrite(lng: Language) {
  const qc = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (w: GreserveEntityWrite): Promise<GreserveEntity[]> => {
      if (w.kind === 'publish') return callApi(C.publish, { params: { id: w.serviceId }, body: { is_published: w.is_published } });
      if (w.kind === 'add') return callApi(C.addItem, { params: { id: w.serviceId }, body: w.body });
      if (w.kind === 'edit') return callApi(C.editItem, { params: { id: w.itemId }, body: w.body });
      return callApi(C.deleteItem, { params: { id: w.itemId } });
    },
    onSuccess: (entities) => qc.setQueryData(endpointKey(C.entities, { query: { lng } }), entities),
  });
}

export function useCancelGreserveEvent() {
  return useCall(C.cancelEvent, { input: (eventId: number) => ({ params: { id: eventId } }), handlesErrors: true });
}

/** Books a time on the landing page; the page's free times refresh either way (a taken time disappears). */
export function useGreserveBook(serviceId: number, itemId: number) {
  const qc = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (body: GreserveBookingInput) => callApi(C.book, { params: { serviceId, googleReserveId: itemId }, body }),
    onSettled: () => refetchUnder(qc, C.book),
  });
}
