/**
 * The Sifu apps (SPEC §2 app-store pages for the customer and pro apps on iOS and Android) and the download page's
 * targets. Store links come from the server's env (APP_STORE_URL, PLAY_STORE_URL, PRO_APP_STORE_URL,
 * PRO_PLAY_STORE_URL); a link that is not set is not shown, and the page says that app is not in that store yet.
 */
export const APPS = ['consumer', 'pro'] as const;
export type App = (typeof APPS)[number];

/** download/{target}: one platform's page. */
export const DOWNLOAD_TARGETS = ['ios', 'android'] as const;
export type DownloadTarget = (typeof DOWNLOAD_TARGETS)[number];

export type AppLinks = Record<App, Partial<Record<DownloadTarget, string>>>;

export function isDownloadTarget(value: string | undefined): value is DownloadTarget {
  return (DOWNLOAD_TARGETS as readonly (string | undefined)[]).includes(value);
}

/**
 * The platforms with at least one store link: a download page exists only for those (all of them for download/,
 * one for download/{target}); with no link at all there is nothing to download and the pages answer 404.
 */
export function platformsWithApps(links: AppLinks | undefined): DownloadTarget[] {
  return DOWNLOAD_TARGETS.filter((p) => APPS.some((app) => Boolean(links?.[app]?.[p])));
}
