/** POST /api/quote_reports/add: report a request, bid or service the user can see, with topic and files. */
import { isValidReportTopic } from '@shared/domain/report-topics';
import type { ReportInput } from '@shared/schemas/chat.schema';
import type { FullDeps } from '../../lib/adapters';
import { badRequest, notFound } from '../../lib/errors';
import { linkAttachments, resolveOwnAttachments, uploadFiles, type UploadedFile } from '../attachments/attachments.service';
import * as repo from './reports.repository';

export async function addReport(
  deps: FullDeps,
  userId: number,
  input: ReportInput & { files?: UploadedFile[] },
): Promise<{ quote_report_id: number }> {
  if (!isValidReportTopic(input.quote_report_topic_id, input.quote_report_sub_topic_id)) {
    throw badRequest('validation', { quote_report_topic_id: 'invalid' });
  }
  const ref = { request: input.quote_request_id, bid: input.quote_bid_id, service: input.quote_service_id }[input.type];
  if (!ref) throw badRequest('validation', { [`quote_${input.type}_id`]: 'required' });
  const visible =
    input.type === 'request'
      ? await repo.canSeeRequest(deps.db, userId, ref)
      : input.type === 'bid'
        ? await repo.canSeeBid(deps.db, userId, ref)
        : await repo.serviceIsPublic(deps.db, ref);
  if (!visible) throw notFound();
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
      message: input.message,
      param: input.param,
      topicId: input.quote_report_topic_id,
      subTopicId: input.quote_report_sub_topic_id ?? null,
      attachments,
    });
    await linkAttachments(tx, ids, 'report', reportId);
    return reportId;
  });
  return { quote_report_id: id };
}
