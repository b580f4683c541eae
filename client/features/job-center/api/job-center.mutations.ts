/** Opting in to a job center request: the pro's new lead, then the lists that show it are refreshed. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobCenterContract } from '@shared/api/job-center.contract';
import { callApi } from '@client/lib/api-client';
import { jobCenterKeys } from './job-center.queries';

export function useOptIn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (requestId: number) => callApi(jobCenterContract.optIn, { params: { requestId } }),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: jobCenterKeys.all });
      // The new lead joins the pro's leads (the bids feature's query keys start with 'bids').
      void qc.invalidateQueries({ queryKey: ['bids'] });
    },
  });
}
