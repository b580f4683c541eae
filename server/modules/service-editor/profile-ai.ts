/**
 * AI profile text endpoints (SPEC §7 get_profile_ai / modify_profile_ai): the service's own data becomes
 * ProfileFacts, the provider chosen by AI_PROVIDER writes or rewrites the text. A provider failure is a 503
 * ai_unavailable (logged without the text), never a 500. Nothing is stored: the pro saves through Description.
 */
import type { i18n } from 'i18next';
import type { Language } from '@shared/i18n/i18n-config';
import { hkToday } from '@shared/utils/dates';
import type { Env } from '../../config/env';
import type { Db } from '../../lib/db';
import { notFound } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { aiUnavailable } from './service-editor.errors';
import { owned } from './service-editor.service';
import * as repo from './profile-ai.repository';
import { createOpenAiProvider } from './profile-text-openai';
import { templateProvider } from './profile-text-template';
import { ProviderError, type Bilingual, type ProfileFacts, type ProfileInstruction, type ProfileTextProvider } from './profile-text-types';
import { hoursOf } from './service-views';

/** The provider configured by env (AI_PROVIDER, AI_BASE_URL, AI_API_KEY, AI_MODEL, AI_TIMEOUT_MS). */
export function profileTextProvider(env: Env): ProfileTextProvider {
  if (env.AI_PROVIDER === 'openai')
    return createOpenAiProvider({ baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL, timeoutMs: env.AI_TIMEOUT_MS });
  return templateProvider;
}

type Deps = { db: Db; env: Env; i18n: i18n };

/** A certificate's title: the licence's name in each language (verify|licence>…), else the name the pro gave. */
function certificateTitle(i18next: i18n, c: repo.FactsRow['certificates'][number]): Bilingual {
  const title = (lng: Language) =>
    c.type === 'personal' && c.licence_type && c.licence_type !== 'other'
      ? i18next.getFixedT(lng, 'verify')(`licence>${c.licence_type}`, { defaultValue: c.name || c.licence_type })
      : c.name;
  return { zh: title('zh-HK'), en: title('en-HK') };
}

/** The service's own data as the provider sees it (`now` fixes "years in business" to this year in Hong Kong). */
export async function gatherFacts(deps: Pick<Deps, 'db' | 'i18n'>, serviceId: number, now = Date.now()): Promise<ProfileFacts> {
  const r = await repo.findFacts(deps.db, serviceId);
  if (!r) throw notFound();
  const thisYear = Number(hkToday(now).slice(0, 4));
  return {
    business_name: { zh: r.business_name_zh, en: r.business_name_en },
    categories: r.categories,
    areas: r.areas,
    travels_to_customer: r.is_service_professional_travels_to_me,
    customer_travels: r.is_customer_travel_to_me,
    base_district: r.base_district,
    over_phone_or_internet: r.is_over_phone_or_internet,
    year_founded: r.year_founded,
    years_in_business: r.year_founded !== null && r.year_founded <= thisYear ? thisYear - r.year_founded : null,
    employees: r.employees,
    business_hours: hoursOf(r.business_hours),
    certificates: r.certificates.map((c) => certificateTitle(deps.i18n, c)).filter((c) => c.zh || c.en),
    faq_count: r.faq_count,
    hired_count: r.hired_count,
    response_minutes: r.response_minutes,
    review_count: r.review_count,
    rating: r.review_count > 0 ? Number(r.rating) : null,
  };
}

async function run(provider: ProfileTextProvider, serviceId: number, call: () => Promise<string>) {
  try {
    return { text: await call(), provider: provider.name };
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    logger().warn('profile-ai-failed', {
      module: 'service-editor',
      provider: provider.name,
      serviceId,
      reason: err.message,
      ...err.detail,
    });
    throw aiUnavailable();
  }
}

/** POST /services/{id}/get_profile_ai: a draft description in `language` from the service's own data. */
export async function draftProfileText(deps: Deps, userId: number, id: number, language: Language) {
  await owned(deps.db, userId, id);
  const facts = await gatherFacts(deps, id);
  const provider = profileTextProvider(deps.env);
  return run(provider, id, () => provider.draft({ language, facts }));
}

/** POST /services/{id}/modify_profile_ai: `text` rewritten by `instruction`, without new claims. */
export async function modifyProfileText(
  deps: Deps,
  userId: number,
  id: number,
  input: { language: Language; text: string; instruction: ProfileInstruction },
) {
  await owned(deps.db, userId, id);
  const facts = await gatherFacts(deps, id);
  const provider = profileTextProvider(deps.env);
  return run(provider, id, () => provider.modify({ ...input, facts }));
}
