/** Report topics and sub-topics for POST /api/quote_reports/add; labels live in locales (messages|report>…). */
export const REPORT_TYPES = ['request', 'bid', 'service'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export interface ReportTopic {
  id: number;
  key: string;
  sub_topics: ReadonlyArray<{ id: number; key: string }>;
}

export const REPORT_TOPICS: readonly ReportTopic[] = [
  {
    id: 1,
    key: 'fraud',
    sub_topics: [
      { id: 11, key: 'asked_for_payment_outside' },
      { id: 12, key: 'fake_identity' },
      { id: 13, key: 'fake_request' },
    ],
  },
  {
    id: 2,
    key: 'inappropriate',
    sub_topics: [
      { id: 21, key: 'offensive_language' },
      { id: 22, key: 'harassment' },
      { id: 23, key: 'spam' },
    ],
  },
  {
    id: 3,
    key: 'quality',
    sub_topics: [
      { id: 31, key: 'no_show' },
      { id: 32, key: 'poor_work' },
      { id: 33, key: 'price_changed' },
    ],
  },
  { id: 9, key: 'other', sub_topics: [] },
];

export function isValidReportTopic(topicId: number, subTopicId?: number | null): boolean {
  const topic = REPORT_TOPICS.find((t) => t.id === topicId);
  if (!topic) return false;
  if (subTopicId === undefined || subTopicId === null) return true;
  return topic.sub_topics.some((s) => s.id === subTopicId);
}
