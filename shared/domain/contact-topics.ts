/** Topics of the contact form (POST /api/contact_messages); labels live in locales (contact>topic_…). */
export const CONTACT_TOPICS = ['consumer', 'pro', 'partnership', 'press', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];
