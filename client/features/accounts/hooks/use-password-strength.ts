/** Live verdict on a new password for the strength meter: asks the server's judge once typing stops. */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PasswordVerdict } from '@shared/domain/password-strength';
import { checkPasswordStrength } from '@client/lib/password-strength';

export const STRENGTH_DEBOUNCE_MS = 250;

export interface StrengthInput {
  password: string;
  /** The user's details a password must not be built from (passwordUserInputs). */
  userInputs: string[];
}

/**
 * `load` goes on the password field's onFocus, `update` on any change that matters (the form's onChange, so that a
 * username typed after the password counts too); `read` gives the current values when the check runs.
 */
export function usePasswordStrength(read: () => StrengthInput) {
  const [verdict, setVerdict] = useState<PasswordVerdict | null>(null);
  const asked = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestRead = useRef(read);
  useEffect(() => {
    latestRead.current = read;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const run = useCallback(() => {
    const { password, userInputs } = latestRead.current();
    const ask = ++asked.current;
    if (!password) return setVerdict(null);
    // Only the latest answer counts; without one the meter stays as it was and the server still judges on submit.
    checkPasswordStrength(password, userInputs).then(
      (v) => ask === asked.current && setVerdict(v),
      () => undefined,
    );
  }, []);
  const update = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(run, STRENGTH_DEBOUNCE_MS);
  }, [run]);
  // Kept for the fields' onFocus: a verdict for what is already typed (a browser-filled password).
  const load = update;

  return { verdict, load, update };
}
