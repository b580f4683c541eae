/** How long an item has waited ("3 h", "2 d 4 h") and an exact time, both stable between server and browser. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import { formatDateTime } from '@shared/utils/dates';
import { useNow } from '@client/lib/use-now';
import { theme } from '@client/styles/theme';

export function waitText(created: string, now: number, lng: Language): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(created)) / 60_000));
  const zh = lng === 'zh-HK';
  if (minutes < 60) return zh ? `${minutes} 分鐘` : `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return zh ? `${hours} 小時` : `${hours} h`;
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return zh ? `${days} 日${rest ? ` ${rest} 小時` : ''}` : `${days} d${rest ? ` ${rest} h` : ''}`;
}

/** The waiting time once the page runs in the browser (the server renders the exact time instead). */
export function WaitTime({ created, overdue }: { created: string; overdue?: boolean }) {
  const { i18n } = useTranslation();
  const lng = i18n.language as Language;
  const now = useNow();
  return (
    <time dateTime={created} title={formatDateTime(created, lng)} css={overdue ? overdueStyles : undefined}>
      {now ? waitText(created, now, lng) : formatDateTime(created, lng)}
    </time>
  );
}

export function DateTime({ value }: { value: string }) {
  const { i18n } = useTranslation();
  return <time dateTime={value}>{formatDateTime(value, i18n.language as Language)}</time>;
}

const overdueStyles = css`
  color: ${theme.color.dangerDark};
  font-weight: ${theme.font.weight.bold};
`;
