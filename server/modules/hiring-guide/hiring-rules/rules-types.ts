/**
 * The shape of the "before you hire" knowledge (SPEC §2 info/{slug}): per genre, and per category where it differs.
 * Every text is in both languages. Keep it accurate and conservative: name the ordinance and the department that
 * keeps the register, never a licence number, and say plainly when no licence is required.
 */

export interface Text {
  zh: string;
  en: string;
}

export interface RegulationText {
  /** What is regulated and who must do it. */
  title: Text;
  /** What the law requires, in plain words, naming the ordinance. */
  body: Text;
  /** The department that keeps the register or issues the licence. */
  authority: Text;
  /** How a customer checks it. */
  check: Text;
}

export interface RulesEntry {
  /** One line for lists: the licence that applies, or that none is required and what to check instead. */
  summary: Text;
  /** Whether some work of this kind may only be done by a licensed or registered person. */
  licensed: boolean;
  regulations: RegulationText[];
  /** Checks besides any licence (business registration, insurance, contracts …). */
  checks: Text[];
  /** Photos, measurements and details to have ready before asking for quotes. */
  prepare: Text[];
}

/** A category's own entry: its summary always; lists it leaves out are its genre's. */
export type CategoryRulesEntry = Pick<RulesEntry, 'summary' | 'licensed'> & Partial<Omit<RulesEntry, 'summary' | 'licensed'>>;

/** One genre's knowledge: the genre entry and the categories that differ from it, by category slug. */
export interface GenreRules {
  genre: RulesEntry;
  categories: Record<string, CategoryRulesEntry>;
}
