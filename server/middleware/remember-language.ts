/** Keeps users.language in step with the language the signed-in user browses in (emails use it). */
import type { RequestHandler } from 'express';
import type { Db } from '../lib/db';

export function rememberLanguage(db: Db): RequestHandler {
  return async (req, _res, next) => {
    if (req.user && (req.lng === 'zh-HK' || req.lng === 'en-HK')) {
      await db.query('UPDATE users SET language = $2 WHERE id = $1 AND language <> $2', [req.user.id, req.lng]);
    }
    next();
  };
}
