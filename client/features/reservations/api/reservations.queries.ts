/**
 * Direct booking and appointments (shared/api/reservations.contract.ts).
 * Reads: `reserveSlotsQuery` (public reserve page), `appointmentsQuery` (list, upcoming|past), `appointmentQuery`.
 * Writes: `useReserve`, `useCancelAppointment`, `useRescheduleAppointment`, `useMarkBookingsSeen`; errors are left to the caller
 * (`meta.handlesErrors`), which shows the translated message in place.
 */
import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { DataClient } from '@shared/api/data-client';
import type { Language } from '@shared/i18n/i18n-config';
import { reservationsContract } from '@shared/api/reservations.contract';
import type { Appointment, ReserveInput } from '@shared/schemas/reservations.schema';
import { endpointKey, readQuery, useCall } from '@client/lib/endpoint-query';

/** The list filter of the appointment page (`?when=past`; anything else is upcoming). */
export const whenOf = (v: string | null): 'upcoming' | 'past' => (v === 'past' ? 'past' : 'upcoming');

export const reserveSlotsQuery = (data: DataClient, serviceId: number, lng: Language) =>
  readQuery(data, reservationsContract.slots, { params: { id: serviceId }, query: { lng } }, { staleTime: 30_000 });

export const appointmentsQuery = (data: DataClient, when: 'upcoming' | 'past', lng: Language) =>
  readQuery(data, reservationsContract.list, { query: { when, lng } }, { staleTime: 10_000 });

export const appointmentQuery = (data: DataClient, id: number, lng: Language) => ({
  ...readQuery(data, reservationsContract.get, { params: { id }, query: { lng } }, { staleTime: 10_000 }),
  retry: false,
});

/** The answer is the appointment: written in place of its cached copy, which the refetch then leaves alone. */
const stored = (lng: Language) => {
  const key = (a: Appointment) => endpointKey(reservationsContract.get, { params: { id: a.id }, query: { lng } });
  return {
    onSuccess: (a: Appointment, _v: unknown, qc: QueryClient) => qc.setQueryData(key(a), a),
    keep: key,
    handlesErrors: true,
  };
};

export function useReserve(serviceId: number, lng: Language) {
  return useCall(reservationsContract.reserve, { input: (body: ReserveInput) => ({ params: { id: serviceId }, body }), ...stored(lng) });
}

export function useCancelAppointment(id: number, lng: Language) {
  return useCall<typeof reservationsContract.cancel, void>(reservationsContract.cancel, {
    input: () => ({ params: { id } }),
    ...stored(lng),
  });
}

export function useRescheduleAppointment(id: number, lng: Language) {
  return useCall(reservationsContract.reschedule, {
    input: (begin_time: string) => ({ params: { id }, body: { begin_time } }),
    ...stored(lng),
  });
}

/**
 * The appointments page was opened with bookings the other side made or changed (user/me unreadBookingCount): they are
 * read now. The session is read again afterwards, so the menu's count goes and this runs once.
 */
export function useMarkBookingsSeen(unread: number | undefined) {
  const { mutate } = useCall(reservationsContract.seen, { handlesErrors: true });
  useEffect(() => {
    if (unread) mutate({});
  }, [unread, mutate]);
}
