/**
 * The new-password judge for the strength meter: the server's own check (POST /api/users/password_strength,
 * shared/domain/password-strength rules with @zxcvbn-ts and its dictionaries), so the browser never downloads the
 * dictionaries (about 820 KB gzip) and the meter can never disagree with what the server refuses.
 */
import { accountsContract } from '@shared/api/accounts.contract';
import type { PasswordVerdict } from '@shared/domain/password-strength';
import { callApi } from './api-client';

/** The server's verdict on `password` given the user's details typed so far. */
export async function checkPasswordStrength(password: string, userInputs: string[]): Promise<PasswordVerdict> {
  const v = await callApi(accountsContract.passwordStrength, { body: { password, user_inputs: userInputs.slice(0, 8) } });
  return v.ok || !v.reason ? { ok: true, score: v.score } : { ok: false, reason: v.reason, score: v.score };
}

export type StrengthLevel = 1 | 2 | 3 | 4;

/** The meter's level: a refused password shows 1–2 whatever its score, an accepted one 3 (score 3) or 4. */
export function strengthLevel(verdict: PasswordVerdict): StrengthLevel {
  if (verdict.ok) return verdict.score >= 4 ? 4 : 3;
  return verdict.score >= 2 ? 2 : 1;
}
