/**
 * Settings mutations. Each refreshes the settings query with the server's answer; profile and avatar changes also
 * refresh the session (the header shows the name and avatar), under the accounts key ['accounts', 'session'].
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { settingsContract } from '@shared/api/settings.contract';
import type { CallBody } from '@shared/api/endpoint';
import type { Profile, UserSettings } from '@shared/schemas/settings.schema';
import { callApi } from '@client/lib/api-client';
import { settingsKeys } from './settings.queries';

const SESSION_KEY = ['accounts', 'session'] as const;

function setProfile(qc: QueryClient, profile: Profile): void {
  qc.setQueryData(settingsKeys.settings(), (s: UserSettings | undefined) => (s ? { ...s, profile } : s));
  void qc.invalidateQueries({ queryKey: SESSION_KEY });
}

export function useEditProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof settingsContract.editProfile>) => callApi(settingsContract.editProfile, { body }),
    onSuccess: (profile) => setProfile(qc, profile),
    meta: { handlesErrors: true },
  });
}

/** POST /api/user/avatar with the picture under the field name "file". */
export function useUploadAvatar() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name || 'avatar');
      return callApi(settingsContract.uploadAvatar, { body: form });
    },
    onSuccess: (profile) => setProfile(qc, profile),
    meta: { handlesErrors: true },
  });
}

export function useRemoveAvatar() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(settingsContract.removeAvatar),
    onSuccess: (profile) => setProfile(qc, profile),
    meta: { handlesErrors: true },
  });
}

export function useChangeSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof settingsContract.changeSettings>) => callApi(settingsContract.changeSettings, { body }),
    onSuccess: (settings) => qc.setQueryData(settingsKeys.settings(), settings),
    meta: { handlesErrors: true },
  });
}

export function useSaveInvoiceSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof settingsContract.saveInvoiceSettings>) => callApi(settingsContract.saveInvoiceSettings, { body }),
    onSuccess: (invoice) =>
      qc.setQueryData(settingsKeys.settings(), (s: UserSettings | undefined) => (s ? { ...s, invoice_settings: invoice } : s)),
    meta: { handlesErrors: true },
  });
}

export function useRevokeSession() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(settingsContract.revokeSession, { params: { id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: settingsKeys.sessions() }),
    meta: { handlesErrors: true },
  });
}

export function useRevokeOtherSessions() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(settingsContract.revokeOtherSessions),
    onSuccess: () => qc.invalidateQueries({ queryKey: settingsKeys.sessions() }),
    meta: { handlesErrors: true },
  });
}

export function useRequestEmailChange() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof settingsContract.requestEmailChange>) => callApi(settingsContract.requestEmailChange, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: settingsKeys.settings() }),
    meta: { handlesErrors: true },
  });
}

export function useConfirmEmailChange() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (hash: string) => callApi(settingsContract.confirmEmailChange, { body: { hash } }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: settingsKeys.settings() });
      void qc.invalidateQueries({ queryKey: SESSION_KEY });
    },
    meta: { handlesErrors: true },
  });
}
