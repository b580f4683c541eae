/** Account mutations: login, register, logout, switch role, change password. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me, UserRole } from '@shared/schemas/accounts.schema';
import { api } from '@client/lib/api-client';
import { accountKeys } from './accounts.queries';

export function useLogin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { username: string; passwd: string }) => api.post<{ user: Me }>('/api/users/login', body),
    onSuccess: (data) => {
      qc.clear();
      qc.setQueryData(accountKeys.session(), data.user);
    },
    meta: { handlesErrors: true },
  });
}

export function useRegister() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { username: string; email: string; passwd: string; first_name: string; last_name: string; role: UserRole }) =>
      api.post<{ user: Me }>('/api/users/register/manual', body),
    onSuccess: (data) => {
      qc.clear();
      qc.setQueryData(accountKeys.session(), data.user);
    },
    meta: { handlesErrors: true },
  });
}

export function useSwitchRole() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (role: UserRole) => api.post<{ role: UserRole; landing: string }>('/api/user/switch_role', { role }),
    // The session's role changes at once so the landing page's role guard lets the user in; the caller
    // refreshes the rest after navigating (refetching the page being left would be refused with 403).
    onSuccess: (res) => {
      qc.setQueryData(accountKeys.session(), (me: Me | null | undefined) => (me ? { ...me, role: res.role, proMode: res.role === 'pro' } : me));
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { current_password: string; new_password: string }) => api.post<{ changed: boolean }>('/api/users/change_password', body),
    meta: { handlesErrors: true },
  });
}
