/** What the appointment pages read, once for their prefetch and the page. */
import { appointmentQuery, appointmentsQuery, whenOf } from '@client/features/reservations/api/reservations.queries';
import { pageReads } from '@client/lib/page-reads';

/** appointment?when=past|upcoming: the list. */
export const appointmentsReads = pageReads(({ data, lng, search }) => ({
  list: appointmentsQuery(data, whenOf(new URLSearchParams(search).get('when')), lng),
}));

/** appointment/{appointmentId}: one appointment (someone else's is a 404). */
export const appointmentReads = pageReads(({ data, lng, params }) => ({
  appointment: appointmentQuery(data, Number(params.appointmentId) || 0, lng),
}));
