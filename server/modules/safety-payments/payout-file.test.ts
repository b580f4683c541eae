import { commissionOf } from '@shared/domain/safety-payments';
import { csvCell, payoutFileCsv, proxyTypeOf, type PayoutLine } from './payout-file';

const bank: PayoutLine = {
  instructionId: 41,
  account: { method: 'bank', holder: '陳大文水喉工程', bankCode: '004', branchCode: '123', accountNumber: '456789012' },
  amount: 1200 - commissionOf(1200, 5),
};
const fps: PayoutLine = { instructionId: 42, account: { method: 'fps', holder: 'Chan, Tai Man', fpsProxy: '+85291234567' }, amount: 600 };

describe('the payout bank file', () => {
  it('when a batch is exported, then each instruction is a line with its account or proxy, amount and reference, and the trailer sums them', () => {
    const csv = payoutFileCsv('2026-12-05', [bank, fps]);
    expect(csv.split('\r\n')).toEqual([
      'value_date,beneficiary_name,bank_code,account_number,proxy_type,proxy_id,amount,reference',
      '2026-12-05,陳大文水喉工程,004,123456789012,,,1140.00,SIFU-P41',
      '2026-12-05,"Chan, Tai Man",,,MOBILE,+85291234567,600.00,SIFU-P42',
      'TRAILER,2,1740.00',
      '',
    ]);
  });

  it('when a proxy is an FPS id, a mobile number or an e-mail, then its type is named as the banks name it', () => {
    expect(proxyTypeOf('1234567')).toBe('FPSID');
    expect(proxyTypeOf('+85291234567')).toBe('MOBILE');
    expect(proxyTypeOf('pay@example.hk')).toBe('EMAIL');
  });

  it('when a name would run as a spreadsheet formula or holds quotes, then the cell is defused and quoted; checked formats are left as they are', () => {
    expect(csvCell('=HYPERLINK("x")', true)).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-1', true)).toBe("'-1");
    // A checked format (a mobile proxy) reaches the bank as it is.
    expect(csvCell('+85291234567')).toBe('+85291234567');
    expect(csvCell('O\'Brien "Pipes"')).toBe('"O\'Brien ""Pipes"""');
    expect(csvCell('陳大文')).toBe('陳大文');
  });

  it('when the value date is a Sunday or not a date, or an amount is not a whole positive HKD, then no file is made', () => {
    expect(() => payoutFileCsv('2026-12-06', [bank])).toThrow(/Sunday/);
    expect(() => payoutFileCsv('2026-02-30', [bank])).toThrow(/not a date/);
    expect(() => payoutFileCsv('2026-12-05', [{ ...bank, amount: 10.5 }])).toThrow(/amount/);
    expect(() => payoutFileCsv('2026-12-05', [{ ...bank, amount: 0 }])).toThrow(/amount/);
  });
});
