/**
 * Bilingual SMS copy for the notification types that may come by SMS (shared/domain/notification-preferences.ts
 * SMS_NOTIFICATION_TYPES). Sent only when the user switched SMS on for the type and has a confirmed phone. Short:
 * one message of Chinese text fits 70 characters, so the link does most of the work.
 */
import type { SMS_NOTIFICATION_TYPES } from '@shared/domain/notification-preferences';
import { bookingSms } from './booking-copy';
import { hireWhen } from './hire-when';
import { safetySms } from './safety-copy';

export type SmsType = (typeof SMS_NOTIFICATION_TYPES)[number];

type Params = Record<string, string | number | null>;
type Lang = 'zh-HK' | 'en-HK';

const str = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

const COPY: Record<SmsType, Record<Lang, (p: Params) => string>> = {
  safety_payment: safetySms,
  booking: bookingSms,
  new_lead: {
    'zh-HK': (p) => `Sifu 師傅：有新嘅「${str(p.category_zh)}」需要（${str(p.district_zh) || '香港'}），快啲報價：${str(p.link)}`,
    'en-HK': (p) => `Sifu: new ${str(p.category_en)} lead in ${str(p.district_en) || 'Hong Kong'}. Send your quote: ${str(p.link)}`,
  },
  new_quote: {
    // The quote's own link opens it without signing in (docs/decisions/0040); the dashboard when there is none.
    'zh-HK': (p) => `Sifu 師傅：${str(p.business_name_zh)} 就你嘅「${str(p.category_zh)}」需要報咗價：${str(p.link_quote_view || p.link)}`,
    'en-HK': (p) => `Sifu: ${str(p.business_name_en)} quoted on your ${str(p.category_en)} request: ${str(p.link_quote_view || p.link)}`,
  },
  hired: {
    'zh-HK': (p) => `Sifu 師傅：客戶聘請咗你做「${str(p.category_zh)}」（${hireWhen(p, 'zh-HK')}）。詳情：${str(p.link)}`,
    'en-HK': (p) => `Sifu: you're hired for ${str(p.category_en)} (${hireWhen(p, 'en-HK')}). Details: ${str(p.link)}`,
  },
};

/** The SMS text of a notification in the recipient's language. */
export function renderSms(type: SmsType, lang: Lang, params: Params): string {
  return COPY[type][lang](params);
}
