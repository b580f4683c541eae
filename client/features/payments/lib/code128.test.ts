import { code128Bars, code128Pattern, code128Symbols, CODE_B, QUIET_ZONE, START_B, START_C, STOP } from './code128';

/** Reads the bars back into symbol values through the pattern table (what a scanner does). */
function decode(text: string): number[] {
  const drawn = code128Bars(text)!;
  const runs: number[] = [];
  let x = QUIET_ZONE;
  for (const bar of drawn.bars) {
    if (bar.x > x) runs.push(bar.x - x);
    runs.push(bar.w);
    x = bar.x + bar.w;
  }
  const values: number[] = [];
  for (let i = 0; i < runs.length; i += 6) {
    const chunk = runs.slice(i, i + 6).join('');
    const stop = code128Pattern(STOP);
    if (runs.slice(i).join('') === stop) {
      values.push(STOP);
      break;
    }
    values.push(Array.from({ length: 106 }, (_, v) => code128Pattern(v)).indexOf(chunk));
  }
  return values;
}

describe('code128', () => {
  it('when the code is all digits of even length, then code set C packs two digits a symbol with the mod-103 check', () => {
    // Start C 105 + 12·1 + 34·2 + 56·3 = 353; 353 mod 103 = 44.
    expect(code128Symbols('123456')).toEqual([START_C, 12, 34, 56, 44, STOP]);
  });

  it('when the code is all digits of odd length, then the last digit follows a switch to code set B', () => {
    // Start C 105 + 12·1 + 34·2 + CODE B 100·3 + '5'(21)·4 = 569; 569 mod 103 = 54.
    expect(code128Symbols('12345')).toEqual([START_C, 12, 34, CODE_B, 21, 54, STOP]);
    expect(decode('916244406671799000600')).toEqual(code128Symbols('916244406671799000600'));
  });

  it('when the code has letters, then code set B encodes each character with the mod-103 check', () => {
    // Start B 104 + 'A'(33)·1 + '1'(17)·2 = 171; 171 mod 103 = 68.
    expect(code128Symbols('A1')).toEqual([START_B, 33, 17, 68, STOP]);
  });

  it('when characters cannot be encoded, then there is no barcode', () => {
    expect(code128Symbols('')).toBeNull();
    expect(code128Symbols('繳費')).toBeNull();
  });

  it('when drawn, then every symbol is 11 modules (the stop 13) between 10-module quiet zones and decodes back', () => {
    const text = '1234567890123456';
    const symbols = code128Symbols(text)!;
    const drawn = code128Bars(text)!;
    expect(drawn.width).toBe(QUIET_ZONE * 2 + (symbols.length - 1) * 11 + 13);
    expect(drawn.bars[0].x).toBe(QUIET_ZONE);
    expect(decode(text)).toEqual(symbols);
    expect(decode('SIFU-7')).toEqual(code128Symbols('SIFU-7'));
  });
});
