/** The acknowledgement e-mail of a receipt or invoice request, in the applicant's language (zh-HK by default). */
import type { Language } from '@shared/i18n/i18n-config';
import type { ChargeApplication } from '@shared/schemas/wallet-statements.schema';
import { formatHkd } from '@shared/utils/format';

export const CHARGE_APPLICATION_MAIL_TAG = 'charge_application_received';

/** Working days within which finance produces the document for the pro to download (ADR 0010). */
export const ISSUE_WITHIN_WORKING_DAYS = 3;

interface MailInput {
  name: string;
  application: ChargeApplication;
  /** Absolute URL of the applicant's charge_application page. */
  link: string;
}

function zh({ name, application: a, link }: MailInput) {
  const kind = a.type === 'invoice' ? '發票' : '收據';
  const lines = [
    `${name}你好，`,
    '',
    `我哋已經收到你嘅${kind}申請（編號 #${a.id}）：`,
    a.company_name ? `公司名稱：${a.company_name}` : null,
    a.business_registration_no ? `商業登記號碼：${a.business_registration_no}` : null,
    a.address ? `地址：${a.address}` : null,
    `訂單：${a.order_refs.join('、')}`,
    `金額合共：${formatHkd(a.total_amount)}`,
    '',
    `我哋會喺 ${ISSUE_WITHIN_WORKING_DAYS} 個工作天內準備好${kind}，準備好就會通知你，到時可以喺 Sifu 下載 PDF。申請進度可以喺呢度睇：`,
    link,
    '',
    '如有查詢，直接回覆呢封電郵就得。',
    '',
    'Sifu 師傅',
  ];
  return { subject: `已收到你嘅${kind}申請（#${a.id}）`, text: lines.filter((l) => l !== null).join('\n') };
}

function en({ name, application: a, link }: MailInput) {
  const kind = a.type === 'invoice' ? 'invoice' : 'receipt';
  const lines = [
    `Hi ${name},`,
    '',
    `We have received your request for a company ${kind} (no. ${a.id}):`,
    a.company_name ? `Company name: ${a.company_name}` : null,
    a.business_registration_no ? `Business registration no.: ${a.business_registration_no}` : null,
    a.address ? `Address: ${a.address}` : null,
    `Orders: ${a.order_refs.join(', ')}`,
    `Total: ${formatHkd(a.total_amount)}`,
    '',
    `We will prepare the ${kind} within ${ISSUE_WITHIN_WORKING_DAYS} working days and tell you when it is ready to download as a PDF on Sifu. You can follow the request here:`,
    link,
    '',
    'Questions? Just reply to this e-mail.',
    '',
    'Sifu',
  ];
  return { subject: `We received your ${kind} request (no. ${a.id})`, text: lines.filter((l) => l !== null).join('\n') };
}

export function renderChargeApplicationMail(lng: Language, input: MailInput): { subject: string; text: string } {
  return lng === 'en-HK' ? en(input) : zh(input);
}
