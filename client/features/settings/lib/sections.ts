/**
 * The sections of dashboard/settings/{path}, in menu order. Invoice settings exist only with the
 * SPEC §6 invoice_settings flag; sections drawn by other features (payout account, connected accounts, privacy)
 * exist only when the page gives them content. `merchant` is a link to the merchant application's own page
 * (dashboard/merchant-application), listed here so the settings menu leads to it.
 */
import type { FeatureFlags } from '@shared/config/feature-flags';
import type { IconName } from '@client/ui/icon';

export const SETTINGS_SECTIONS = [
  'profile',
  'notifications',
  'language',
  'password',
  'phone',
  'devices',
  'invoice',
  'payout',
  'merchant',
  'connected',
  'privacy',
] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

export const SECTION_ICONS: Record<SettingsSection, IconName> = {
  profile: 'user',
  notifications: 'bell',
  language: 'language',
  password: 'lock',
  phone: 'phone',
  devices: 'globe',
  invoice: 'receipt',
  payout: 'wallet',
  merchant: 'briefcase',
  connected: 'users',
  privacy: 'shield',
};

/** The sections shown: invoice only with its flag; `present` lists the slot sections that have content. */
export function visibleSections(
  flags: Pick<FeatureFlags, 'invoiceSettings'>,
  present: Partial<Record<SettingsSection, boolean>>,
): SettingsSection[] {
  return SETTINGS_SECTIONS.filter((s) => {
    if (s === 'invoice') return flags.invoiceSettings;
    if (s === 'connected' || s === 'privacy' || s === 'payout' || s === 'merchant') return Boolean(present[s]);
    return true;
  });
}

/** The section a URL segment names, or null (unknown → the page is a 404). */
export function sectionOf(path: string | undefined, visible: readonly SettingsSection[]): SettingsSection | null {
  if (path === undefined) return null;
  return (visible as readonly string[]).includes(path) ? (path as SettingsSection) : null;
}
