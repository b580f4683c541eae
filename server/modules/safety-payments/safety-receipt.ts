/**
 * The consumer's receipt of a part paid into safety: the same PDF layout (and embedded CJK font) as credit receipts,
 * issued by Sifu, stating that the money is held for the job until it is released or refunded.
 */
import type { Response } from 'express';
import type { Language } from '@shared/i18n/i18n-config';
import { fromServer } from '@shared/utils/dates';
import { AppError } from '../../lib/errors';
import { sendFile } from '../../lib/file-response';
import { logger } from '../../lib/logger';
import type { BidRow } from '../bids/bids.service';
import { FontMissingError, notoCjkFonts, renderChargeDocumentPdf, sifuCompany } from '../wallet/charge-documents.service';
import type { FullDeps } from '../../lib/adapters';
import type * as repo from './safety-payments.repository';

const LABELS = {
  'zh-HK': {
    title: '安心付收據',
    number: '收據編號',
    issue_date: '發出日期',
    bill_to: '付款人',
    br_number: '商業登記號碼',
    email: '電郵',
    date: '日期',
    description: '項目',
    reference: '參考編號',
    amount: '金額 (HK$)',
    total: '合共',
    note: '備註',
    settled: '已付款，由 Sifu 代為保管',
    footer: '款項由 Sifu 代為保管，直至你確認完工（或自動發放）先會交畀師傅；如有退款，會經原付款方式退回。',
    page: (n: number, total: number) => `第 ${n} / ${total} 頁`,
    line: (category: string, pro: string, position: number) => `安心付：${category}（${pro}）第 ${position} 期`,
  },
  'en-HK': {
    title: 'Safety payment receipt',
    number: 'Receipt no.',
    issue_date: 'Issued',
    bill_to: 'Paid by',
    br_number: 'BR no.',
    email: 'E-mail',
    date: 'Date',
    description: 'Description',
    reference: 'Reference',
    amount: 'Amount (HK$)',
    total: 'Total',
    note: 'Note',
    settled: 'Paid, held by Sifu',
    footer: 'Sifu holds this money until you confirm the work (or it is released automatically); any refund goes back the way you paid.',
    page: (n: number, total: number) => `Page ${n} of ${total}`,
    line: (category: string, pro: string, position: number) => `Safety payment: ${category} (${pro}), part ${position}`,
  },
};

export async function safetyReceiptPdf(
  deps: FullDeps,
  res: Response,
  r: {
    lng: Language;
    part: repo.SafetyPartFullRow;
    payment: repo.SafetyPaymentRow;
    payIn: repo.PayInRow;
    bid: BidRow | null;
    consumerName: string;
  },
): Promise<void> {
  const l = LABELS[r.lng === 'en-HK' ? 'en-HK' : 'zh-HK'];
  const category = (r.lng === 'en-HK' ? r.bid?.c_name_en : r.bid?.c_name_zh) ?? '';
  const pro = (r.lng === 'en-HK' ? r.bid?.business_name_en : r.bid?.business_name_zh) || r.bid?.business_name_zh || '';
  const paidDay = fromServer(r.payIn.paid_at!.toISOString()).format('YYYY-MM-DD');
  const number = `SP-${r.payIn.id}`;
  let pdf: Buffer;
  try {
    pdf = await renderChargeDocumentPdf(
      {
        language: r.lng,
        number,
        issueDate: paidDay,
        issuer: sifuCompany(deps.env),
        billTo: { name: r.consumerName, address: '', brNumber: null },
        lines: [{ date: paidDay, description: l.line(category, pro, r.part.position), reference: r.payIn.hash, amount: r.payIn.amount }],
        total: r.payIn.amount,
        note: r.payIn.card_info ? r.payIn.card_info.replace('|x|', ' ···· ') : '',
        labels: { ...l },
      },
      notoCjkFonts(deps.env.RECEIPT_FONT_PATH, deps.env.RECEIPT_BOLD_FONT_PATH),
    );
  } catch (err) {
    if (!(err instanceof FontMissingError)) throw err;
    logger().error('receipt-fonts-missing', { error: err.message });
    throw new AppError({ code: 'fonts_missing', status: 503, messageKey: 'receipt_fonts_missing' });
  }
  sendFile(res, { data: pdf, mime: 'application/pdf', fileName: `sifu-safety-receipt-${number}.pdf`, cacheControl: 'private, no-store' });
}
