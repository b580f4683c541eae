/**
 * dashboard/settings[/{path}] (SPEC §2): profile and avatar, notifications, language, password, phone,
 * devices and sessions, invoice settings (SPEC §6 flag), and the sections other features draw (settings-slots.ts:
 * connected accounts, privacy, and a pro's payout account with the safetyPayment flag).
 */
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import { payoutsEnabled } from '@shared/domain/payouts';
import { buildPath } from '@shared/routes/route-paths';
import { SkeletonText } from '@client/ui/skeleton';
import { useEnv } from '@client/lib/env';
import { useHref } from '@client/lib/paths';
import { ChangePasswordForm } from '@client/features/accounts/components/change-password-form';
import { PhoneVerification } from '@client/features/verification/components/phone-verification';
import { useSession } from '@client/features/accounts/api/accounts.queries';
import { useSettings } from '@client/features/settings/api/settings.queries';
import { SettingsLayout } from '@client/features/settings/components/settings-layout';
import { ProfileForm } from '@client/features/settings/components/profile-form';
import { AvatarEditor } from '@client/features/settings/components/avatar-editor';
import { NotificationSettingsForm } from '@client/features/settings/components/notification-settings-form';
import { LanguageForm } from '@client/features/settings/components/language-form';
import { PhoneSettings } from '@client/features/settings/components/phone-settings';
import { SessionsList } from '@client/features/settings/components/sessions-list';
import { InvoiceSettingsForm } from '@client/features/settings/components/invoice-settings-form';
import { sectionOf, visibleSections, type SettingsSection } from '@client/features/settings/lib/sections';
import { SETTINGS_SLOTS } from './settings-slots';

export default function SettingsPage() {
  const { t } = useTranslation('dashboard');
  const href = useHref();
  const params = useParams();
  const flags = useEnv().featureFlags;
  const { data: settings } = useSettings();
  const { data: session } = useSession();
  const sections = visibleSections(flags, {
    connected: Boolean(SETTINGS_SLOTS.connected),
    privacy: Boolean(SETTINGS_SLOTS.privacy),
    // Payouts are a pro's: safety payments and shop orders pay pros, and only with their flags.
    payout: Boolean(SETTINGS_SLOTS.payout) && payoutsEnabled(flags) && session?.role === 'pro',
    // A link to the merchant application's own page, for every signed-in user.
    merchant: true,
  });
  const current: SettingsSection =
    sectionOf(
      params.path,
      sections.filter((s) => s !== 'merchant'),
    ) ?? 'profile';
  const hrefOf = (s: SettingsSection | null) =>
    s === 'merchant' ? href('merchantApplication') : href('settings', { path: s ?? undefined });

  let content;
  if (!settings) content = <SkeletonText lines={8} />;
  else if (current === 'profile') {
    content = (
      <>
        <AvatarEditor profile={settings.profile} />
        <ProfileForm key={settings.profile.username} profile={settings.profile} emailChangeHref={href('emailChange')} />
      </>
    );
  } else if (current === 'notifications') {
    content = (
      <NotificationSettingsForm
        settings={settings.notification_settings}
        phoneConfirmed={settings.profile.is_phone_confirmed}
        phoneHref={hrefOf('phone')}
      />
    );
  } else if (current === 'language') {
    content = (
      <LanguageForm
        language={settings.settings.language}
        hrefFor={(lng: Language) => buildPath('settings', { path: 'language' }, lng)}
        onSwitched={(url) => window.location.assign(url)}
      />
    );
  } else if (current === 'password') content = <ChangePasswordForm />;
  else if (current === 'phone') {
    content = (
      <PhoneSettings
        phone={settings.profile.phone}
        confirmed={settings.profile.is_phone_confirmed}
        renderVerification={({ phone, onVerified }) => (
          <PhoneVerification initialPhone={phone} onVerified={onVerified} reason={t('account_settings>phone>verify_reason')} />
        )}
      />
    );
  } else if (current === 'devices') content = <SessionsList />;
  else if (current === 'invoice') content = <InvoiceSettingsForm invoice={settings.invoice_settings} />;
  else {
    const Slot = current === 'merchant' ? undefined : SETTINGS_SLOTS[current];
    content = Slot ? <Slot /> : null;
  }

  return (
    <SettingsLayout
      sections={sections}
      current={current}
      showSection={params.path !== undefined}
      hrefOf={hrefOf}
      framed={current !== 'connected' && current !== 'privacy'}
    >
      {content}
    </SettingsLayout>
  );
}
