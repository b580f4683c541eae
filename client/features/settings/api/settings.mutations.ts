/**
 * Settings mutations. Each writes the server's answer into the settings read; what else they make stale (the
 * session, whose header shows the name and avatar; the devices list) is declared in shared/api/settings.contract.ts.
 */
import type { QueryClient } from '@tanstack/react-query';
import { settingsContract } from '@shared/api/settings.contract';
import type { CallBody } from '@shared/api/endpoint';
import type { Profile, UserSettings } from '@shared/schemas/settings.schema';
import { useCall } from '@client/lib/endpoint-query';
import { settingsKey } from './settings.queries';

function setProfile(profile: Profile, _vars: unknown, qc: QueryClient): void {
  qc.setQueryData(settingsKey, (s: UserSettings | undefined) => (s ? { ...s, profile } : s));
}

export function useEditProfile() {
  return useCall(settingsContract.editProfile, {
    input: (body: CallBody<typeof settingsContract.editProfile>) => ({ body }),
    onSuccess: setProfile,
    handlesErrors: true,
  });
}

/** POST /api/user/avatar with the picture under the field name "file". */
export function useUploadAvatar() {
  return useCall(settingsContract.uploadAvatar, {
    input: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name || 'avatar');
      return { body: form };
    },
    onSuccess: setProfile,
    handlesErrors: true,
  });
}

export function useRemoveAvatar() {
  return useCall<typeof settingsContract.removeAvatar, void>(settingsContract.removeAvatar, {
    input: () => ({}),
    onSuccess: setProfile,
    handlesErrors: true,
  });
}

export function useChangeSettings() {
  return useCall(settingsContract.changeSettings, {
    input: (body: CallBody<typeof settingsContract.changeSettings>) => ({ body }),
    onSuccess: (settings, _body, qc) => qc.setQueryData(settingsKey, settings),
    handlesErrors: true,
  });
}

export function useSaveInvoiceSettings() {
  return useCall(settingsContract.saveInvoiceSettings, {
    input: (body: CallBody<typeof settingsContract.saveInvoiceSettings>) => ({ body }),
    onSuccess: (invoice, _body, qc) =>
      qc.setQueryData(settingsKey, (s: UserSettings | undefined) => (s ? { ...s, invoice_settings: invoice } : s)),
    handlesErrors: true,
  });
}

export function useRevokeSession() {
  return useCall(settingsContract.revokeSession, { input: (id: number) => ({ params: { id } }), handlesErrors: true });
}

export function useRevokeOtherSessions() {
  return useCall<typeof settingsContract.revokeOtherSessions, void>(settingsContract.revokeOtherSessions, {
    input: () => ({}),
    handlesErrors: true,
  });
}

export function useRequestEmailChange() {
  return useCall(settingsContract.requestEmailChange, {
    input: (body: CallBody<typeof settingsContract.requestEmailChange>) => ({ body }),
    handlesErrors: true,
  });
}

export function useConfirmEmailChange() {
  return useCall(settingsContract.confirmEmailChange, { input: (hash: string) => ({ body: { hash } }), handlesErrors: true });
}
