/**
 * Statements (ADR 0010): the trust-fund figures, the charge applications with the paid orders to pick from, and
 * the URLs of the CSV downloads (plain links: the browser saves the file).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataClient } from '@shared/api/data-client';
import type { CallResult } from '@shared/api/endpoint';
import { urlOf } from '@shared/api/endpoint';
import { walletContract } from '@shared/api/wallet.contract';
import type { Language } from '@shared/i18n/i18n-config';
import type { StatementRange } from '@shared/schemas/wallet-statements.schema';
import { useDataClient } from '@client/lib/data-client';
import { walletKeys } from './wallet.queries';

export type ChargeApplicationsData = CallResult<typeof walletContract.chargeApplications>;

export const statementKeys = {
  trustFund: () => [...walletKeys.all, 'trust-fund'] as const,
  chargeApplications: () => [...walletKeys.all, 'charge-applications'] as const,
};

export const trustFundQuery = (data: DataClient) =>
  queryOptions({ queryKey: statementKeys.trustFund(), queryFn: () => data.read(walletContract.trustFund, {}), staleTime: 15_000 });

export const chargeApplicationsQuery = (data: DataClient) =>
  queryOptions({
    queryKey: statementKeys.chargeApplications(),
    queryFn: () => data.read(walletContract.chargeApplications, {}),
    staleTime: 15_000,
  });

export function useTrustFund() {
  return useQuery(trustFundQuery(useDataClient()));
}

export function useChargeApplications() {
  return useQuery(chargeApplicationsQuery(useDataClient()));
}

/** GET /api/wallet/transactions.csv: SPEC §9 types unless `all`. */
export function ledgerCsvUrl(o: { all: boolean; range: StatementRange; lng: Language }): string {
  return urlOf(walletContract.ledgerCsv, { query: o });
}

/** GET /api/wallet/purchases.csv */
export function purchasesCsvUrl(o: { range: StatementRange; lng: Language }): string {
  return urlOf(walletContract.purchasesCsv, { query: o });
}
