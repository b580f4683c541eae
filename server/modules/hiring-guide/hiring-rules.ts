/**
 * The registry of "before you hire" knowledge, one JSON file per genre (./hiring-rules/*.json, read by
 * ./hiring-rules/common-rules.ts): a category's own entry where it has one, else its genre's, else the general
 * fallback, in the page language. Lists a category entry leaves out are its genre's.
 */
import type { Language } from '@shared/i18n/i18n-config';
import type { HiringRules } from '@shared/schemas/hiring-guide.schema';
import beautyWellness from './hiring-rules/beauty-wellness.json';
import businessIt from './hiring-rules/business-it.json';
import cleaning from './hiring-rules/cleaning.json';
import { DEFAULT_RULES, genreRules } from './hiring-rules/common-rules';
import events from './hiring-rules/events.json';
import homeRepair from './hiring-rules/home-repair.json';
import lessons from './hiring-rules/lessons.json';
import moving from './hiring-rules/moving.json';
import pets from './hiring-rules/pets.json';
import type { GenreRules, RegulationText, RulesEntry, Text } from './hiring-rules/rules-types';

/** By genre slug (migration-seeded genres; a genre added later falls back to DEFAULT_RULES until it gets an entry). */
export const HIRING_RULES: Readonly<Record<string, GenreRules>> = {
  /** The regulated trades (electrical, fresh water, gas, minor and structural works). */
  'home-repair': genreRules(homeRepair),
  /** No licence for cleaners; registered pesticides for pest control; care around electrical parts. */
  cleaning: genreRules(cleaning),
  /** No licence for movers; goods insurance, storage terms and the rules on old electrical appliances. */
  moving: genreRules(moving),
  /** No licence for private tutors; tutorial centres above a size register as schools. */
  lessons: genreRules(lessons),
  /** Caterers need a food licence; drone filming is regulated; photographers and hosts need none. */
  events: genreRules(events),
  /** No licence for makeup, hair, fitness or massage at home; Chinese medicine is registered. */
  'beauty-wellness': genreRules(beautyWellness),
  /** No licence for groomers, sitters or trainers at home; boarding premises need an AFCD licence. */
  pets: genreRules(pets),
  /** Audits need a registered CPA practice; company secretarial work a TCSP licence; the rest no licence. */
  'business-it': genreRules(businessIt),
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
