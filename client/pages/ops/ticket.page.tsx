/** /ops/tickets/{id}: one item with its panel, the conversation with the user, assignment, notes and history. */
import { useQuery } from '@tanstack/react-query';
import { TicketView } from '@client/features/back-office/components/ticket-view';
import { ticketReads } from './ops.reads';

export default function OpsTicketPage() {
  const { data } = useQuery(ticketReads.use().ticket);
  return data ? <TicketView detail={data} /> : null;
}
