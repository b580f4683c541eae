/**
 * The text of a PDF that pdfkit wrote with embedded (Type0, Identity-H) fonts, for tests that read receipts back:
 * each text object's glyph codes are mapped through its font's ToUnicode CMap. Not a general PDF reader (no
 * object streams, no simple fonts, no encryption): enough to prove what a generated document says, without a
 * multi-megabyte PDF engine. `tsx scripts/pdf-text.ts file.pdf` prints the lines.
 */
import fs from 'node:fs';
import zlib from 'node:zlib';

interface PdfObject {
  dict: string;
  stream?: Buffer;
}

function objectsOf(pdf: Buffer): Map<number, PdfObject> {
  const src = pdf.toString('latin1');
  const out = new Map<number, PdfObject>();
  // Objects are read in order and a stream's bytes are skipped by its /Length: compressed data (font files, page
  // contents) may hold the bytes of "endobj" or "stream" by chance, and a search for them would cut an object there.
  const header = /(\d+) 0 obj\b/g;
  for (let m = header.exec(src); m; m = header.exec(src)) {
    const start = m.index + m[0].length;
    const endobj = src.indexOf('endobj', start);
    const streamAt = src.indexOf('stream', start);
    if (streamAt < 0 || (endobj >= 0 && endobj < streamAt)) {
      out.set(Number(m[1]), { dict: src.slice(start, endobj < 0 ? undefined : endobj) });
      if (endobj < 0) break;
      header.lastIndex = endobj + 'endobj'.length;
      continue;
    }
    const dict = src.slice(start, streamAt);
    let from = streamAt + 'stream'.length;
    if (src[from] === '\r') from++;
    if (src[from] === '\n') from++;
    const length = /\/Length (\d+)(?!\s+\d+\s+R)/.exec(dict);
    const to = length ? from + Number(length[1]) : src.indexOf('endstream', from);
    const raw = Buffer.from(src.slice(from, to), 'latin1');
    out.set(Number(m[1]), { dict, stream: /\/FlateDecode/.test(dict) ? zlib.inflateSync(raw) : raw });
    const after = src.indexOf('endobj', to);
    if (after < 0) break;
    header.lastIndex = after + 'endobj'.length;
  }
  return out;
}

/** glyph code (hex) → text, from a ToUnicode CMap (bfchar and bfrange, both range forms). */
function parseCmap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  // A destination may be several UTF-16 units, which pdfkit writes with spaces between them (`<0066 0069>` for the
  // "fi" ligature glyph that an order number such as "ord…fi…" is shaped with): the spaces are not part of the text.
  const utf16 = (spaced: string) => {
    const hex = spaced.replace(/\s+/g, '');
    const units: number[] = [];
    for (let i = 0; i < hex.length; i += 4) units.push(parseInt(hex.slice(i, i + 4), 16));
    return String.fromCharCode(...units);
  };
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, from, to] of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g)) map.set(from.toLowerCase(), utf16(to));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, rest] of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F\s]+>)/g)) {
      const first = parseInt(lo, 16);
      const last = parseInt(hi, 16);
      const key = (n: number) => n.toString(16).padStart(lo.length, '0');
      if (rest.startsWith('[')) {
        // Every entry keeps its place, an empty or spaced one included, or the glyphs after it would shift by one.
        [...rest.matchAll(/<([0-9a-fA-F\s]*)>/g)].forEach(([, hex], i) => map.set(key(first + i), utf16(hex)));
      } else {
        const base = rest.slice(1, -1).replace(/\s+/g, '');
        const head = base.slice(0, -4);
        const tail = parseInt(base.slice(-4), 16);
        for (let n = first; n <= last; n++) map.set(key(n), utf16(head + (tail + n - first).toString(16).padStart(4, '0')));
      }
    }
  }
  return map;
}

/** The lines of text of the whole document, one per text object, pages in order. */
export function pdfText(pdf: Buffer): string[] {
  const objects = objectsOf(pdf);
  const cmapOfFont = new Map<string, Map<string, string>>();
  for (const { dict } of objects.values()) {
    const fonts = /\/Font\s*<<([^>]*)>>/.exec(dict);
    if (!fonts) continue;
    for (const [, name, ref] of fonts[1].matchAll(/\/(\w+)\s+(\d+) 0 R/g)) {
      const font = objects.get(Number(ref));
      const toUnicode = font && /\/ToUnicode (\d+) 0 R/.exec(font.dict);
      const cmap = toUnicode && objects.get(Number(toUnicode[1]))?.stream;
      if (cmap) cmapOfFont.set(name, parseCmap(cmap.toString('latin1')));
    }
  }
  const pageOrder = [...objects.entries()].filter(([, o]) => /\/Type \/Page\b/.test(o.dict));
  const lines: string[] = [];
  for (const [, page] of pageOrder) {
    const contents = /\/Contents (\d+) 0 R/.exec(page.dict);
    const stream = contents && objects.get(Number(contents[1]))?.stream;
    if (!stream) continue;
    let cmap: Map<string, string> | undefined;
    for (const block of stream.toString('latin1').matchAll(/BT([\s\S]*?)ET/g)) {
      let line = '';
      for (const op of block[1].matchAll(/\/(\w+)\s+[\d.]+\s+Tf|\[((?:[^\]])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
        if (op[1]) cmap = cmapOfFont.get(op[1]);
        const hexes =
          op[2] !== undefined ? [...op[2].matchAll(/<([0-9a-fA-F]*)>|(-?[\d.]+)/g)] : op[3] !== undefined ? [[op[0], op[3]]] : [];
        for (const h of hexes) {
          // A large negative kerning step in a TJ array is how pdfkit spaces words.
          if (h[1] === undefined) {
            if (Number(h[2]) < -200) line += ' ';
            continue;
          }
          for (let i = 0; i < h[1].length; i += 4) line += cmap?.get(h[1].slice(i, i + 4).toLowerCase()) ?? '';
        }
      }
      if (line.trim()) lines.push(line);
    }
  }
  return lines;
}

if (process.argv[1]?.endsWith('pdf-text.ts') && process.argv[2]) {
  for (const line of pdfText(fs.readFileSync(process.argv[2]))) console.log(line);
}
