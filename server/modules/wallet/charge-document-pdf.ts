/**
 * The receipt or invoice PDF of a charge application, drawn with pdfkit. Its text is Traditional Chinese as often as
 * English (company names, addresses, the pro's language), so the CJK font is embedded as a subset of the glyphs
 * used: the file renders the same on any reader and stays small (about 60 KB). Without the font the document is
 * not made at all (FontMissingError), since a PDF of empty boxes would be sent to a pro as their receipt.
 */
import fs from 'node:fs';
import PDFDocument from 'pdfkit';
import { formatHkd } from '@shared/utils/format';

/** A face inside a font file: a collection (.ttc) needs the face's PostScript name. */
export interface FontFace {
  path: string;
  face?: string;
}

export interface DocumentFonts {
  regular: FontFace;
  bold: FontFace;
}

/** The Hong Kong faces of Debian's Noto Sans CJK collections (fonts-noto-cjk), by the collections' paths. */
export function notoCjkFonts(regularPath: string, boldPath: string): DocumentFonts {
  return { regular: { path: regularPath, face: 'NotoSansCJKhk-Regular' }, bold: { path: boldPath, face: 'NotoSansCJKhk-Bold' } };
}

export class FontMissingError extends Error {
  constructor(readonly fontPath: string) {
    super(
      `The CJK font for receipts and invoices is missing: ${fontPath}. Install Debian's fonts-noto-cjk ` +
        '(apt-get install fonts-noto-cjk) or point RECEIPT_FONT_PATH / RECEIPT_BOLD_FONT_PATH at a font with Traditional Chinese.',
    );
    this.name = 'FontMissingError';
  }
}

export interface Party {
  name: string;
  address: string;
  brNumber: string | null;
  email?: string;
}

export interface DocumentLine {
  /** The day paid, YYYY-MM-DD (Hong Kong). */
  date: string;
  description: string;
  reference: string;
  /** Whole HKD. */
  amount: number;
}

/** Every printed word comes from the caller, already in the pro's language. */
export interface DocumentLabels {
  title: string;
  number: string;
  issue_date: string;
  bill_to: string;
  br_number: string;
  email: string;
  date: string;
  description: string;
  reference: string;
  amount: string;
  total: string;
  note: string;
  settled: string;
  footer: string;
  page: (n: number, total: number) => string;
}

export interface ChargeDocumentContent {
  /** The document's language (zh-HK or en-HK), for readers and screen readers. */
  language: string;
  number: string;
  /** YYYY-MM-DD (Hong Kong). */
  issueDate: string;
  issuer: Party;
  billTo: Party;
  lines: DocumentLine[];
  total: number;
  note: string;
  labels: DocumentLabels;
}

const PAGE = { width: 595.28, height: 841.89, margin: 50 };
const INK = '#111827';
const SOFT = '#4B5563';
const BRAND = '#0F766E';
const RULE = '#D1D5DB';
const COLS = { date: 50, description: 130, reference: 330, amountRight: 545 };

function checkFonts(fonts: DocumentFonts): void {
  for (const f of [fonts.regular, fonts.bold]) if (!fs.existsSync(f.path)) throw new FontMissingError(f.path);
}

