/**
 * Where `order` sends the consumer (its `redirect_url`): the provider's hosted card page (an absolute URL, or a page the
 * server hosts itself such as the sandbox gateway's /sandbox-gateway/…) is a full-page navigation; one of the app's own
 * dashboard pages (the part's page with the store code or the account number) is a router navigation, no reload.
 */
import { splitLanguagePrefix } from '@shared/i18n/i18n-config';

export function isAppPath(url: string): boolean {
  if (!url.startsWith('/') || url.startsWith('//')) return false;
  return /^\/dashboard(\/|$)/.test(splitLanguagePrefix(url.split(/[?#]/)[0]).rest);
}

export function goToPayment(url: string, navigate: (to: string) => void): void {
  if (isAppPath(url)) navigate(url);
  else window.location.assign(url);
}
