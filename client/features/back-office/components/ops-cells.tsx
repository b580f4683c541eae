/**
 * The cells the console's lists repeat: a row's name (a link that opens it) over a muted note, and a ticket by its
 * number and summary.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import { useHref } from '@client/lib/paths';
import { cellNote } from './ops-table';

/** The row's name, a link when `to` is given, with its other names or ids under it when there is a note. */
export function NameCell({ to, note, children }: { to?: string; note?: ReactNode; children: ReactNode }) {
  return (
    <>
      {to ? <Link to={to}>{children}</Link> : children}
      {note ? <span css={cellNote}>{note}</span> : null}
    </>
  );
}

/** A ticket as a list names it: "#id summary" (the queue's name when it has none), opening the ticket. */
export function TicketCell({ ticket, note }: { ticket: { id: number; summary: string; queue: string }; note: ReactNode }) {
  const { t } = useTranslation('ops');
  const href = useHref();
  return (
    <NameCell to={href('opsTicket', { id: ticket.id })} note={note}>
      #{ticket.id} {ticket.summary || t(`queues>${ticket.queue}`)}
    </NameCell>
  );
}
