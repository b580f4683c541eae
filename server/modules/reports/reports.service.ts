/**
 * POST /api/quote_reports/add: report a request, bid, service, chat message, review or user the user can see, with
 * topic and files. The report opens its ticket in the reports queue in the same transaction.
 */
import { REPORT_TOPICS, isValidReportTopic } from '@shared/domain/report-topics';
import type { Language } from '@shared/i18n/i18n-config';
import type { ReportInput } from '@shared/schemas/chat.schema';
import type { FullDeps } from '../../lib/adapters';
import { badRequest, notFound } from '../../lib/errors';
import { linkAttachments, resolveOwnAttachments, uploadFiles, type UploadedFile } from '../attachments/attachments.service';
import { openTicket } from '../back-office/tickets.service';
import * as repo from './reports.repository';

/** The body field naming what is reported, per type. */
const REF_FIELD = {
  request: 'quote_request_id',
  bid: 'quote_bid_id',
  service: 'quote_service_id',
  message: 'message_id',
  review: 'review_id',
  user: 'reported_user_id',
} as const;

/**
 * Whether the user may report it, and who it is about: the author of the request, quote or message, the
 * reviewer, the service's owner, the user. Undefined when the user cannot see it (404).
 */
async function authorOf(deps: FullDeps, userId: number, input: ReportInput, ref: number): Promise<{ author: number | null } | undefined> {
  const db = deps.db;
  switch (input.type) {
    case 'request':
      return (await repo.canSeeRequest(db, userId, ref)) ? { author: await repo.requestAuthor(db, ref) } : undefined;
    case 'bid':
      return (await repo.canSeeBid(db, userId, ref)) ? { author: await repo.bidAuthor(db, ref) } : undefined;
    case 'service':
      return (await repo.serviceIsPublic(db, ref)) ? { author: await repo.serviceOwner(db, ref) } : undefined;
    case 'message': {
      const author = await repo.authorOfVisibleMessage(db, userId, ref);
      return author ? { author } : undefined;
    }
    case 'review': {
      const review = await repo.reviewAuthor(db, ref);
      return review ? { author: review.userId } : undefined;
    }
    case 'user':
      return (await repo.activeOtherUser(db, userId, ref)) ? { author: ref } : undefined;
  }
}

/** The queue's one line: the topic in the reporter's language and the first words of their message. */
function summaryOf(deps: FullDeps, lng: Language, input: ReportInput): string {
  const t = deps.i18n.getFixedT(lng, 'messages');
  const topic = REPORT_TOPICS.find((x) => x.id === input.quote_report_topic_id)!;
  const sub = topic.sub_topics.find((x) => x.id === input.quote_report_sub_topic_id);
  const label = `${t(`report.what_${input.type}`)} · ${t(sub ? `report.sub_${sub.key}` : `report.topic_${topic.key}`)}`;
  const words = input.message.replace(/\s+/g, ' ').trim();
  return (words ? `${label}: ${words}` : label).slice(0, 120);
}

export async function addReport(
  deps: FullDeps,
  userId: number,
  input: ReportInput & { files?: UploadedFile[] },
  lng: Language = 'zh-HK',
): Promise<{ quote_report_id: number }> {
  if (!isValidReportTopic(input.quote_report_topic_id, input.quote_report_sub_topic_id)) {
    throw badRequest('validation', { quote_report_topic_id: 'invalid' });
  }
  const field = REF_FIELD[input.type];
  const ref = input[field];
  if (!ref) throw badRequest('validation', { [field]: 'required' });
  const seen = await authorOf(deps, userId, input, ref);
  if (!seen) throw notFound();
  const uploaded = input.files?.length ? await uploadFiles(deps, userId, input.files) : [];
  const ids = [...input.attachments, ...uploaded.map((a) => a.id)];
  const id = await deps.db.withTransaction(async (tx) => {
    const attachments = await resolveOwnAttachments(tx, userId, ids);
    const reportId = await repo.insert(tx, {
      userId,
      type: input.type,
      requestId: input.quote_request_id ?? null,
      bidId: input.quote_bid_id ?? null,
      serviceId: input.quote_service_id ?? null,
      messageId: input.message_id ?? null,
      reviewId: input.review_id ?? null,
      reportedUserId: seen.author,
      message: input.message,
      param: input.param,
      topicId: input.quote_report_topic_id,
      subTopicId: input.quote_report_sub_topic_id ?? null,
      attachments,
    });
    await linkAttachments(tx, ids, 'report', reportId);
    await openTicket(deps, tx, {
      queue: 'reports',
      subjectType: 'report',
      subjectId: reportId,
      userId,
      language: lng,
      summary: summaryOf(deps, lng, input),
    });
    return reportId;
  });
  return { quote_report_id: id };
}
