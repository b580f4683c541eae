/** The pro's business-loan enquiry and the call that sends one (shared/api/business-loans.contract.ts). */
import { useQuery } from '@tanstack/react-query';
import type { DataClient } from '@shared/api/data-client';
import { businessLoansContract } from '@shared/api/business-loans.contract';
import { useDataClient } from '@client/lib/data-client';
import { readQuery, useCall } from '@client/lib/endpoint-query';

export const myBusinessLoanQuery = (data: DataClient) => readQuery(data, businessLoansContract.mine, {}, { staleTime: 10_000 });

export function useMyBusinessLoan() {
  return useQuery(myBusinessLoanQuery(useDataClient()));
}

/** The form shows the refusal under its fields (handlesErrors). */
export const useSubmitBusinessLoan = () => useCall(businessLoansContract.submit, { handlesErrors: true });
