/**
 * The bank file of a payout batch (docs/decisions/0037): the CSV that Hong Kong banks' bulk "ACH credit via FPS"
 * uploads take, one line per payout instruction after a header, and a trailer with the line count and the total that
 * finance checks against the batch before uploading. Amounts are whole HKD written with two decimals.
 */
import type { PayoutAccount } from '@shared/domain/safety-payments';
import { isWholeHkd } from '@shared/domain/money';

/** One instruction of the batch: whom, where, how much, and its id (the statement reference). */
export interface PayoutLine {
  instructionId: number;
  account: PayoutAccount;
  amount: number;
}

export const PAYOUT_FILE_HEADER = [
  'value_date',
  'beneficiary_name',
  'bank_code',
  'account_number',
  'proxy_type',
  'proxy_id',
  'amount',
  'reference',
] as const;

/** The beneficiary name field's length in the banks' FPS files. */
const NAME_MAX = 140;

/** FPS proxy types as the files name them. */
export function proxyTypeOf(proxy: string): 'FPSID' | 'MOBILE' | 'EMAIL' {
  if (proxy.includes('@')) return 'EMAIL';
  return proxy.startsWith('+') ? 'MOBILE' : 'FPSID';
}

/**
 * A CSV cell, quoted when it holds a comma, quote or line break. Free text (the holder's name) that a spreadsheet would
 * run as a formula (starting with = + - @ or a tab) is prefixed with an apostrophe, since finance opens the file before
 * uploading it; the other cells are formats checked on entry (a mobile proxy starts with +852) and must reach the
 * bank unchanged.
 */
export function csvCell(value: string, freeText = false): string {
  const safe = freeText && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The statement reference of an instruction: how a returned payment finds it. */
export const payoutReference = (instructionId: number) => `SIFU-P${instructionId}`;

/**
 * The file of a batch paid on `valueDate` (YYYY-MM-DD, Monday to Saturday: FPS credits are value-dated on working
 * days, and Sunday never is one). Throws on a line that could not be paid as written (finance fixes the batch first).
 */
export function payoutFileCsv(valueDate: string, lines: readonly PayoutLine[]): string {
  const date = new Date(`${valueDate}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(valueDate) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== valueDate) {
    throw new Error(`payout file: value date ${valueDate} is not a date`);
  }
  if (date.getUTCDay() === 0) throw new Error(`payout file: value date ${valueDate} is a Sunday`);
  let total = 0;
  const rows = lines.map((l) => {
    if (!isWholeHkd(l.amount) || l.amount === 0) throw new Error(`payout file: instruction ${l.instructionId} has amount ${l.amount}`);
    total += l.amount;
    const a = l.account;
    const name = a.holder.slice(0, NAME_MAX);
    const where =
      a.method === 'bank' ? [a.bankCode, `${a.branchCode}${a.accountNumber}`, '', ''] : ['', '', proxyTypeOf(a.fpsProxy), a.fpsProxy];
    return [valueDate, name, ...where, `${l.amount}.00`, payoutReference(l.instructionId)];
  });
  const out = [[...PAYOUT_FILE_HEADER], ...rows, ['TRAILER', String(lines.length), `${total}.00`]];
  // Column 1 is the holder's name: the only free text.
  return `${out.map((r) => r.map((cell, i) => csvCell(cell, i === 1)).join(',')).join('\r\n')}\r\n`;
}
