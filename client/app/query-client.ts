/** QueryClient per render with shared defaults; mutation errors go to the generic dialog unless a form handles them. */
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@client/lib/api-client';
import type { ErrorDialogStore } from '@client/lib/error-dialog-store';

/**
 * A 4xx is an answer, not a failure worth retrying: the browser's ApiError, and on the server the in-process
 * reads' AppError (any error carrying a numeric 4xx `status`), so an unknown id is a 404 at once.
 */
function isClientError(err: unknown): boolean {
  const status = err instanceof ApiError ? err.status : (err as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

export function createQueryClient(errors?: ErrorDialogStore): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: (count, err) => !isClientError(err) && count < 2,
        refetchOnWindowFocus: false,
      },
    },
    mutationCache: new MutationCache({
      onError: (err, _vars, _ctx, mutation) => {
        if (mutation.meta?.handlesErrors) return;
        errors?.show(err instanceof ApiError ? err.code : 'network');
      },
    }),
  });
}
