/**
 * Identity verification goes through a provider (SPEC §7 "including a third-party identity process"). The service
 * stores the submission (number, card type, name, files) and then hands it to the provider in the same transaction.
 * The default provider is the operator queue: the check stays pending until an operator decides at
 * /ops/verifications. A third-party adapter implements the same interface: it may answer at once (approved or
 * rejected) or leave the check pending and settle it later through the operator decision path.
 */
import type { CardType } from '@shared/schemas/certificates.schema';
import type { Queryable } from '../../lib/db';

export interface IdentitySubmission {
  /** identity_verifications.id of the stored submission. */
  verificationId: number;
  userId: number;
  cardType: CardType;
  /** Canonical number (HKID "A123456(3)", passport upper-case). */
  realId: string;
  realName: string;
  attachmentIds: number[];
}

export type IdentityOutcome = { status: 'pending' } | { status: 'approved' } | { status: 'rejected'; reason: string };

export interface IdentityProvider {
  /** Stored in identity_verifications.provider. */
  readonly name: string;
  /** Starts the check of a stored submission, inside the transaction that stored it. */
  start(tx: Queryable, submission: IdentitySubmission): Promise<IdentityOutcome>;
}

/** The default: operators check the documents by hand; nothing leaves Sifu. */
export const operatorQueueProvider: IdentityProvider = {
  name: 'operator',
  start: () => Promise.resolve({ status: 'pending' }),
};
