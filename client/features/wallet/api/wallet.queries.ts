/** The credit wallet: balance and the SPEC §9 ledger (GET /api/wallet/balance, /api/wallet/transactions). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WalletTransaction } from '@shared/schemas/wallet.schema';
import { withQuery } from '@shared/api/data-client';
import { api } from '@client/lib/api-client';

export interface LedgerPage {
  balance: number;
  items: WalletTransaction[];
  page: number;
  page_size: number;
  total: number;
  total_pages: number;
}

export const walletKeys = {
  all: ['wallet'] as const,
  balance: () => [...walletKeys.all, 'balance'] as const,
  ledger: (page: number, all: boolean) => [...walletKeys.all, 'ledger', page, all] as const,
};

export const balanceQuery = () =>
  queryOptions({ queryKey: walletKeys.balance(), queryFn: () => api.get<{ balance: number; currency: 'HKD' }>('/api/wallet/balance'), staleTime: 15_000 });

export const ledgerQuery = (page: number, all = false) =>
  queryOptions({
    queryKey: walletKeys.ledger(page, all),
    queryFn: () => api.get<LedgerPage>(withQuery('/api/wallet/transactions', { page, all: all ? 1 : undefined })),
    staleTime: 15_000,
  });

export function useBalance() {
  return useQuery(balanceQuery());
}

export function useLedger(page: number, all = false) {
  return useQuery(ledgerQuery(page, all));
}
