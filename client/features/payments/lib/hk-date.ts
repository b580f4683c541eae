/** A server UTC timestamp as its Hong Kong calendar day: "2026年12月24日" / "24 Dec 2026" (free credit expiry). */
import { dayjsLocale, type Language } from '@shared/i18n/i18n-config';
import { fromServer } from '@shared/utils/dates';

export function formatHkDate(serverDate: string, lng: Language): string {
  const d = fromServer(serverDate).locale(dayjsLocale(lng));
  return lng === 'zh-HK' ? d.format('YYYY年M月D日') : d.format('D MMM YYYY');
}
