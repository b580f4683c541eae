import type { i18n, TFunction } from 'i18next';
import type { Language } from '../shared/i18n/i18n-config';
import type { SessionUser } from '../server/middleware/session';

declare global {
  namespace Express {
    interface Request {
      requestId: string;
      lng: Language;
      language: string;
      i18n: i18n;
      t: TFunction;
      user?: SessionUser;
      sessionTokenHash?: string;
      sessionInvalid?: boolean;
      cspNonce: string;
      deviceId?: string;
      /** The exact body bytes of an endpoint declared with `rawBody` (signed webhooks). */
      rawBody?: Buffer;
    }
  }
}
export {};
