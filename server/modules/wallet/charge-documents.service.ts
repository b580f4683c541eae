/**
 * Receipts and invoices as PDFs: finance checks a charge application in the back office (queue `receipts`) and
 * produces its document. One transaction numbers it (SR-2026-000123, SI-… for invoices), stores the PDF as the
 * pro's attachment, marks the application issued, closes its ticket, audits and notifies the pro; a second
 * producer waits on the application's row lock and gets 409. The pro downloads the PDF from their own requests.
 */
import type { TFunction } from 'i18next';
import { walletContract } from '@shared/api/wallet.contract';
import { urlOf } from '@shared/api/endpoint';
import { ERROR_CODES } from '@shared/api/api-error';
import { isLanguage, type Language } from '@shared/i18n/i18n-config';
import { buildPath } from '@shared/routes/route-paths';
import { fullName } from '@shared/schemas/accounts.schema';
import { DOCUMENT_PREFIX, type OpsChargeApplication } from '@shared/schemas/wallet-statements.schema';
import { fromServer, hkToday } from '@shared/utils/dates';
import { formatHkd } from '@shared/utils/format';
import type { FullDeps } from '../../lib/adapters';
import type { Env } from '../../config/env';
import { AppError, conflict, notFound } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { utcString, utcStringOf } from '../../lib/utc-time';
import { openLinkedAttachment, removeStored, storeGeneratedPdf, type OpenedFile } from '../attachments/attachments.service';
import { closeTicket, type Staff } from '../back-office/tickets.service';
import { notify } from '../notifications/notifications.service';
import { recordStaffAction } from '../operator-audit/operator-audit.service';
import { CHARGE_SUBJECT, applicationView } from './charge-applications.service';
import { FontMissingError, notoCjkFonts, renderChargeDocumentPdf, type ChargeDocumentContent, type Party } from './charge-document-pdf';
import * as repo from './charge-applications.repository';

/** The document's PDF; without the CJK fonts a 503 saying what to install (nothing is numbered or stored then). */
async function renderWithFonts(env: Env, content: ChargeDocumentContent): Promise<Buffer> {
  try {
    return await renderChargeDocumentPdf(content, notoCjkFonts(env.RECEIPT_FONT_PATH, env.RECEIPT_BOLD_FONT_PATH));
  } catch (err) {
    if (!(err instanceof FontMissingError)) throw err;
    logger().error('receipt-fonts-missing', { error: err.message });
    throw new AppError({ code: 'fonts_missing', status: 503, messageKey: 'receipt_fonts_missing' });
  }
}

const alreadyDecided = () => conflict(ERROR_CODES.CONFLICT, 'receipt_already_decided');

const languageOf = (lng: string): Language => (isLanguage(lng) ? lng : 'zh-HK');

/** The issuer printed on every document: one place, overridable through the environment (server/config/env.ts). */
export function sifuCompany(env: Pick<Env, 'SIFU_COMPANY_NAME' | 'SIFU_COMPANY_ADDRESS' | 'SIFU_COMPANY_BR_NUMBER'>): Party {
  return { name: env.SIFU_COMPANY_NAME, address: env.SIFU_COMPANY_ADDRESS, brNumber: env.SIFU_COMPANY_BR_NUMBER };
}

function toOps(r: repo.OpsApplicationRow, lines: repo.OrderLineRow[], saved: repo.SavedInvoiceDetails | undefined): OpsChargeApplication {
  const issued = r.status === 'issued' && r.document_attachment_id !== null;
  return {
    application: applicationView(r),
    pro: {
      id: r.user_id,
      username: r.username,
      full_name: fullName(r),
      email: r.user_email,
      language: languageOf(r.language),
    },
    orders: lines.map((o) => ({
      id: o.id,
      hash: o.hash,
      amount: o.amount,
      credit: o.credit,
      package_name_zh: o.package_name_zh,
      package_name_en: o.package_name_en,
      paid_at: utcStringOf(o.paid_at),
    })),
    invoice_settings: saved ?? null,
    issued_at: r.status === 'issued' ? utcString(r.decided_at) : null,
    issued_by: r.issued_by_username
      ? fullName({ username: r.issued_by_username, first_name: r.issued_by_first_name, last_name: r.issued_by_last_name })
      : null,
    ops_document_url: issued ? urlOf(walletContract.opsChargeDocument, { params: { id: r.id } }) : null,
  };
}

/** GET /api/ops/receipts/{id} */
export async function opsChargeApplication(deps: FullDeps, id: number): Promise<OpsChargeApplication> {
  const r = await repo.findForOps(deps.db, id);
  if (!r) throw notFound();
  const [lines, saved] = await Promise.all([repo.orderLines(deps.db, r.user_id, r.order_ids), repo.findInvoiceDetails(deps.db, r.user_id)]);
  return toOps(r, lines, saved);
}

