/**
 * The registry of "before you hire" knowledge (./hiring-rules/*): a category's own entry where it has one, else its
 * genre's, else the general fallback, in the page language. Lists a category entry leaves out are its genre's.
 */
import type { Language } from '@shared/i18n/i18n-config';
import type { HiringRules } from '@shared/schemas/hiring-guide.schema';
import { BEAUTY_WELLNESS } from './hiring-rules/beauty-wellness';
import { BUSINESS_IT } from './hiring-rules/business-it';
import { CLEANING } from './hiring-rules/cleaning';
import { DEFAULT_RULES } from './hiring-rules/common-rules';
import { EVENTS } from './hiring-rules/events';
import { HOME_REPAIR } from './hiring-rules/home-repair';
import { LESSONS } from './hiring-rules/lessons';
import { MOVING } from './hiring-rules/moving';
import { PETS } from './hiring-rules/pets';
import type { GenreRules, RegulationText, RulesEntry, Text } from './hiring-rules/rules-types';

/** By genre slug (migration-seeded genres; a genre added later falls back to DEFAULT_RULES until it gets an entry). */
export const HIRING_RULES: Readonly<Record<string, GenreRules>> = {
  'home-repair': HOME_REPAIR,
  cleaning: CLEANING,
  moving: MOVING,
  lessons: LESSONS,
  events: EVENTS,
  'beauty-wellness': BEAUTY_WELLNESS,
  pets: PETS,
  'business-it': BUSINESS_IT,
};

function localize(entry: RulesEntry, source: HiringRules['source'], lng: Language): HiringRules {
  const pick = (t: Text) => (lng === 'en-HK' ? t.en : t.zh);
  const regulation = (r: RegulationText) => ({
    title: pick(r.title),
    body: pick(r.body),
    authority: pick(r.authority),
    check: pick(r.check),
  });
  return {
    source,
    summary: pick(entry.summary),
    licensed: entry.licensed,
    regulations: entry.regulations.map(regulation),
    checks: entry.checks.map(pick),
    prepare: entry.prepare.map(pick),
  };
}

/** What applies to a genre, or to one of its categories when `categorySlug` is given. */
export function hiringRulesFor(lng: Language, genreSlug: string, categorySlug?: string): HiringRules {
  const genre = HIRING_RULES[genreSlug];
  if (!genre) return localize(DEFAULT_RULES, 'default', lng);
  const own = categorySlug ? genre.categories[categorySlug] : undefined;
  if (!own) return localize(genre.genre, 'genre', lng);
  return localize({ ...genre.genre, ...own }, 'category', lng);
}
