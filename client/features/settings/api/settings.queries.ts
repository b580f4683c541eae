/** Reads of the account settings (GET /api/user/get_settings, /api/user/sessions). */
import { useQuery } from '@tanstack/react-query';
import type { DataClient } from '@shared/api/data-client';
import { settingsContract } from '@shared/api/settings.contract';
import { useDataClient } from '@client/lib/data-client';
import { endpointKey, readQuery } from '@client/lib/endpoint-query';

export const settingsQuery = (data: DataClient) => readQuery(data, settingsContract.getSettings, {}, { staleTime: 30_000 });

/** Where a settings change writes the server's answer. */
export const settingsKey = endpointKey(settingsContract.getSettings, {});

export const sessionsQuery = (data: DataClient) => readQuery(data, settingsContract.sessions, {}, { staleTime: 15_000 });

/** Profile, language, notification channels (and invoice settings when that flag is on) of the signed-in user. */
export function useSettings() {
  return useQuery(settingsQuery(useDataClient()));
}

/** The signed-in user's devices. */
export function useSessions() {
  return useQuery(sessionsQuery(useDataClient()));
}
