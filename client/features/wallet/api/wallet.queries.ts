/** The credit wallet: balance and the SPEC §9 ledger (GET /api/wallet/balance, /api/wallet/transactions). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataClient } from '@shared/api/data-client';
import type { CallResult } from '@shared/api/endpoint';
import { walletContract } from '@shared/api/wallet.contract';
import { useDataClient } from '@client/lib/data-client';

export type LedgerPage = CallResult<typeof walletContract.ledger>;

export const walletKeys = {
  all: ['wallet'] as const,
  balance: () => [...walletKeys.all, 'balance'] as const,
  ledger: (page: number, all: boolean) => [...walletKeys.all, 'ledger', page, all] as const,
};

export const balanceQuery = (data: DataClient) =>
  queryOptions({ queryKey: walletKeys.balance(), queryFn: () => data.read(walletContract.balance, {}), staleTime: 15_000 });

export const ledgerQuery = (data: DataClient, page: number, all = false) =>
  queryOptions({
    queryKey: walletKeys.ledger(page, all),
    queryFn: () => data.read(walletContract.ledger, { query: { page, all } }),
    staleTime: 15_000,
  });

export function useBalance() {
  return useQuery(balanceQuery(useDataClient()));
}

export function useLedger(page: number, all = false) {
  return useQuery(ledgerQuery(useDataClient(), page, all));
}
