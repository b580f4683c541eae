/**
 * Direct booking and appointments (shared/api/reservations.contract.ts).
 * Reads: `reserveSlotsQuery` (public reserve page), `appointmentsQuery` (list, upcoming|past), `appointmentQuery`.
 * Writes: `useReserve`, `useCancelAppointment`, `useRescheduleAppointment`; errors are left to the caller
 * (`meta.handlesErrors`), which shows the translated message in place.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataClient } from '@shared/api/data-client';
import type { Language } from '@shared/i18n/i18n-config';
import { reservationsContract } from '@shared/api/reservations.contract';
import type { Appointment, ReserveInput } from '@shared/schemas/reservations.schema';
import { callApi } from '@client/lib/api-client';

export const reservationKeys = {
  all: ['reservations'] as const,
  slots: (serviceId: number, lng: Language) => [...reservationKeys.all, 'slots', serviceId, lng] as const,
  list: (when: 'upcoming' | 'past', lng: Language) => [...reservationKeys.all, 'list', when, lng] as const,
  detail: (id: number, lng: Language) => [...reservationKeys.all, 'detail', id, lng] as const,
};

/** The list filter of the appointment page (`?when=past`; anything else is upcoming). */
export const whenOf = (v: string | null): 'upcoming' | 'past' => (v === 'past' ? 'past' : 'upcoming');

export const reserveSlotsQuery = (data: DataClient, serviceId: number, lng: Language) =>
  queryOptions({
    queryKey: reservationKeys.slots(serviceId, lng),
    queryFn: () => data.read(reservationsContract.slots, { params: { id: serviceId }, query: { lng } }),
    staleTime: 30_000,
  });

export const appointmentsQuery = (data: DataClient, when: 'upcoming' | 'past', lng: Language) =>
  queryOptions({
    queryKey: reservationKeys.list(when, lng),
    queryFn: () => data.read(reservationsContract.list, { query: { when, lng } }),
    staleTime: 10_000,
  });

export const appointmentQuery = (data: DataClient, id: number, lng: Language) =>
  queryOptions({
    queryKey: reservationKeys.detail(id, lng),
    queryFn: () => data.read(reservationsContract.get, { params: { id }, query: { lng } }),
    staleTime: 10_000,
    retry: false,
  });

function useStore(lng: Language) {
  const qc = useQueryClient();
  return (a: Appointment) => {
    qc.setQueryData(reservationKeys.detail(a.id, lng), a);
    void qc.invalidateQueries({ queryKey: [...reservationKeys.all, 'list'] });
    void qc.invalidateQueries({ queryKey: [...reservationKeys.all, 'slots', a.quote_service_id] });
  };
}

export function useReserve(serviceId: number, lng: Language) {
  const store = useStore(lng);
  return useMutation({
    mutationFn: (body: ReserveInput) => callApi(reservationsContract.reserve, { params: { id: serviceId }, body }),
    onSuccess: store,
    meta: { handlesErrors: true },
  });
}

export function useCancelAppointment(id: number, lng: Language) {
  const store = useStore(lng);
  return useMutation({
    mutationFn: () => callApi(reservationsContract.cancel, { params: { id } }),
    onSuccess: store,
    meta: { handlesErrors: true },
  });
}

export function useRescheduleAppointment(id: number, lng: Language) {
  const store = useStore(lng);
  return useMutation({
    mutationFn: (begin_time: string) => callApi(reservationsContract.reschedule, { params: { id }, body: { begin_time } }),
    onSuccess: store,
    meta: { handlesErrors: true },
  });
}
