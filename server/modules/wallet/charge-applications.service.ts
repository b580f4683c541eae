/**
 * charge_application (SPEC §2; ADR 0010): a pro asks for a company receipt or invoice for paid orders. Each paid
 * order is in at most one application that is not rejected. Each opens a ticket in the back office's receipts queue,
 * where finance produces the PDF (charge-documents.service.ts) within 3 working days for the pro to download.
 */
import type { z } from 'zod';
import { greetingName } from '@shared/schemas/accounts.schema';
import { isLanguage, type Language } from '@shared/i18n/i18n-config';
import { buildPath } from '@shared/routes/route-paths';
import type {
  ChargeableOrder,
  ChargeApplication,
  ChargeApplicationType,
  applyChargeSchema,
} from '@shared/schemas/wallet-statements.schema';
import { walletContract } from '@shared/api/wallet.contract';
import { urlOf } from '@shared/api/endpoint';
import { formatHkd } from '@shared/utils/format';
import type { FullDeps } from '../../lib/adapters';
import type { Queryable } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { utcStringOf } from '../../lib/utc-time';
import { openTicket } from '../back-office/tickets.service';
import { CHARGE_APPLICATION_MAIL_TAG, renderChargeApplicationMail } from './charge-application-mail';
import * as repo from './charge-applications.repository';

type ApplyChargeBody = z.output<typeof applyChargeSchema>;

/** The subject type of a charge application's back-office ticket (queue `receipts`) and of its audit rows. */
export const CHARGE_SUBJECT = 'charge_application';

/** The ticket's one line in the receipts queue (the same words as migration 0802's backfill). */
export function chargeTicketSummary(a: { type: ChargeApplicationType; total: number; companyName: string }): string {
  const kind = a.type === 'invoice' ? '發票 Invoice' : '收據 Receipt';
  return `${kind} ${formatHkd(a.total)}${a.companyName ? ` · ${a.companyName}` : ''}`;
}

export function applicationView(r: repo.ApplicationRow): ChargeApplication {
  return {
    id: r.id,
    type: r.type,
    company_name: r.company_name,
    business_registration_no: r.business_registration_no,
    address: r.address,
    email: r.email,
    order_ids: r.order_ids,
    order_refs: r.order_refs,
    total_amount: r.total_amount,
    status: r.status,
    note: r.note,
    operator_note: r.operator_note,
    document_number: r.document_number,
    document_url: r.status === 'issued' && r.document_attachment_id ? urlOf(walletContract.chargeDocument, { params: { id: r.id } }) : null,
    created: utcStringOf(r.created),
  };
}

function orderView(r: repo.PaidOrderRow, lng: Language): ChargeableOrder {
  return {
    id: r.id,
    hash: r.hash,
    kind: r.kind as ChargeableOrder['kind'],
    pay_type: r.pay_type as ChargeableOrder['pay_type'],
    package_name: (lng === 'en-HK' ? r.package_name_en : r.package_name_zh) ?? null,
    amount: r.amount,
    credit: r.credit,
    paid_at: utcStringOf(r.paid_at ?? r.created),
    application_id: r.application_id,
  };
}

/** GET /api/wallet/charge_applications */
export async function listChargeApplications(q: Queryable, userId: number, lng: Language) {
  const [items, orders] = await Promise.all([repo.listApplications(q, userId), repo.listPaidOrders(q, userId)]);
  return { items: items.map(applicationView), orders: orders.map((o) => orderView(o, lng)) };
}

const refused = (status: 409 | 422, code: string, orderIds: number[]) =>
  new AppError({ code, status, messageKey: code, details: { order_ids: orderIds } });

/**
 * POST /api/wallet/charge_applications: only the user's own paid orders (else 422 order_not_eligible, so another
 * user's order ids reveal nothing), each at most once (409 already_requested); then an acknowledgement e-mail.
 */
export async function applyCharge(deps: FullDeps, userId: number, input: ApplyChargeBody): Promise<ChargeApplication> {
  const application = await deps.db.withTransaction(async (tx) => {
    await repo.lockApplicant(tx, userId);
    const paid = new Set(await repo.findPaidOrderIds(tx, userId, input.order_ids));
    const notEligible = input.order_ids.filter((id) => !paid.has(id));
    if (notEligible.length) throw refused(422, 'order_not_eligible', notEligible);
    const taken = await repo.findRequestedOrderIds(tx, userId, input.order_ids);
    if (taken.length) throw refused(409, 'already_requested', taken);
    const id = await repo.insertApplication(tx, {
      userId,
      type: input.type,
      companyName: input.company_name,
      brNumber: input.business_registration_no,
      address: input.address,
      email: input.email,
      orderIds: input.order_ids,
      note: input.note,
    });
    const view = applicationView((await repo.listApplications(tx, userId, id))[0]);
    const applicant = await repo.findApplicant(tx, userId);
    // Finance sees the request in the back office's receipts queue from the moment it exists.
    await openTicket(deps, tx, {
      queue: 'receipts',
      subjectType: CHARGE_SUBJECT,
      subjectId: id,
      userId,
      language: applicant && isLanguage(applicant.language) ? applicant.language : 'zh-HK',
      summary: chargeTicketSummary({ type: view.type, total: view.total_amount, companyName: view.company_name }),
    });
    return view;
  });
  logger().info('charge-application-submitted', {
    applicationId: application.id,
    type: application.type,
    orders: application.order_ids.length,
  });
  deps.background.run('mail-charge-application', () => sendAcknowledgement(deps, userId, application));
  return application;
}

async function sendAcknowledgement(deps: FullDeps, userId: number, application: ChargeApplication): Promise<void> {
  const to = await repo.findApplicant(deps.db, userId);
  if (!to) return;
  const lng: Language = isLanguage(to.language) ? to.language : 'zh-HK';
  const base = deps.env.PUBLIC_URL.replace(/\/$/, '');
  const link = `${base}${buildPath('chargeApplication', { type: application.type }, lng)}`;
  const { subject, text } = renderChargeApplicationMail(lng, { name: greetingName(to), application, link });
  await deps.mailer.send({ to: to.email, subject, text, tag: CHARGE_APPLICATION_MAIL_TAG });
}
