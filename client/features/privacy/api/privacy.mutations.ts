/** Personal data mutations: the export download, the e-mailed deletion code, the phone code and the deletion. */
import { useMutation } from '@tanstack/react-query';
import type { CallBody } from '@shared/api/endpoint';
import { privacyContract } from '@shared/api/privacy.contract';
import { verificationContract } from '@shared/api/verification.contract';
import { ApiError } from '@client/lib/api-client';
import { useCall } from '@client/lib/endpoint-query';
import { exportUrl } from './privacy.queries';

/** The file name the server gave (RFC 6266 filename*), or null. */
export function fileNameOf(disposition: string | null): string | null {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  if (star) return decodeURIComponent(star[1]);
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? null;
}

/** Fetches the export and hands it to the browser as a download (errors stay on the page, translated). */
export function useDownloadExport() {
  return useMutation({
    mutationFn: async () => {
      let res: Response;
      try {
        res = await fetch(exportUrl(), { headers: { Accept: 'application/json', 'X-Api-Key': 'sifu-web' }, credentials: 'same-origin' });
      } catch {
        throw new ApiError(0, null, 'network');
      }
      if (!res.ok) throw new ApiError(res.status, await res.json().catch(() => null), res.statusText || 'error');
      const blob = await res.blob();
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = fileNameOf(res.headers.get('content-disposition')) ?? 'sifu-data.json';
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      return { fileName: a.download };
    },
    meta: { handlesErrors: true },
  });
}

export function useSendDeletionCode() {
  return useCall<typeof privacyContract.sendDeletionCode, void>(privacyContract.sendDeletionCode, {
    input: () => ({}),
    handlesErrors: true,
  });
}

/** A code by SMS to the account's confirmed phone (the existing phone verification call). */
export function useSendPhoneCode() {
  return useCall(verificationContract.sendCode, { input: (phone: string) => ({ body: { phone } }), handlesErrors: true });
}

/** POST /api/users/delete (the server ends every session and clears the cookie; the caller leaves the dashboard). */
export function useDeleteAccount() {
  return useCall(privacyContract.deleteAccount, {
    input: (body: CallBody<typeof privacyContract.deleteAccount>) => ({ body }),
    handlesErrors: true,
  });
}
