/** scrypt password hashing (node:crypto, no native addon): "scrypt$N$r$p$salt$hash". */
import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (pw: string, salt: Buffer, len: number, opts: crypto.ScryptOptions) => Promise<Buffer>;
const PARAMS = { N: 16384, r: 8, p: 1 };
const KEY_LEN = 32;

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await scrypt(password.normalize('NFKC'), salt, KEY_LEN, { ...PARAMS, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * The stored value of an account made with Google, Apple or Facebook: no password matches it, and
 * a password reset replaces it.
 */
export const NO_PASSWORD = 'none';

/** Whether the account has a password of its own (not the NO_PASSWORD marker). */
export function hasPassword(stored: string): boolean {
  return stored.startsWith('scrypt$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [alg, n, r, p, saltB64, keyB64] = stored.split('$');
  if (alg !== 'scrypt' || !saltB64 || !keyB64) {
    // As slow as a real check, so the answer's timing does not tell that the account has no password.
    await scrypt(password.normalize('NFKC'), Buffer.alloc(16), KEY_LEN, { ...PARAMS, maxmem: 64 * 1024 * 1024 });
    return false;
  }
  const expected = Buffer.from(keyB64, 'base64');
  const key = await scrypt(password.normalize('NFKC'), Buffer.from(saltB64, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 64 * 1024 * 1024,
  });
  return crypto.timingSafeEqual(key, expected);
}
