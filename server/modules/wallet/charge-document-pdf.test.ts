import { pdfText } from '../../../scripts/pdf-text';
import { notoCjkFonts, renderChargeDocumentPdf, type ChargeDocumentContent } from './charge-document-pdf';

const fonts = notoCjkFonts('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc');

const content = (references: string[]): ChargeDocumentContent => ({
  language: 'en-HK',
  number: 'SR-2026-000042',
  issueDate: '2026-11-30',
  issuer: { name: 'Sifu Demo Company', address: 'Wan Chai, Hong Kong', brNumber: '12345678' },
  billTo: { name: 'Chan Kee Plumbing Ltd', address: 'Mong Kok', brNumber: null, email: 'office@example.com' },
  lines: references.map((reference, i) => ({ date: '2026-11-29', description: 'Sifu credit', reference, amount: 100 * (i + 1) })),
  total: references.reduce((s, _r, i) => s + 100 * (i + 1), 0),
  note: 'Paid in full. Thank you.',
  labels: {
    title: 'Receipt',
    number: 'No.',
    issue_date: 'Issued',
    bill_to: 'Bill to',
    br_number: 'BR no.',
    email: 'E-mail',
    date: 'Date',
    description: 'Item',
    reference: 'Order no.',
    amount: 'Amount (HKD)',
    total: 'Total',
    note: 'Note',
    settled: 'Paid in full. Thank you.',
    footer: 'Computer-generated; no signature required.',
    page: (n, total) => `Page ${n} of ${total}`,
  },
});

describe('reading back a generated receipt', () => {
  it('when order numbers are shaped with ligatures (fi, ffi, fl), then their text and every line after them read back unchanged', async () => {
    // An order hash is random base-36: "fi" in one makes the font's ligature glyph, whose text is two characters.
    const references = ['ordqczfdl8azfixyz', 'ord1office2xyz', 'ordaflxyz'];
    const text = pdfText(await renderChargeDocumentPdf(content(references), fonts));
    expect(text).toEqual(expect.arrayContaining([...references, 'E-mail: office@example.com', 'Paid in full. Thank you.', 'Page 1 of 1']));
  });
});
