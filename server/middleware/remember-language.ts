/**
 * Keeps users.language in step with the language the signed-in user browses in (emails use it). The write itself is
 * the accounts module's (`saveLanguage`, passed in where the API is composed), as users is written only there.
 */
import type { Request } from 'express';

const REMEMBERED_MAX = 10_000;
/** Entries expire so a change made through another instance is written again soon. */
const REMEMBER_MS = 10 * 60 * 1000;

export function rememberLanguage(saveLanguage: (userId: number, lng: string) => Promise<void>): (req: Request) => Promise<void> {
  // Per app: which language was last stored for a user, so the UPDATE runs only when it changes.
  const remembered = new Map<number, { lng: string; at: number }>();
  return async (req) => {
    const lng = req.lng;
    const seen = req.user ? remembered.get(req.user.id) : undefined;
    if (req.user && (lng === 'zh-HK' || lng === 'en-HK') && (seen?.lng !== lng || Date.now() - seen.at > REMEMBER_MS)) {
      await saveLanguage(req.user.id, lng);
      if (remembered.size >= REMEMBERED_MAX) remembered.clear();
      remembered.set(req.user.id, { lng, at: Date.now() });
    }
  };
}
