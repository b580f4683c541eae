import { NOTIFICATION_TYPES } from '../schemas/notifications.schema';
import {
  IN_APP_LOCKED_TYPES,
  SMS_NOTIFICATION_TYPES,
  mergeSettings,
  notificationGroups,
  resolveChoice,
  resolveSettings,
} from './notification-preferences';

describe('notification preferences', () => {
  it('when nothing is stored, then every type is in-app, e-mail where it has one, never SMS', () => {
    const all = resolveSettings({});
    expect(all.new_lead).toEqual({ in_app: true, email: true, sms: false });
    expect(all.quote_updated).toEqual({ in_app: true, email: false, sms: false });
    expect(Object.values(all).every((c) => c.in_app && !c.sms)).toBe(true);
  });

  it('when stored choices switch channels, then they win over the defaults, except unavailable (off) and locked (on) ones', () => {
    expect(resolveChoice('new_lead', { email: false, sms: true })).toEqual({ in_app: true, email: false, sms: true });
    expect(resolveChoice('new_message', { email: true, sms: true })).toEqual({ in_app: true, email: false, sms: false });
    expect(resolveChoice('payment_failed', { in_app: false })).toEqual({ in_app: true, email: true, sms: false });
  });

  it('when a change is merged, then earlier choices stay and what cannot be chosen is dropped', () => {
    const merged = mergeSettings(
      { new_lead: { email: false } },
      { new_lead: { sms: true }, payment_received: { in_app: false, email: false } },
    );
    expect(merged).toEqual({ new_lead: { email: false, sms: true }, payment_received: { email: false } });
  });

  it('when the settings page groups the types, then every type appears exactly once', () => {
    const listed = notificationGroups().flatMap((g) => g.types);
    expect([...listed].sort()).toEqual([...NOTIFICATION_TYPES].sort());
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('when the shop is off, then the settings page leaves out the shop notices and keeps every other type', () => {
    const listed = notificationGroups({ shop: false }).flatMap((g) => g.types);
    expect([...listed].sort()).toEqual(NOTIFICATION_TYPES.filter((t) => t !== 'shop').sort());
    expect(notificationGroups({ shop: false }).map((g) => g.key)).not.toContain('shop');
  });

  it('when a type is locked in-app or sent by SMS, then it is a real notification type', () => {
    for (const t of [...IN_APP_LOCKED_TYPES, ...SMS_NOTIFICATION_TYPES]) expect(NOTIFICATION_TYPES).toContain(t);
  });
});
