/** service/{action}/{serviceId} (shared/domain/service-actions.ts): the redirect of one action, or a 404. */
import { redirect } from 'react-router';
import { splitLanguagePrefix } from '@shared/i18n/i18n-config';
import { buildPath } from '@shared/routes/route-paths';
import { SERVICE_ACTION_STATUS, serviceActionTarget, type ServiceAction } from '@shared/domain/service-actions';
import { proProfileQuery } from '@client/features/pro-services/api/pro-services.queries';
import type { LoaderContext } from '../route-types';
import { idOf } from './route-helpers';

/** Throws the action's redirect (the language prefix and query kept), or a 404 for an unknown or non-public service. */
export async function goToServiceAction(action: ServiceAction, { queryClient, data, lng, params, url }: LoaderContext): Promise<never> {
  const serviceId = idOf(params.serviceId);
  const pro = await queryClient.ensureQueryData(proProfileQuery(data, lng, serviceId));
  const target = serviceActionTarget(action, { serviceId, slug: pro.slug, category: pro.categories[0]?.slug ?? null });
  const query = new URLSearchParams(url.search);
  for (const [k, v] of Object.entries(target.query ?? {})) query.set(k, v);
  const search = query.toString();
  const location =
    buildPath(target.route, target.params, splitLanguagePrefix(url.pathname).prefix) +
    (search ? `?${search}` : '') +
    (target.hash ? `#${target.hash}` : '');
  throw redirect(location, SERVICE_ACTION_STATUS[action]);
}
