/** Report topics and sub-topics for POST /api/quote_reports/add; labels live in locales (messages|report>…). */
/** What can be reported: a request, a quote (bid), a service, one chat message, a review or a user. */
export const REPORT_TYPES = ['request', 'bid', 'service', 'message', 'review', 'user'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export interface ReportTopic {
  id: number;
  key: string;
  sub_topics: ReadonlyArray<{ id: number; key: string }>;
}

/** A topic and its sub-topics by id; the ids are stored with each report, so they never change. */
const topic = (id: number, key: string, subTopics: Record<number, string> = {}): ReportTopic => ({
  id,
  key,
  sub_topics: Object.entries(subTopics).map(([subId, subKey]) => ({ id: Number(subId), key: subKey })),
});

export const REPORT_TOPICS: readonly ReportTopic[] = [
  topic(1, 'fraud', { 11: 'asked_for_payment_outside', 12: 'fake_identity', 13: 'fake_request' }),
  topic(2, 'inappropriate', { 21: 'offensive_language', 22: 'harassment', 23: 'spam' }),
  topic(3, 'quality', { 31: 'no_show', 32: 'poor_work', 33: 'price_changed' }),
  topic(9, 'other'),
];

export function isValidReportTopic(topicId: number, subTopicId?: number | null): boolean {
  const topic = REPORT_TOPICS.find((t) => t.id === topicId);
  if (!topic) return false;
  if (subTopicId === undefined || subTopicId === null) return true;
  return topic.sub_topics.some((s) => s.id === subTopicId);
}
