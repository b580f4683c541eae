/** QueryClient per render with shared defaults; mutation errors go to the generic dialog unless a form handles them. */
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@client/lib/api-client';
import type { ErrorDialogStore } from '@client/lib/error-dialog-store';

export function createQueryClient(errors?: ErrorDialogStore): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
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
