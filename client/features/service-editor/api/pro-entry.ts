/**
 * Becoming a pro from pro-signup/{slug}: the sign-up and log-in pages carry `role=pro` and the
 * chosen `category` and, once the user is a pro, send them to onboarding with that category preselected, or to
 * their services when they already have a published one. Every target is a same-site path built here from
 * route names; nothing from the URL is followed as a path.
 */
import { serviceEditorContract } from '@shared/api/service-editor.contract';
import type { MyService } from '@shared/schemas/service-editor.schema';
import { buildPath } from '@shared/routes/route-paths';
import { callApi } from '@client/lib/api-client';

export interface ProIntent {
  /** A catalogue slug, or null when none (or a malformed one) was given. */
  category: string | null;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A catalogue slug from the URL, or null when absent or malformed. */
export const categorySlugOf = (raw: string | null): string | null => (raw && raw.length <= 80 && SLUG.test(raw) ? raw : null);

/** `?role=pro[&category=slug]` → the intent; anything else → null. A malformed slug is dropped. */
export function proIntentOf(params: URLSearchParams): ProIntent | null {
  if (params.get('role') !== 'pro') return null;
  return { category: categorySlugOf(params.get('category')) };
}

/** The query string that carries an intent to the other auth page ("role=pro&category=plumbing"). */
export function proIntentSearch(intent: ProIntent): string {
  return new URLSearchParams({ role: 'pro', ...(intent.category ? { category: intent.category } : {}) }).toString();
}

/** A service that receives leads: published and not archived. */
export const isReadyService = (s: Pick<MyService, 'profile_ready' | 'is_archived'>) => s.profile_ready && !s.is_archived;

/** Where a pro lands (without language prefix): their services when one is published, else onboarding. */
export function proEntryPath(services: Pick<MyService, 'profile_ready' | 'is_archived'>[], category: string | null): string {
  if (services.some(isReadyService)) return buildPath('services');
  return buildPath('onboarding') + (category ? `?${new URLSearchParams({ category }).toString()}` : '');
}

/** Reads the signed-in pro's services and answers `proEntryPath`; a failed read still leads to onboarding. */
export async function resolveProEntry(category: string | null): Promise<string> {
  const mine = await callApi(serviceEditorContract.mine, {}).catch(() => null);
  return proEntryPath(mine?.items ?? [], category);
}

/**
 * What the sign-up and log-in forms run after success when the URL carries a pro intent: become a pro if needed
 * (`switchToPro` is the accounts feature's role switch, given by the page), then the (prefixed) landing path.
 */
export function proEntryAfterAuth(intent: ProIntent, switchToPro: () => Promise<unknown>, prefixed: (path: string) => string) {
  return async (user: { role: string }): Promise<string> => {
    if (user.role !== 'pro') await switchToPro();
    return prefixed(await resolveProEntry(intent.category));
  };
}
