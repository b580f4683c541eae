/**
 * Onboarding screens and their URLs (SPEC §2 onboarding, onboarding/{serviceId}, onboarding/{serviceId}/{temp}).
 * `temp` is the screen: 1 Basic, 2 Logo, 3 Description, `areas` (the districts, then publish; still step 3 on
 * the server, whose onboarding step is 0..3) and `done`. Welcome 0 and a new service's Basic are on `onboarding`.
 */
import type { EditableService, MyService } from '@shared/schemas/service-editor.schema';

export const ONBOARDING_TEMPS = ['1', '2', '3', 'areas', 'done'] as const;
export type OnboardingTemp = (typeof ONBOARDING_TEMPS)[number];

export const isOnboardingTemp = (v: string | undefined): v is OnboardingTemp => (ONBOARDING_TEMPS as readonly string[]).includes(v ?? '');

/** The server's onboarding step (0..3) reached when a screen is shown. */
export const stepOfTemp = (temp: OnboardingTemp): number => (temp === '1' ? 1 : temp === '2' ? 2 : 3);

/** Where an existing service continues: after its last step reached, at the first screen still needed. */
export function resumeTemp(s: Pick<EditableService | MyService, 'onboard_step' | 'missing' | 'profile_ready'>): OnboardingTemp {
  if (s.profile_ready) return 'done';
  if (s.missing.some((k) => k === 'business_name' || k === 'phone' || k === 'categories')) return '1';
  if (s.onboard_step <= 2) return '2';
  return s.missing.includes('description') ? '3' : 'areas';
}

/** The service onboarding continues with: the most recent unfinished, unarchived one. */
export function unfinishedService<T extends Pick<MyService, 'quote_service_id' | 'profile_ready' | 'is_archived'>>(items: T[]): T | null {
  return items.filter((s) => !s.profile_ready && !s.is_archived).sort((a, b) => b.quote_service_id - a.quote_service_id)[0] ?? null;
}

/** The onboarding screen that fills a missing item (GET /services/mine `missing` keys); null when only the editor has it. */
export function tempForMissing(key: string): OnboardingTemp | null {
  if (/^(business_name|name|phone|categor)/.test(key)) return '1';
  if (key.startsWith('logo')) return '2';
  if (key.startsWith('description')) return '3';
  if (/^(area|district)/.test(key)) return 'areas';
  return null;
}
