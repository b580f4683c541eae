/** SPEC §2 content pages moved elsewhere by env (ADR 0023). */
import { redirect } from 'react-router';
import type { ClientEnv } from '@shared/api/ssr-contract';
import type { ContentLinkKey } from '@shared/domain/site-pages';

/** When CONTENT_URL_<KEY> is set, the on-site page of that key is a permanent redirect there. */
export function throwIfMovedByEnv(env: ClientEnv, key: ContentLinkKey): void {
  const url = env.contentUrls?.[key];
  if (url) throw redirect(url, 301);
}
