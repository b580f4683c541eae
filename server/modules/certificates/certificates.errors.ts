/** Error codes of certificates and identity verification (messages: common|errors>{code}). */
import { conflict, unprocessable } from '../../lib/errors';

export const CERTIFICATE_ERRORS = {
  NOT_PENDING: 'verification_not_pending',
  NOT_WITHDRAWABLE: 'certificate_not_withdrawable',
  APPROVED_NOT_DELETABLE: 'certificate_approved',
  TOO_MANY: 'too_many_certificates',
  IDENTITY_PENDING: 'identity_pending',
  IDENTITY_VERIFIED: 'identity_verified',
} as const;

/** An operator decided on an item that is no longer pending (decided already, or withdrawn by its owner). */
export const notPending = () => conflict(CERTIFICATE_ERRORS.NOT_PENDING, CERTIFICATE_ERRORS.NOT_PENDING);
/** Only pending and approved certificates can be withdrawn. */
export const notWithdrawable = () => conflict(CERTIFICATE_ERRORS.NOT_WITHDRAWABLE, CERTIFICATE_ERRORS.NOT_WITHDRAWABLE);
/** An approved certificate is withdrawn first, then deleted. */
export const approvedNotDeletable = () => conflict(CERTIFICATE_ERRORS.APPROVED_NOT_DELETABLE, CERTIFICATE_ERRORS.APPROVED_NOT_DELETABLE);
export const tooManyCertificates = (max: number) => unprocessable(CERTIFICATE_ERRORS.TOO_MANY, CERTIFICATE_ERRORS.TOO_MANY, { max });
export const identityPending = () => conflict(CERTIFICATE_ERRORS.IDENTITY_PENDING, CERTIFICATE_ERRORS.IDENTITY_PENDING);
export const identityVerified = () => conflict(CERTIFICATE_ERRORS.IDENTITY_VERIFIED, CERTIFICATE_ERRORS.IDENTITY_VERIFIED);
