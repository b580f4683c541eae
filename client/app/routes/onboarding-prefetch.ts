/**
 * Server-side data of the pro's onboarding and services list (SPEC §2 onboarding, onboarding/{serviceId},
 * onboarding/{serviceId}/{temp}, services). `onboarding` continues an unfinished service where it stopped
 * (unless ?new=1), `onboarding/{serviceId}` goes to its next screen; someone else's service is a 404.
 */
import { redirect } from 'react-router';
import { serviceMediaQuery } from '@client/features/service-media/api/service-media.queries';
import { splitLanguagePrefix } from '@shared/i18n/i18n-config';
import { buildPath } from '@shared/routes/route-paths';
import { categoryQuery, genresQuery, proStatsQuery } from '@client/features/catalog/api/catalog.queries';
import { areaOptionsQuery, editableServiceQuery, myServicesQuery } from '@client/features/service-editor/api/service-editor.queries';
import { isOnboardingTemp, resumeTemp, unfinishedService } from '@client/features/service-editor/api/onboarding-flow';
import { categorySlugOf } from '@client/features/service-editor/api/pro-entry';
import type { LoaderContext } from '../route-types';
import { is404, notFound } from './route-helpers';

const extra = (p: Promise<unknown>) => p.catch(() => undefined);

function serviceIdOf(raw: string | undefined): number {
  const id = Number(raw);
  if (!raw || !/^\d{1,9}$/.test(raw) || id < 1) throw notFound();
  return id;
}

async function editable({ queryClient, data }: LoaderContext, id: number) {
  return queryClient.ensureQueryData(editableServiceQuery(data, id)).catch((e: unknown) => {
    if (is404(e)) throw e;
    return null;
  });
}

export async function prefetchOnboarding(ctx: LoaderContext) {
  const { queryClient, data, lng, url } = ctx;
  const category = categorySlugOf(url.searchParams.get('category'));
  const [mine] = await Promise.all([
    queryClient.ensureQueryData(myServicesQuery(data, lng)).catch(() => null),
    extra(queryClient.ensureQueryData(genresQuery(data, lng))),
    extra(queryClient.ensureQueryData(proStatsQuery(data))),
    category ? extra(queryClient.ensureQueryData(categoryQuery(data, lng, category))) : null,
  ]);
  const unfinished = mine && url.searchParams.get('new') !== '1' ? unfinishedService(mine.items) : null;
  if (unfinished) {
    const temp = resumeTemp(unfinished);
    throw redirect(buildPath('onboardingStep', { serviceId: unfinished.quote_service_id, temp }, splitLanguagePrefix(url.pathname).prefix));
  }
}

export async function prefetchOnboardingService(ctx: LoaderContext) {
  const id = serviceIdOf(ctx.params.serviceId);
  const service = await editable(ctx, id);
  const temp = service ? resumeTemp(service) : '1';
  throw redirect(buildPath('onboardingStep', { serviceId: id, temp }, splitLanguagePrefix(ctx.url.pathname).prefix));
}

export async function prefetchOnboardingStep(ctx: LoaderContext) {
  const { queryClient, data, lng, params } = ctx;
  const id = serviceIdOf(params.serviceId);
  if (!isOnboardingTemp(params.temp)) throw notFound();
  await Promise.all([
    editable(ctx, id),
    params.temp === '1' ? extra(queryClient.ensureQueryData(genresQuery(data, lng))) : null,
    params.temp === 'areas' ? extra(queryClient.ensureQueryData(areaOptionsQuery(data, lng))) : null,
    params.temp === '2' ? extra(queryClient.ensureQueryData(serviceMediaQuery(data, id))) : null,
  ]);
}

export function prefetchServices({ queryClient, data, lng }: LoaderContext) {
  return extra(queryClient.ensureQueryData(myServicesQuery(data, lng)));
}
