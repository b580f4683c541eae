/**
 * The back office's demo items: every seeded item that waits for a person (pending certificates and identity
 * checks, and the other queues' demo items) gets its ticket, as the owning modules open them in the product.
 */
import type { Tx } from '../../lib/db';

export async function insertBackOfficeTickets(tx: Tx): Promise<number> {
  const { rowCount: certs } = await tx.query(
    `INSERT INTO ops_tickets (queue, subject_type, subject_id, user_id, summary, created)
     SELECT 'verifications', 'certificate', c.service_certificate_id, s.user_id, COALESCE(NULLIF(c.name, ''), c.type), c.created
       FROM service_certificates c JOIN quote_services s ON s.quote_service_id = c.quote_service_id
      WHERE c.status = 1
     ON CONFLICT DO NOTHING`,
  );
  const { rowCount: identities } = await tx.query(
    `INSERT INTO ops_tickets (queue, subject_type, subject_id, user_id, summary, created)
     SELECT 'verifications', 'identity', i.id, i.user_id, i.card_type, i.created FROM identity_verifications i WHERE i.status = 1
     ON CONFLICT DO NOTHING`,
  );
  return (certs ?? 0) + (identities ?? 0);
}
