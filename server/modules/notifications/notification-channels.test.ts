import { EMAIL_NOTIFICATION_TYPES, SMS_NOTIFICATION_TYPES } from '@shared/domain/notification-preferences';
import { EMAIL_TYPES } from './email-templates';
import { renderSms } from './sms-templates';

describe('notification channels', () => {
  it('when the server has e-mail copy for a type, then the settings offer an e-mail switch for exactly those types', () => {
    expect([...EMAIL_NOTIFICATION_TYPES].sort()).toEqual([...EMAIL_TYPES].sort());
  });

  it('when a type can come by SMS, then it has copy in both languages that carries the link', () => {
    for (const type of SMS_NOTIFICATION_TYPES) {
      for (const lang of ['zh-HK', 'en-HK'] as const) {
        expect(renderSms(type, lang, { link: 'https://sifu.hk/x' })).toContain('https://sifu.hk/x');
      }
    }
  });
});
