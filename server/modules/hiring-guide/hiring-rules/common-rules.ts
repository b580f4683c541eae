/**
 * The texts and regulations that several genres share (./common.json), the fallback for a genre without its own
 * entry, and the one builder that turns a genre's JSON file into its rules, resolving the names it uses.
 */
import common from './common.json';
import type {
  CategoryRulesEntry,
  GenreRules,
  GenreSource,
  NamedPieces,
  RegulationSource,
  RegulationText,
  RulesEntry,
  RulesEntrySource,
  Text,
} from './rules-types';

const COMMON: NamedPieces = common.named;

const isText = (piece: Text | RegulationSource): piece is Text => 'zh' in piece;

/** Reads texts and regulations written in full or by name, a file's own names first, then common.json's. */
function reader(own: NamedPieces = {}) {
  const piece = (name: string) => {
    const found = own[name] ?? COMMON[name];
    if (!found) throw new Error(`hiring rules: nothing is named ${name}`);
    return found;
  };
  const text = (t: Text | string): Text => {
    const found = typeof t === 'string' ? piece(t) : t;
    if (!isText(found)) throw new Error(`hiring rules: ${String(t)} is a regulation where a text belongs`);
    return found;
  };
  const regulation = (r: RegulationSource | string): RegulationText => {
    const found = typeof r === 'string' ? piece(r) : r;
    if (isText(found)) throw new Error(`hiring rules: ${String(r)} is a text where a regulation belongs`);
    return { title: text(found.title), body: text(found.body), authority: text(found.authority), check: text(found.check) };
  };
  const entry = (e: RulesEntrySource): RulesEntry => ({
    summary: text(e.summary),
    licensed: e.licensed,
    regulations: e.regulations.map(regulation),
    checks: e.checks.map(text),
    prepare: e.prepare.map(text),
  });
  return { text, regulation, entry };
}

/** A genre's rules from its JSON file. A category keeps only the lists it writes; the others are its genre's. */
export function genreRules(source: GenreSource): GenreRules {
  const read = reader(source.named);
  const categories: Record<string, CategoryRulesEntry> = {};
  for (const [slug, { summary, licensed, regulations, checks, prepare }] of Object.entries(source.categories)) {
    categories[slug] = {
      summary: read.text(summary),
      licensed,
      ...(regulations && { regulations: regulations.map(read.regulation) }),
      ...(checks && { checks: checks.map(read.text) }),
      ...(prepare && { prepare: prepare.map(read.text) }),
    };
  }
  return { genre: read.entry(source.genre), categories };
}

const commonReader = reader();

export const ELECTRICAL_WORKER = commonReader.regulation('ELECTRICAL_WORKER');
export const LICENSED_PLUMBER = commonReader.regulation('LICENSED_PLUMBER');
export const GAS_INSTALLER = commonReader.regulation('GAS_INSTALLER');
export const MINOR_WORKS = commonReader.regulation('MINOR_WORKS');

/** For a genre that has no entry of its own yet: what holds for any service in Hong Kong. */
export const DEFAULT_RULES: RulesEntry = commonReader.entry(common.default);
