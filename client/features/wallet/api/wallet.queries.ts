/** The credit wallet: balance and the SPEC §9 ledger (GET /api/wallet/balance, /api/wallet/transactions). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WalletTransaction } from '@shared/schemas/wallet.schema';
import type { DataClient } from '@shared/api/data-client';
import { useDataClient } from '@client/lib/data-client';

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

export const balanceQuery = (data: DataClient) =>
  queryOptions<{ balance: number; currency: 'HKD' }>({ queryKey: walletKeys.balance(), queryFn: () => data.read('walletBalance', {}), staleTime: 15_000 });

export const ledgerQuery = (data: DataClient, page: number, all = false) =>
  queryOptions<LedgerPage>({
    queryKey: walletKeys.ledger(page, all),
    queryFn: () => data.read('walletLedger', { page, all }),
    staleTime: 15_000,
  });

export function useBalance() {
  return useQuery(balanceQuery(useDataClient()));
}

export function useLedger(page: number, all = false) {
  return useQuery(ledgerQuery(useDataClient(), page, all));
}
