/** Errors of social sign-in; codes in shared/domain/social-sign-in.ts, messages common|errors>{code}. */
import { SOCIAL_ERRORS } from '@shared/domain/social-sign-in';
import type { SignupNeeded } from '@shared/schemas/social-auth.schema';
import { AppError } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { OidcError } from '../../lib/oidc-client';

const e = (code: string, status: number, extra: Partial<ConstructorParameters<typeof AppError>[0]> = {}) =>
  new AppError({ code, status, messageKey: code, ...extra });

export const tokenInvalid = () => e(SOCIAL_ERRORS.TOKEN_INVALID, 401);
export const providerError = () => e(SOCIAL_ERRORS.PROVIDER_ERROR, 502);
export const providerDisabled = () => e(SOCIAL_ERRORS.PROVIDER_DISABLED, 404);
export const signupNeeded = (details: SignupNeeded) => e(SOCIAL_ERRORS.SIGNUP_NEEDED, 422, { details });
export const emailInUse = () => e(SOCIAL_ERRORS.EMAIL_IN_USE, 409);
export const alreadyLinked = () => e(SOCIAL_ERRORS.ALREADY_LINKED, 409);
export const providerTaken = () => e(SOCIAL_ERRORS.PROVIDER_TAKEN, 409);
export const lastMethod = () => e(SOCIAL_ERRORS.LAST_METHOD, 409);
export const stateInvalid = () => e(SOCIAL_ERRORS.STATE_INVALID, 400);
export const cancelled = () => e(SOCIAL_ERRORS.CANCELLED, 400);
export const signupTokenInvalid = () => e(SOCIAL_ERRORS.SIGNUP_TOKEN_INVALID, 404);
export const emailRequired = () => e(SOCIAL_ERRORS.EMAIL_REQUIRED, 400, { fields: { email: SOCIAL_ERRORS.EMAIL_REQUIRED } });

/** An adapter's failure (OidcError, also thrown by the Facebook adapter) as the API error: the caller's token is refused (401), the provider's trouble is a 502. */
export function fromProviderFailure(err: unknown, provider: string): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof OidcError) {
    logger().warn(err.kind === 'invalid' ? 'social-token-refused' : 'social-provider-unavailable', { provider, detail: err.detail });
    return err.kind === 'invalid' ? tokenInvalid() : providerError();
  }
  logger().error('social-provider-failed', { provider, err: err instanceof Error ? err.message : String(err) });
  return providerError();
}
