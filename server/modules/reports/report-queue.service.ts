/**
 * The reports queue (trust and safety): a report in the context of what it is about, and the decision on it. A
 * decision is one transaction: the report's outcome (only while it is still open, so a second decision at the same
 * time is a 409), the moderation action (warning, hiding, suspension: the moderation module notifies the author),
 * the ticket closed and the audit row.
 */
import { ERROR_CODES } from '@shared/api/api-error';
import { fullName } from '@shared/schemas/accounts.schema';
import { personOf } from '@shared/schemas/back-office.schema';
import type { ReportType } from '@shared/domain/report-topics';
import type { ReportAction, ReportDecision, ReportPanel, ReportPerson } from '@shared/schemas/report-queue.schema';
import type { FullDeps } from '../../lib/adapters';
import type { Queryable } from '../../lib/db';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { utcString, utcStringOf } from '../../lib/utc-time';
import { attachmentsFromJson } from '../attachments/attachments.service';
import { closeTicket } from '../back-office/tickets.service';
import { hideContent, suspendService, suspendUser, warnUser } from '../moderation/moderation.service';
import { recordStaffAction } from '../operator-audit/operator-audit.service';
import * as repo from './report-queue.repository';

/** Messages shown either side of a reported one. */
const CHAT_AROUND = 3;

function reportPerson(r: repo.PersonRow | undefined): ReportPerson | null {
  if (!r) return null;
  return {
    id: r.id,
    username: r.username,
    full_name: fullName(r),
    email: r.email,
    role: r.role,
    created: utcStringOf(r.created),
    reports_against: r.reports_against,
    open_reports_against: r.open_reports_against,
  };
}

/** The decisions that make sense for what is reported. */
export function actionsFor(r: Pick<repo.ReportRow, 'type' | 'reported_user_id'>, serviceId: number | null): ReportAction[] {
  const actions: ReportAction[] = ['dismiss'];
  if (r.reported_user_id) actions.push('warn');
  if (r.type === 'message' || r.type === 'review') actions.push('hide');
  if (r.reported_user_id) actions.push('suspend_user');
  if (serviceId && r.type !== 'review' && r.type !== 'request') actions.push('suspend_service');
  return actions;
}

/** The service a decision may suspend: the one reported, the quoting one, or the pro's in a chat. */
async function serviceOf(q: Queryable, r: repo.ReportRow): Promise<number | null> {
  if (r.type === 'service') return r.quote_service_id;
  if (r.type === 'bid' && r.quote_bid_id) return (await repo.bid(q, r.quote_bid_id))?.quote_service_id ?? null;
  if (r.type === 'message' && r.message_id) {
    const bidId = await repo.bidOfMessage(q, r.message_id);
    const b = bidId ? await repo.bid(q, bidId) : undefined;
    // Only when the message's author is the pro of that chat.
    const s = b ? await repo.service(q, b.quote_service_id) : undefined;
    return s && s.user_id === r.reported_user_id ? s.quote_service_id : null;
  }
  return null;
}

