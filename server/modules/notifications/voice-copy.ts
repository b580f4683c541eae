/**
 * The words of each voice notice (type `voice`, `params.event` naming what happened; docs/decisions/0039), for its
 * e-mail in both languages. The in-app text is the client's (locales messages>notifications>voice_{event}).
 * `other` is the consumer's name when the recipient is the pro; the business names are the pro's for the consumer.
 */
type Params = Record<string, string | number | null>;
type Lang = 'zh-HK' | 'en-HK';

const str = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

export const VOICE_EVENTS = [
  'missed',
  'declined',
  'appointment_proposed',
  'appointment_accepted',
  'appointment_declined',
  'appointment_cancelled',
  'appointment_reminder',
] as const;
export type VoiceNoticeEvent = (typeof VOICE_EVENTS)[number];

function who(lang: Lang, p: Params): string {
  const business = lang === 'zh-HK' ? p.business_name_zh || p.business_name_en : p.business_name_en || p.business_name_zh;
  return str(p.other) || str(business) || (lang === 'zh-HK' ? '對方' : 'The other side');
}

/** The appointment's start (UTC on the wire) in Hong Kong time, e.g. 2026-12-01 18:30. */
function hkTime(v: string | number | null | undefined): string {
  const d = new Date(`${str(v).replace(' ', 'T')}Z`);
  if (Number.isNaN(d.getTime())) return '';
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Hong_Kong',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(d)
      .map((x) => [x.type, x.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

const LINE: Record<VoiceNoticeEvent, Record<Lang, (p: Params) => string>> = {
  missed: {
    'zh-HK': (p) => `你有一個未接來電：${who('zh-HK', p)}喺 Sifu 打過俾你。你可以喺對話留言，或者約個時間再傾。`,
    'en-HK': (p) => `You missed a call from ${who('en-HK', p)} on Sifu. Leave them a message in the chat or set a time to talk.`,
  },
  declined: {
    'zh-HK': (p) => `${who('zh-HK', p)}而家未方便聽電話。你可以喺對話留言，或者約個時間再打。`,
    'en-HK': (p) => `${who('en-HK', p)} couldn't take your call just now. Leave a message in the chat or set a time to call.`,
  },
  appointment_proposed: {
    'zh-HK': (p) => `${who('zh-HK', p)}想約你喺 ${hkTime(p.start_at)}（香港時間）通電話，請接受或者婉拒。`,
    'en-HK': (p) => `${who('en-HK', p)} would like to call you at ${hkTime(p.start_at)} (Hong Kong time). Accept or decline it.`,
  },
  appointment_accepted: {
    'zh-HK': (p) => `${who('zh-HK', p)}接受咗 ${hkTime(p.start_at)}（香港時間）嘅通話預約。`,
    'en-HK': (p) => `${who('en-HK', p)} accepted the call at ${hkTime(p.start_at)} (Hong Kong time).`,
  },
  appointment_declined: {
    'zh-HK': (p) => `${who('zh-HK', p)}婉拒咗 ${hkTime(p.start_at)}（香港時間）嘅通話預約，你可以提議另一個時間。`,
    'en-HK': (p) => `${who('en-HK', p)} declined the call at ${hkTime(p.start_at)} (Hong Kong time). You can suggest another time.`,
  },
  appointment_cancelled: {
    'zh-HK': (p) => `${who('zh-HK', p)}取消咗 ${hkTime(p.start_at)}（香港時間）嘅通話預約。`,
    'en-HK': (p) => `${who('en-HK', p)} cancelled the call at ${hkTime(p.start_at)} (Hong Kong time).`,
  },
  appointment_reminder: {
    'zh-HK': (p) => `提提你：你同${who('zh-HK', p)}約咗喺 ${hkTime(p.start_at)}（香港時間）通電話。`,
    'en-HK': (p) => `Reminder: your call with ${who('en-HK', p)} is at ${hkTime(p.start_at)} (Hong Kong time).`,
  },
};

const eventOf = (p: Params): VoiceNoticeEvent =>
  (VOICE_EVENTS as readonly string[]).includes(str(p.event)) ? (p.event as VoiceNoticeEvent) : 'missed';

/** One line saying what happened, in the recipient's language. */
export function voiceLine(lang: Lang, p: Params): string {
  return LINE[eventOf(p)][lang](p);
}

export const voiceEmail = {
  'zh-HK': {
    subject: (p: Params) => (eventOf(p) === 'missed' ? `Sifu 師傅：${who('zh-HK', p)}嘅未接來電` : `Sifu 師傅：同${who('zh-HK', p)}嘅通話`),
    body: (p: Params) => `${str(p.name)}你好，\n\n${voiceLine('zh-HK', p)}\n\n打開對話：\n${str(p.link)}\n\nSifu 師傅`,
  },
  'en-HK': {
    subject: (p: Params) =>
      eventOf(p) === 'missed' ? `Sifu: missed call from ${who('en-HK', p)}` : `Sifu: your call with ${who('en-HK', p)}`,
    body: (p: Params) => `Hi ${str(p.name)},\n\n${voiceLine('en-HK', p)}\n\nOpen the chat:\n${str(p.link)}\n\nSifu`,
  },
};
