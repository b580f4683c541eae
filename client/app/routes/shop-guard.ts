/**
 * The shop's pages exist only while both the `shop` and `nshop` flags are on (SPEC §2, §6; docs/decisions/0038):
 * otherwise every shop route goes home in the visitor's language, before anything is read.
 */
import { redirect } from 'react-router';
import { splitLanguagePrefix } from '@shared/i18n/i18n-config';
import { shopEnabled } from '@shared/domain/shop';
import { buildPath } from '@shared/routes/route-paths';
import type { LoaderContext } from '../route-types';

export function requireShop(ctx: Pick<LoaderContext, 'env' | 'url'>): void {
  if (!shopEnabled(ctx.env.featureFlags)) throw redirect(buildPath('home', {}, splitLanguagePrefix(ctx.url.pathname).prefix));
}
