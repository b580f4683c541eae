/** Auto-quote settings (dashboard/auto-quote) and their changes; every change answers with the whole settings view. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { autoQuoteContract } from '@shared/api/auto-quote.contract';
import type { DataClient } from '@shared/api/data-client';
import type { CallBody } from '@shared/api/endpoint';
import type { AutoQuoteSettings } from '@shared/schemas/auto-quote.schema';
import { callApi } from '@client/lib/api-client';
import { useDataClient } from '@client/lib/data-client';
import { endpointKey, readQuery, useCall } from '@client/lib/endpoint-query';

export const autoQuoteSettingsQuery = (data: DataClient) => readQuery(data, autoQuoteContract.settings, {}, { staleTime: 10_000 });

export function useAutoQuoteSettings() {
  return useQuery(autoQuoteSettingsQuery(useDataClient()));
}

type CategoryBody = CallBody<typeof autoQuoteContract.category>;

/** Budget, stop-all or one category: the answer replaces the cached settings; forms show errors themselves. */
export function useAutoQuoteWrite() {
  const qc = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (
      w:
        | { kind: 'budget'; weekly_budget: number }
        | { kind: 'stop'; is_stopped: boolean }
        | { kind: 'category'; serviceId: number; categoryId: number; body: CategoryBody },
    ): Promise<AutoQuoteSettings> => {
      if (w.kind === 'budget') return callApi(autoQuoteContract.budget, { body: { weekly_budget: w.weekly_budget } });
      if (w.kind === 'stop') return callApi(autoQuoteContract.stopAll, { body: { is_stopped: w.is_stopped } });
      return callApi(autoQuoteContract.category, { params: { serviceId: w.serviceId, categoryId: w.categoryId }, body: w.body });
    },
    onSuccess: (settings) => qc.setQueryData(endpointKey(autoQuoteContract.settings, {}), settings),
  });
}

/** switch_to_manual_quote on one lead; the settings (its run) and every bid view refresh (the endpoint's `invalidates`). */
export const useSwitchToManual = () =>
  useCall(autoQuoteContract.switchToManual, { input: (bidId: number) => ({ params: { id: bidId } }), handlesErrors: true });
