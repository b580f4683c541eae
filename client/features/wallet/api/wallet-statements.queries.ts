/**
 * Statements (ADR 0010): the trust-fund figures, the charge applications with the paid orders to pick from, and
 * the URLs of the CSV downloads (plain links: the browser saves the file).
 */
import { useQuery } from '@tanstack/react-query';
import type { DataClient } from '@shared/api/data-client';
import type { CallResult } from '@shared/api/endpoint';
import { urlOf } from '@shared/api/endpoint';
import { walletContract } from '@shared/api/wallet.contract';
import type { Language } from '@shared/i18n/i18n-config';
import type { StatementRange } from '@shared/schemas/wallet-statements.schema';
import { useDataClient } from '@client/lib/data-client';
import { readQuery } from '@client/lib/endpoint-query';

export type ChargeApplicationsData = CallResult<typeof walletContract.chargeApplications>;

export const trustFundQuery = (data: DataClient) => readQuery(data, walletContract.trustFund, {}, { staleTime: 15_000 });

export const chargeApplicationsQuery = (data: DataClient) => readQuery(data, walletContract.chargeApplications, {}, { staleTime: 15_000 });

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
