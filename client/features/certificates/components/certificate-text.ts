/** Display helpers of certificates and identity checks: titles, dates and the tone of each status. */
import type { TFunction } from 'i18next';
import type { BadgeTone } from '@client/ui/badge';
import type { IconName } from '@client/ui/icon';
import type { VerificationState } from '@shared/schemas/certificates.schema';
import type { Language } from '@shared/i18n/i18n-config';
import { formatHkDate } from '@shared/utils/hk-dates';

/** The Hong Kong calendar day of a UTC server time as text, "2026年11月21日" or "21 Nov 2026" (docs/style-guide.md). */
export function hkDay(serverDate: string | null | undefined, lng: string): string {
  return serverDate ? formatHkDate(serverDate, lng as Language) : '';
}

/** The company name, or the licence's label (the pro's own name for "other"). */
export function certificateTitle(t: TFunction, c: { type: string; licence_type: string | null; name: string }): string {
  if (c.type === 'personal' && c.licence_type && c.licence_type !== 'other') return t(`verify|licence>${c.licence_type}`);
  return c.name;
}

/** The certificate's number: the business registration number or the licence number. */
export function certificateNumber(c: { unified_number: string | null; reference_identity: string | null }): string {
  return c.unified_number ?? c.reference_identity ?? '';
}

export const STATE_TONE: Record<VerificationState, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  withdrawn: 'neutral',
};

export const STATE_ICON: Record<VerificationState, IconName> = {
  pending: 'clock',
  approved: 'verified',
  rejected: 'warning',
  withdrawn: 'minus',
};
