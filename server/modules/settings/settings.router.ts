/** The HTTP edge of account settings (shared/api/settings.contract.ts); avatar files are streamed here. */
import type { Response } from 'express';
import { settingsContract } from '@shared/api/settings.contract';
import { LANGUAGE_COOKIE } from '@shared/i18n/i18n-config';
import { SESSION_MAX_AGE_S } from '@shared/domain/limits';
import type { Language } from '@shared/i18n/i18n-config';
import type { FullDeps } from '../../lib/adapters';
import { sendFile } from '../../lib/file-response';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import * as settings from './settings.service';
import * as avatars from './avatar.service';
import * as emailChange from './email-change.service';

/** Avatar URLs change with every upload (a new key), so what is served under one never changes. */
const AVATAR_CACHE = 'public, max-age=31536000, immutable';

export function settingsRoutes(deps: FullDeps): Implementation[] {
  const { db, env } = deps;
  /** The site follows the chosen language too (SPEC §9 i18next cookie), as a language prefix would set it. */
  const setLanguageCookie = (res: Response, lng: Language) =>
    res.cookie(LANGUAGE_COOKIE, lng, { maxAge: SESSION_MAX_AGE_S * 1000, sameSite: 'lax', secure: env.secureCookies, path: '/' });

  return implement(settingsContract, {
    getSettings: ({ user }) => settings.getSettings(deps, user.id),
    changeSettings: async ({ user, body, res }) => {
      const out = await settings.changeSettings(deps, user.id, body);
      if (body.language) setLanguageCookie(res, body.language);
      return out;
    },
    editProfile: ({ user, body }) => settings.editProfile(db, user.id, body),
    uploadAvatar: async ({ user, files }) => {
      await avatars.uploadAvatar(deps, user.id, files);
      return settings.getProfile(db, user.id);
    },
    removeAvatar: async ({ user }) => {
      await avatars.removeAvatar(deps, user.id);
      return settings.getProfile(db, user.id);
    },
    avatarFile: async ({ params, res }) => {
      const file = await avatars.openAvatar(deps, params.key, params.size);
      sendFile(res, { data: file.data, mime: file.mime, fileName: `avatar-${params.size}`, cacheControl: AVATAR_CACHE });
    },
    getInvoiceSettings: ({ user }) => settings.getInvoiceSettings(deps, user.id),
    saveInvoiceSettings: ({ user, body }) => settings.saveInvoiceSettings(deps, user.id, body),
    sessions: ({ user, req }) => settings.listSessions(db, user.id, req.sessionTokenHash),
    revokeSession: ({ user, params, req }) => settings.revokeSession(db, { id: user.id, tokenHash: req.sessionTokenHash! }, params.id),
    revokeOtherSessions: ({ user, req }) => settings.revokeOtherSessions(db, { id: user.id, tokenHash: req.sessionTokenHash! }),
    requestEmailChange: ({ user, body, req }) => emailChange.requestEmailChange(deps, user.id, body, req.ip ?? null),
    confirmEmailChange: ({ user, body }) => emailChange.confirmEmailChange(deps, user.id, body.hash),
  });
}
