/**
 * Server-side data of dashboard/settings/{path} and dashboard/email_change: the settings, and what the
 * section shows (devices, the privacy preview). An unknown section, a second segment, or invoice settings while
 * their flag is off (get_settings then has no invoice_settings) are the 404 page.
 */
import { SETTINGS_SECTIONS } from '@client/features/settings/lib/sections';
import { sessionsQuery, settingsQuery } from '@client/features/settings/api/settings.queries';
import { deletionPreviewQuery } from '@client/features/privacy/api/privacy.queries';
import { SETTINGS_SLOTS, type SettingsSlot } from '@client/pages/dashboard/settings-slots';
import type { LoaderContext } from '../route-types';
import { is404, notFound } from './route-helpers';

const isSlot = (s: string): s is SettingsSlot => s === 'connected' || s === 'privacy';

export async function prefetchSettings({ queryClient, data, params }: LoaderContext): Promise<void> {
  const path = params.path;
  if (params.param1 !== undefined) throw notFound();
  if (path !== undefined && (!(SETTINGS_SECTIONS as readonly string[]).includes(path) || (isSlot(path) && !SETTINGS_SLOTS[path]))) {
    throw notFound();
  }
  const settings = await queryClient.ensureQueryData(settingsQuery(data)).catch((e: unknown) => {
    if (is404(e)) throw e;
    return undefined;
  });
  if (path === 'invoice' && settings && !('invoice_settings' in settings)) throw notFound();
  // Secondary reads never fail the page: the browser retries them.
  if (path === 'devices') await queryClient.ensureQueryData(sessionsQuery(data)).catch(() => undefined);
  if (path === 'privacy') await queryClient.ensureQueryData(deletionPreviewQuery(data)).catch(() => undefined);
}

export async function prefetchEmailChange({ queryClient, data }: LoaderContext): Promise<void> {
  await queryClient.ensureQueryData(settingsQuery(data)).catch(() => undefined);
}
