/** Phone OTP (SPEC §7 users/verify/phone/preauth → auth). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@client/lib/api-client';

export interface PreauthResult {
  hash: string;
  phone: string;
  expires_in: number;
}

export function usePhonePreauth() {
  return useMutation({
    mutationFn: (phone: string) => api.post<PreauthResult>('/api/users/verify/phone/preauth', { phone }),
    meta: { handlesErrors: true },
  });
}

export function usePhoneAuth() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { hash: string; otp: string }) => api.post<{ phone: string; is_phone_confirmed: true }>('/api/users/verify/phone/auth', body),
    // The signed-in user's is_phone_confirmed changed: refresh the session (accounts key ['accounts', 'session']).
    onSuccess: () => qc.invalidateQueries({ queryKey: ['accounts', 'session'] }),
    meta: { handlesErrors: true },
  });
}
