/** Credit bought at a convenience store: the user's bills, read by the store-bills list (ibon-orders). */
import * as repo from './credit-store-bills.repository';

export type { CreditStoreBillRow } from './credit-store-bills.repository';
export const countCreditStoreBills = repo.countBills;
export const newestCreditStoreBills = repo.newestBills;
export const findCreditStoreBill = repo.findBill;
