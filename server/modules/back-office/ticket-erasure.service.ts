/** Erasing a deleted account's support threads, inside the privacy module's deletion transaction. */
import * as repo from './ticket-erasure.repository';

/** Contact tickets go whole; other tickets of the user lose the user's own messages and e-mail address. */
export const eraseTicketsOfDeletedUser = repo.eraseTickets;