/** Draws the document; resolves to the PDF's bytes. */
export function renderChargeDocumentPdf(content: ChargeDocumentContent, fonts: DocumentFonts): Promise<Buffer> {
  checkFonts(fonts);
  const { labels: l } = content;
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    info: { Title: `${l.title} ${content.number}`, Author: content.issuer.name, Subject: l.title },
    lang: content.language,
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', fonts.regular.path, fonts.regular.face);
  doc.registerFont('bold', fonts.bold.path, fonts.bold.face);

  const width = PAGE.width - PAGE.margin * 2;
  const bottom = PAGE.height - PAGE.margin - 40;

  // Issuer on the left, title and number on the right.
  doc.font('bold').fontSize(16).fillColor(BRAND).text(content.issuer.name, PAGE.margin, PAGE.margin, { width: 300 });
  doc.font('regular').fontSize(9).fillColor(SOFT).text(content.issuer.address, { width: 300, lineGap: 2 });
  if (content.issuer.brNumber) doc.text(`${l.br_number}: ${content.issuer.brNumber}`, { width: 300 });
  const leftBottom = doc.y;

  doc.font('bold').fontSize(22).fillColor(INK).text(l.title, 360, PAGE.margin, { width: 185, align: 'right' });
  doc.font('regular').fontSize(10).fillColor(INK);
  doc.text(`${l.number}: ${content.number}`, 360, doc.y + 6, { width: 185, align: 'right' });
  doc.text(`${l.issue_date}: ${content.issueDate}`, 360, doc.y + 2, { width: 185, align: 'right' });
  let y = Math.max(leftBottom, doc.y) + 24;

  // Whom it is made out to.
  doc.font('bold').fontSize(10).fillColor(SOFT).text(l.bill_to, PAGE.margin, y);
  doc
    .font('bold')
    .fontSize(12)
    .fillColor(INK)
    .text(content.billTo.name, PAGE.margin, doc.y + 4, { width: 320 });
  doc.font('regular').fontSize(10);
  if (content.billTo.address) doc.text(content.billTo.address, { width: 320, lineGap: 2 });
  if (content.billTo.brNumber) doc.text(`${l.br_number}: ${content.billTo.brNumber}`, { width: 320 });
  if (content.billTo.email) doc.text(`${l.email}: ${content.billTo.email}`, { width: 320 });
  y = doc.y + 20;

  const header = (at: number) => {
    doc.font('bold').fontSize(9).fillColor(SOFT);
    doc.text(l.date, COLS.date, at, { width: 75 });
    doc.text(l.description, COLS.description, at, { width: 195 });
    doc.text(l.reference, COLS.reference, at, { width: 120 });
    doc.text(l.amount, COLS.amountRight - 90, at, { width: 90, align: 'right' });
    const end = at + 16;
    doc
      .moveTo(PAGE.margin, end)
      .lineTo(PAGE.margin + width, end)
      .lineWidth(0.7)
      .strokeColor(RULE)
      .stroke();
    return end + 6;
  };
  y = header(y);

  doc.fillColor(INK);
  for (const line of content.lines) {
    doc.font('regular').fontSize(10);
    const rowHeight =
      Math.max(doc.heightOfString(line.description, { width: 195 }), doc.heightOfString(line.reference, { width: 120 })) + 8;
    if (y + rowHeight > bottom) {
      doc.addPage();
      y = header(PAGE.margin);
      doc.font('regular').fontSize(10).fillColor(INK);
    }
    doc.text(line.date, COLS.date, y, { width: 75 });
    doc.text(line.description, COLS.description, y, { width: 195 });
    doc.fillColor(SOFT).text(line.reference, COLS.reference, y, { width: 120 }).fillColor(INK);
    doc.text(formatHkd(line.amount), COLS.amountRight - 90, y, { width: 90, align: 'right' });
    y += rowHeight;
  }
  if (y + 90 > bottom) {
    doc.addPage();
    y = PAGE.margin;
  }
  doc
    .moveTo(PAGE.margin, y)
    .lineTo(PAGE.margin + width, y)
    .lineWidth(0.7)
    .strokeColor(RULE)
    .stroke();
  y += 8;
  doc.font('bold').fontSize(12).fillColor(INK);
  doc.text(l.total, COLS.reference, y, { width: 120 });
  doc.text(formatHkd(content.total), COLS.amountRight - 120, y, { width: 120, align: 'right' });
  y = doc.y + 6;
  doc.font('regular').fontSize(10).fillColor(BRAND).text(l.settled, PAGE.margin, y, { width, align: 'right' });
  y = doc.y + 18;
  if (content.note) {
    doc.font('bold').fontSize(9).fillColor(SOFT).text(l.note, PAGE.margin, y);
    doc.font('regular').fontSize(10).fillColor(INK).text(content.note, { width, lineGap: 2 });
  }

  // The footer and page numbers go on every page once the pages are known.
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    doc.font('regular').fontSize(8).fillColor(SOFT);
    const footerY = PAGE.height - PAGE.margin - 12;
    // Writing below the bottom margin would add a page: the margin is lifted for the footer line.
    doc.page.margins.bottom = 0;
    doc.text(l.footer, PAGE.margin, footerY, { width: width - 80, lineBreak: false });
    doc.text(l.page(i + 1, range.count), PAGE.margin + width - 80, footerY, {
      width: 80,
      align: 'right',
      lineBreak: false,
    });
  }
  doc.end();
  return done;
}
