/**
 * Every Express router of the server comes from here, so paths match exactly as declared: one spelling per endpoint
 * and page (`/api/genres`, never `/API/GENRES`), as the app itself does with `case sensitive routing`. A router made
 * with express.Router() directly would match any letter case again (the lint rule no-restricted-syntax points here).
 */
import { Router } from 'express';

export function createRouter(): Router {
  // eslint-disable-next-line no-restricted-syntax -- the one place a router is made
  return Router({ caseSensitive: true });
}
