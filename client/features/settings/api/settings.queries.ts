/** Query keys and options of the account settings (GET /api/user/get_settings, /api/user/sessions). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataClient } from '@shared/api/data-client';
import { settingsContract } from '@shared/api/settings.contract';
import { useDataClient } from '@client/lib/data-client';

export const settingsKeys = {
  all: ['settings'] as const,
  settings: () => [...settingsKeys.all, 'settings'] as const,
  sessions: () => [...settingsKeys.all, 'sessions'] as const,
};

export const settingsQuery = (data: DataClient) =>
  queryOptions({ queryKey: settingsKeys.settings(), queryFn: () => data.read(settingsContract.getSettings, {}), staleTime: 30_000 });

export const sessionsQuery = (data: DataClient) =>
  queryOptions({ queryKey: settingsKeys.sessions(), queryFn: () => data.read(settingsContract.sessions, {}), staleTime: 15_000 });

/** Profile, language, notification channels (and invoice settings when that flag is on) of the signed-in user. */
export function useSettings() {
  return useQuery(settingsQuery(useDataClient()));
}

/** The signed-in user's devices. */
export function useSessions() {
  return useQuery(sessionsQuery(useDataClient()));
}
