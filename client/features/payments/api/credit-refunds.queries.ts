/** Refunds of unspent purchased credit (shared/api/credit-refunds.contract.ts): what is refundable and the last request. */
import { creditRefundsContract } from '@shared/api/credit-refunds.contract';
import { useRead } from '@client/lib/endpoint-query';

export const useCreditRefundState = () => useRead(creditRefundsContract.state, {}, { staleTime: 10_000 });