/** What the document says, in the pro's language: the request's details first, the saved invoice details next. */
export function documentContent(
  t: TFunction,
  a: repo.OpsApplicationRow,
  lines: repo.OrderLineRow[],
  saved: repo.SavedInvoiceDetails | undefined,
  d: { number: string; issueDate: string; language: Language; issuer: Party },
): ChargeDocumentContent {
  const kind = a.type;
  return {
    language: d.language,
    number: d.number,
    issueDate: d.issueDate,
    issuer: d.issuer,
    billTo: {
      name: a.company_name || saved?.company_name || fullName(a),
      address: a.address || saved?.address || '',
      brNumber: a.business_registration_no || saved?.business_registration_number || null,
      email: a.email,
    },
    lines: lines.map((o) => {
      const name = d.language === 'en-HK' ? o.package_name_en : o.package_name_zh;
      const amount = formatHkd(o.credit);
      return {
        date: fromServer(utcStringOf(o.paid_at)).format('YYYY-MM-DD'),
        description: name ? t('charge_application>pdf>line_package', { amount, name }) : t('charge_application>pdf>line', { amount }),
        reference: o.hash,
        amount: o.amount,
      };
    }),
    total: lines.reduce((n, o) => n + o.amount, 0),
    note: a.note,
    labels: {
      title: t(`charge_application>pdf>title_${kind}`),
      number: t('charge_application>pdf>number'),
      issue_date: t('charge_application>pdf>issue_date'),
      bill_to: t(`charge_application>pdf>bill_to_${kind}`),
      br_number: t('charge_application>pdf>br_number'),
      email: t('charge_application>pdf>email'),
      date: t('charge_application>pdf>date'),
      description: t('charge_application>pdf>description'),
      reference: t('charge_application>pdf>reference'),
      amount: t('charge_application>pdf>amount'),
      total: t('charge_application>pdf>total'),
      note: t('charge_application>pdf>note'),
      settled: t(`charge_application>pdf>settled_${kind}`),
      footer: t('charge_application>pdf>footer'),
      page: (n, total) => t('charge_application>pdf>page', { n, total }),
    },
  };
}

/**
 * POST /api/ops/receipts/{id}/produce: "Produce and send". The PDF file is written inside the transaction, before
 * its row; when the transaction fails the file is removed here (and a file left by a crash in between goes with
 * the unreferenced-file sweep). A second call, or one racing the first, answers 409 receipt_already_decided.
 */
export async function produceChargeDocument(deps: FullDeps, staff: Staff, id: number): Promise<OpsChargeApplication> {
  const stored: string[] = [];
  let number = '';
  try {
    await deps.db.withTransaction(async (tx) => {
      const a = await repo.findForOps(tx, id, true);
      if (!a) throw notFound();
      if (a.status !== 'submitted') throw alreadyDecided();
      const language = languageOf(a.language);
      const issueDate = hkToday();
      const year = Number(issueDate.slice(0, 4));
      const prefix = DOCUMENT_PREFIX[a.type];
      number = `${prefix}-${year}-${String(await repo.nextDocumentNumber(tx, prefix, year)).padStart(6, '0')}`;
      const lines = await repo.orderLines(tx, a.user_id, a.order_ids);
      const saved = await repo.findInvoiceDetails(tx, a.user_id);
      const t = deps.i18n.getFixedT(language, 'pricing');
      const content = documentContent(t, a, lines, saved, { number, issueDate, language, issuer: sifuCompany(deps.env) });
      const pdf = await renderWithFonts(deps.env, content);
      const attachmentId = await storeGeneratedPdf(deps, tx, {
        userId: a.user_id,
        data: pdf,
        fileName: `Sifu-${number}.pdf`,
        kind: CHARGE_SUBJECT,
        refId: id,
        onStored: (names) => stored.push(...names),
      });
      if (!(await repo.markIssued(tx, id, { documentNumber: number, attachmentId, staffId: staff.id }))) throw alreadyDecided();
      await closeTicket(tx, CHARGE_SUBJECT, id, number);
      await recordStaffAction(tx, {
        staffId: staff.id,
        action: `${a.type}_issued`,
        targetType: CHARGE_SUBJECT,
        targetId: id,
        before: { status: a.status },
        after: { status: 'issued', document_number: number, total: content.total },
      });
      await notify(deps, tx, {
        userId: a.user_id,
        type: 'receipt_ready',
        params: { number },
        link: buildPath('purchases'),
      });
    });
  } catch (err) {
    if (stored.length) await removeStored(deps.files, stored);
    throw err;
  }
  logger().info('charge-document-issued', { applicationId: id, number, staffId: staff.id });
  return opsChargeApplication(deps, id);
}

async function openDocument(deps: FullDeps, r: repo.ApplicationRow | repo.OpsApplicationRow | undefined): Promise<OpenedFile> {
  if (!r || r.status !== 'issued' || !r.document_attachment_id) throw notFound();
  return openLinkedAttachment(deps, r.document_attachment_id, CHARGE_SUBJECT, r.id);
}

/** GET /api/wallet/charge_applications/{id}/document: the owner's issued PDF; anyone else's is a 404. */
export async function ownChargeDocument(deps: FullDeps, userId: number, id: number): Promise<OpenedFile> {
  return openDocument(deps, (await repo.listApplications(deps.db, userId, id))[0]);
}

/** GET /api/ops/receipts/{id}/document */
export async function opsChargeDocument(deps: FullDeps, id: number): Promise<OpenedFile> {
  return openDocument(deps, await repo.findForOps(deps.db, id));
}

/** The PDF kit of receipts, for other modules' receipts (safety payments). */
export { FontMissingError, notoCjkFonts, renderChargeDocumentPdf } from './charge-document-pdf';