async function panelOf(q: Queryable, r: repo.ReportRow): Promise<ReportPanel> {
  const [peopleRows, chatRows] = await Promise.all([
    repo.people(
      q,
      [r.user_id, r.reported_user_id, r.decided_by].filter((x): x is number => Boolean(x)),
    ),
    r.type === 'message' && r.message_id ? repo.chatAround(q, r.message_id, CHAT_AROUND) : Promise.resolve(null),
  ]);
  const byId = (id: number | null) => (id ? peopleRows.find((p) => p.id === id) : undefined);
  const bidId = r.type === 'bid' ? r.quote_bid_id : r.type === 'message' && r.message_id ? await repo.bidOfMessage(q, r.message_id) : null;
  const bid = bidId ? await repo.bid(q, bidId) : undefined;
  const reviewRow = r.type === 'review' && r.review_id ? await repo.review(q, r.review_id) : undefined;
  const requestId = r.type === 'request' ? r.quote_request_id : (bid?.quote_request_id ?? null);
  const requestRow = requestId ? await repo.request(q, requestId) : undefined;
  const serviceId = r.type === 'service' ? r.quote_service_id : (reviewRow?.quote_service_id ?? bid?.quote_service_id ?? null);
  const serviceRow = serviceId ? await repo.service(q, serviceId) : undefined;
  const decider = byId(r.decided_by);
  const alreadyHidden = Boolean(reviewRow?.hidden || chatRows?.some((m) => m.id === r.message_id && m.hidden_at));
  const actions = r.status === 'open' ? actionsFor(r, await serviceOf(q, r)) : [];
  return {
    report: {
      id: r.id,
      type: r.type as ReportType,
      topic_id: r.quote_report_topic_id,
      sub_topic_id: r.quote_report_sub_topic_id,
      message: r.message,
      param: r.param,
      attachments: attachmentsFromJson(r.attachments),
      created: utcStringOf(r.created),
      status: r.status,
      outcome: r.outcome as ReportAction | null,
      outcome_reason: r.outcome_reason,
      decided_at: utcString(r.decided_at),
      decided_by: decider ? { id: decider.id, username: decider.username, full_name: fullName(decider) } : null,
    },
    reporter: reportPerson(byId(r.user_id)),
    author: reportPerson(byId(r.reported_user_id)),
    chat:
      chatRows?.map((m) => ({
        id: m.id,
        sender: personOf(m.sender_id, m),
        body: m.body,
        attachments: attachmentsFromJson(m.attachments),
        created: utcStringOf(m.created),
        is_reported: m.id === r.message_id,
        hidden: m.hidden_at !== null,
      })) ?? null,
    request: requestRow
      ? {
          id: requestRow.quote_request_id,
          category_zh: requestRow.category_zh,
          category_en: requestRow.category_en,
          district_zh: requestRow.district_zh,
          district_en: requestRow.district_en,
          description: requestRow.description,
          created: utcStringOf(requestRow.created),
          user: personOf(requestRow.user_id, requestRow),
        }
      : null,
    quote:
      bid && r.type === 'bid'
        ? {
            id: bid.quote_bid_id,
            rating_type: bid.rating_type,
            price: bid.rating_type === 'hourly' ? bid.hourly_rate_at : bid.flat_rate_at,
            price_note: bid.price_note,
            sent_on: utcString(bid.quote_sent_on),
          }
        : null,
    review: reviewRow
      ? {
          id: reviewRow.id,
          score: reviewRow.score,
          note: reviewRow.note,
          comment: reviewRow.comment,
          reviewer_name: reviewRow.reviewer_name,
          created: utcStringOf(reviewRow.created),
          hidden: reviewRow.hidden,
        }
      : null,
    service: serviceRow
      ? {
          id: serviceRow.quote_service_id,
          slug: serviceRow.slug,
          business_name_zh: serviceRow.business_name_zh,
          business_name_en: serviceRow.business_name_en,
          rating: Number(serviceRow.rating),
          is_public: serviceRow.is_public,
          owner: personOf(serviceRow.user_id, serviceRow),
        }
      : null,
    // Content hidden meanwhile (another report, the moderation page) cannot be hidden again.
    actions: alreadyHidden ? actions.filter((a) => a !== 'hide') : actions,
  };
}

/** GET /api/ops/reports/{id} (the route's role check lets only trust and safety and admins through). */
export async function reportPanel(deps: FullDeps, id: number): Promise<ReportPanel> {
  const r = await repo.byId(deps.db, id);
  if (!r) throw notFound();
  return panelOf(deps.db, r);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * POST /api/ops/reports/{id}/decide: the decision with its moderation action, the ticket closed and the audit row,
 * in one transaction. A report someone decided first is a 409.
 */
export async function decideReport(deps: FullDeps, staffId: number, id: number, d: ReportDecision): Promise<ReportPanel> {
  return deps.db.withTransaction(async (tx) => {
    const r = await repo.byId(tx, id);
    if (!r) throw notFound();
    if (r.status !== 'open') throw conflict(ERROR_CODES.CONFLICT, 'report_already_decided');
    const serviceId = await serviceOf(tx, r);
    if (!actionsFor(r, serviceId).includes(d.action)) throw badRequest('validation', { action: 'invalid_option' });
    const status = d.action === 'dismiss' ? 'dismissed' : 'actioned';
    // The conditional update decides between two staff acting at once: the second finds it no longer open.
    if (!(await repo.decide(tx, id, { status, outcome: d.action, reason: d.reason, staffId }))) {
      throw conflict(ERROR_CODES.CONFLICT, 'report_already_decided');
    }
    const until = d.days ? new Date(Date.now() + d.days * DAY_MS) : null;
    const userId = r.reported_user_id!;
    switch (d.action) {
      case 'warn':
        await warnUser(deps, tx, { staffId, userId, reason: d.reason });
        break;
      case 'hide':
        await hideContent(deps, tx, {
          staffId,
          kind: r.type === 'review' ? 'review' : 'message',
          id: (r.type === 'review' ? r.review_id : r.message_id)!,
          reason: d.reason,
        });
        break;
      case 'suspend_user':
        await suspendUser(deps, tx, { staffId, userId, reason: d.reason, until });
        break;
      case 'suspend_service':
        await suspendService(deps, tx, { staffId, serviceId: serviceId!, reason: d.reason, until });
        break;
      case 'dismiss':
        break;
    }
    const alsoWarn = Boolean(d.warn && r.reported_user_id && (d.action === 'hide' || d.action === 'suspend_service'));
    if (alsoWarn) await warnUser(deps, tx, { staffId, userId, reason: d.reason });
    await closeTicket(tx, 'report', id, `${d.action}: ${d.reason}`);
    await recordStaffAction(tx, {
      staffId,
      action: `report_${d.action}`,
      targetType: 'report',
      targetId: id,
      reason: d.reason,
      before: { status: 'open' },
      after: { status, outcome: d.action, ...(alsoWarn ? { warned: true } : {}), ...(until ? { until: until.toISOString() } : {}) },
    });
    return panelOf(tx, (await repo.byId(tx, id))!);
  });
}
