/**
 * Code 128 (ISO/IEC 15417) for the convenience-store bill's barcode, as bars to draw in an SVG. Pure and tiny, so
 * the server renders the same barcode (no DOM-based barcode library). All-digit codes use code set C (two digits a
 * symbol, the narrowest barcode for a phone screen), an odd last digit in code set B; other printable ASCII uses
 * code set B. Anything else is not encoded (null).
 */

/** Bar and space widths, in modules, of symbol values 0–106 (each starts with a bar; 106 is the stop). */
// prettier-ignore
const PATTERNS = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
];

/** In code set C: switch to code set B for the symbols that follow. */
export const CODE_B = 100;
export const START_B = 104;
export const START_C = 105;
export const STOP = 106;
/** Light margin each side, in modules (the standard asks for at least 10). */
export const QUIET_ZONE = 10;

/** The symbol values of `text`: start, data, check symbol, stop; null when it cannot be encoded. */
export function code128Symbols(text: string): number[] | null {
  let data: number[];
  let start: number;
  if (/^\d{2,}$/.test(text)) {
    // Code set C for the digit pairs; an odd last digit goes out in code set B after a CODE B switch.
    start = START_C;
    const even = text.length - (text.length % 2);
    data = text.slice(0, even).match(/\d\d/g)!.map(Number);
    if (even < text.length) data.push(CODE_B, text.charCodeAt(even) - 32);
  } else if (/^[\x20-\x7e]+$/.test(text)) {
    start = START_B;
    data = [...text].map((c) => c.charCodeAt(0) - 32);
  } else return null;
  const check = data.reduce((sum, v, i) => sum + v * (i + 1), start) % 103;
  return [start, ...data, check, STOP];
}

export interface Code128Bars {
  /** Total width in modules, quiet zones included. */
  width: number;
  /** Dark bars: x and width in modules. */
  bars: Array<{ x: number; w: number }>;
}

export function code128Bars(text: string): Code128Bars | null {
  const symbols = code128Symbols(text);
  if (!symbols) return null;
  const bars: Code128Bars['bars'] = [];
  let x = QUIET_ZONE;
  for (const s of symbols) {
    [...PATTERNS[s]].forEach((digit, i) => {
      const w = Number(digit);
      if (i % 2 === 0) bars.push({ x, w });
      x += w;
    });
  }
  return { width: x + QUIET_ZONE, bars };
}

/** The pattern of one symbol value (tests decode bars back with it). */
export function code128Pattern(value: number): string {
  return PATTERNS[value];
}
