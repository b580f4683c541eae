/** Opting in to a job center request: the pro's new lead, then the lists that show it are refreshed. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobCenterContract } from '@shared/api/job-center.contract';
import { callApi } from '@client/lib/api-client';
import { refetchUnder } from '@client/lib/endpoint-query';

export function useOptIn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (requestId: number) => callApi(jobCenterContract.optIn, { params: { requestId } }),
    // Failed too: the request may have been taken meanwhile, so the listing is refreshed either way.
    onSettled: () => void refetchUnder(qc, jobCenterContract.optIn),
  });
}
