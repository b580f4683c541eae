/** The credit wallet: balance and the SPEC §9 ledger (GET /api/wallet/balance, /api/wallet/transactions). */
import { useQuery } from '@tanstack/react-query';
import type { DataClient } from '@shared/api/data-client';
import type { CallResult } from '@shared/api/endpoint';
import { walletContract } from '@shared/api/wallet.contract';
import { useDataClient } from '@client/lib/data-client';
import { readQuery } from '@client/lib/endpoint-query';

export type LedgerPage = CallResult<typeof walletContract.ledger>;

export const balanceQuery = (data: DataClient) => readQuery(data, walletContract.balance, {}, { staleTime: 15_000 });

export const ledgerQuery = (data: DataClient, page: number, all = false) =>
  readQuery(data, walletContract.ledger, { query: { page, all } }, { staleTime: 15_000 });

export function useBalance() {
  return useQuery(balanceQuery(useDataClient()));
}

export function useLedger(page: number, all = false) {
  return useQuery(ledgerQuery(useDataClient(), page, all));
}
