/**
 * Reads and decisions of moderation (shared/api/moderation.contract.ts): the user search and a user's page, and
 * suspending, reinstating, warning and hiding. The URL holds the search (?q=&page=).
 */
import type { DataClient } from '@shared/api/data-client';
import { moderationContract as c } from '@shared/api/moderation.contract';
import type { ContentKind } from '@shared/schemas/moderation.schema';
import { readQuery, useCall } from '@client/lib/endpoint-query';

export interface UserSearchView {
  q: string;
  page: number;
}

export function userSearchOf(search: URLSearchParams): UserSearchView {
  return {
    q: search.get('q')?.trim().slice(0, 100) ?? '',
    page: Math.max(1, Math.min(10_000, Math.floor(Number(search.get('page'))) || 1)),
  };
}

export const opsUsersQuery = (data: DataClient, v: UserSearchView) => readQuery(data, c.users, { query: v }, { staleTime: 5_000 });
export const opsUserQuery = (data: DataClient, id: number) => readQuery(data, c.user, { params: { id } }, { staleTime: 5_000 });

/** What a decision needs: the reason, and for a suspension the Hong Kong day it ends on (empty: until reinstated). */
export interface DecisionInput {
  reason: string;
  until?: string;
}

const withUntil = (v: DecisionInput) => ({ reason: v.reason, until: v.until ? v.until : null });

export const useSuspendUser = (id: number) =>
  useCall(c.suspendUser, { input: (v: DecisionInput) => ({ params: { id }, body: withUntil(v) }), handlesErrors: true });
export const useReinstateUser = (id: number) =>
  useCall(c.reinstateUser, { input: (v: DecisionInput) => ({ params: { id }, body: { reason: v.reason } }), handlesErrors: true });
export const useWarnUser = (id: number) =>
  useCall(c.warnUser, { input: (v: DecisionInput) => ({ params: { id }, body: { reason: v.reason } }), handlesErrors: true });
export const useSuspendService = () =>
  useCall(c.suspendService, {
    input: (v: DecisionInput & { id: number }) => ({ params: { id: v.id }, body: withUntil(v) }),
    handlesErrors: true,
  });
export const useReinstateService = () =>
  useCall(c.reinstateService, {
    input: (v: DecisionInput & { id: number }) => ({ params: { id: v.id }, body: { reason: v.reason } }),
    handlesErrors: true,
  });
export const useHideContent = () =>
  useCall(c.hideContent, {
    input: (v: DecisionInput & { kind: ContentKind; id: number }) => ({ params: { kind: v.kind, id: v.id }, body: { reason: v.reason } }),
    handlesErrors: true,
  });
export const useRestoreContent = () =>
  useCall(c.restoreContent, {
    input: (v: DecisionInput & { kind: ContentKind; id: number }) => ({ params: { kind: v.kind, id: v.id }, body: { reason: v.reason } }),
    handlesErrors: true,
  });
