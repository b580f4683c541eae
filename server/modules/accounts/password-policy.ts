/** The new-password policy: shared/domain/password-strength.ts with the dictionaries loaded once. */
import * as core from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import { createPasswordChecker, PASSWORD_REFUSAL_KEYS, type PasswordRefusal, type PasswordVerdict } from '@shared/domain/password-strength';
import { badRequest } from '../../lib/errors';

const check = createPasswordChecker({ core, common, en });

/**
 * Judges a password a user wants to set: at least 8 characters, not derived from `userInputs` (username, e-mail,
 * its local part, first/last name: see passwordUserInputs), not common, zxcvbn score ≥ 3. A few ms warm.
 */
export function checkNewPassword(password: string, userInputs: string[]): PasswordVerdict {
  return check(password, userInputs);
}

/** Throws 400 with the translated reason on `field` (passwd, new_password, password …) when the policy refuses. */
export function assertNewPassword(field: string, password: string, userInputs: string[]): void {
  const verdict = checkNewPassword(password, userInputs);
  if (!verdict.ok) throw badRequest('validation', { [field]: PASSWORD_REFUSAL_KEYS[verdict.reason] });
}

/** POST /api/users/password_strength: the meter's verdict, `reason` null when the password is accepted. */
export function judgeNewPassword(password: string, userInputs: string[]): { ok: boolean; score: number; reason: PasswordRefusal | null } {
  const v = checkNewPassword(password, userInputs.filter(Boolean));
  return { ok: v.ok, score: v.score, reason: v.ok ? null : v.reason };
}
