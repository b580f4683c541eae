/**
 * New-password rules (ARCHITECTURE §5): at least 8 characters, and refused when derived from the
 * user's own details, common, or weak by zxcvbn's estimate. One judge for both sides: the server's password policy
 * and the browser's strength meter build it from the same @zxcvbn-ts modules, handed in by the caller so that
 * shared/ has no runtime dependency and the browser can load the dictionaries only when a password field is used.
 */

export const PASSWORD_MIN_LENGTH = 8;
/** zxcvbn score (0–4) a new password needs: 3 = "safely unguessable", about 10^8 guesses or more. */
export const PASSWORD_MIN_SCORE = 3;

export type PasswordRefusal = 'too_short' | 'common' | 'derived' | 'weak';
export type PasswordVerdict = { ok: true; score: number } | { ok: false; reason: PasswordRefusal; score: number };

/** The field-error message key (common|errors>…) of each refusal, the same on the server and in the meter. */
export const PASSWORD_REFUSAL_KEYS: Record<PasswordRefusal, string> = {
  too_short: 'password_too_short',
  common: 'password_common',
  derived: 'password_derived',
  weak: 'password_weak',
};

/** The user's own details a password must not be built from: username, e-mail, its local part, first and last name. */
export function passwordUserInputs(u: { username?: string; email?: string; first_name?: string; last_name?: string }): string[] {
  const email = (u.email ?? '').trim();
  return [u.username ?? '', email, email.split('@')[0] ?? '', u.first_name ?? '', u.last_name ?? ''];
}

interface Estimate {
  score: number;
  sequence: { pattern: string; dictionaryName?: string }[];
}

/** The parts of @zxcvbn-ts/core, /language-common and /language-en the checker uses (structural, no import). */
export interface ZxcvbnModules {
  core: {
    ZxcvbnFactory: new (options: {
      dictionary: Record<string, (string | number)[]>;
      graphs: Record<string, Record<string, (string | null)[]>>;
      l33tMaxSubstitutions: number;
      maxLength: number;
    }) => { check(password: string, userInputs?: string[]): Estimate };
  };
  common: { dictionary: Record<string, string[]>; adjacencyGraphs: Record<string, Record<string, (string | null)[]>> };
  en: { dictionary: Record<string, string[]> };
}

export type PasswordChecker = (password: string, userInputs: string[]) => PasswordVerdict;

/**
 * Builds the checker once (the ranked dictionaries take ~40 ms to build). Bounded so that one check stays in
 * milliseconds even for a hostile 200-character input (measured: worst ~30 ms instead of ~1 s with the defaults):
 * zxcvbn estimates the first 64 characters (the length and derived rules see the whole password) and tries at most
 * 10 l33t substitutions. Its Levenshtein option is left off: it compares the whole password with every dictionary
 * word (100–400 ms a check); "closely matches" is applied to the user's own details only, below.
 */
export function createPasswordChecker({ core, common, en }: ZxcvbnModules): PasswordChecker {
  const zxcvbn = new core.ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    l33tMaxSubstitutions: 10,
    maxLength: 64,
  });
  return (password, userInputs) => {
    const inputs = normalizeInputs(userInputs);
    const { score, sequence } = zxcvbn.check(password, inputs);
    const refuse = (reason: PasswordRefusal): PasswordVerdict => ({ ok: false, reason, score });
    if ([...password].length < PASSWORD_MIN_LENGTH) return refuse('too_short');
    if (sequence.some((m) => m.dictionaryName === 'userInputs') || isDerived(password, inputs)) return refuse('derived');
    if (score < PASSWORD_MIN_SCORE) {
      return refuse(sequence.some((m) => m.dictionaryName?.startsWith('passwords')) ? 'common' : 'weak');
    }
    return { ok: true, score };
  };
}

/** Lower-cased inputs of 4+ characters (shorter ones, like a 3-letter name, would refuse too many good passwords), with names also written without spaces ("Tai Man" → "taiman"). */
function normalizeInputs(userInputs: string[]): string[] {
  const out = new Set<string>();
  for (const raw of userInputs) {
    const s = raw.trim().toLowerCase();
    for (const v of [s, s.replace(/\s+/g, '')]) if ([...v].length >= 4) out.add(v);
  }
  return [...out];
}

/** Contains one of the inputs, or is within 2 edits of one (inputs of 6+ characters). */
function isDerived(password: string, inputs: string[]): boolean {
  const p = password.toLowerCase();
  return inputs.some((input) => p.includes(input) || (input.length >= 6 && withinEdits(p, input, 2)));
}

function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    if (Math.min(...row) > max) return false;
    prev = row;
  }
  return prev[b.length] <= max;
}
