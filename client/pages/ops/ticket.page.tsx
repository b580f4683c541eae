/** /ops/tickets/{id}: one item with its panel, the conversation with the user, assignment, notes and history. */
import { useQuery } from '@tanstack/react-query';
import { TicketView } from '@client/features/back-office/components/ticket-view';
import { ticketReads } from './ops.reads';
import { PAGE_PANELS } from './ticket-panels';

export default function OpsTicketPage() {
  const { data } = useQuery(ticketReads.use().ticket);
  return data ? <TicketView detail={data} panels={PAGE_PANELS} /> : null;
}
