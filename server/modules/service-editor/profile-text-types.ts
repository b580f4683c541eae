/**
 * AI profile text (SPEC §7 get_profile_ai / modify_profile_ai): the provider interface. A provider only ever sees
 * the pro's own structured data (ProfileFacts) and, to rewrite, the pro's text; it must not add claims the data
 * does not support. Implementations: profile-text-template.ts (default) and profile-text-openai.ts.
 */
import type { Language } from '@shared/i18n/i18n-config';

export type Bilingual = { zh: string; en: string };

/** Everything a draft may say, taken from the service's own rows (nothing else is known about the pro). */
export interface ProfileFacts {
  business_name: Bilingual;
  categories: Bilingual[];
  /** Districts the pro travels to. */
  areas: Bilingual[];
  travels_to_customer: boolean;
  customer_travels: boolean;
  base_district: Bilingual | null;
  over_phone_or_internet: boolean;
  year_founded: number | null;
  /** Whole years since year_founded (this year in Hong Kong), or null. */
  years_in_business: number | null;
  employees: number | null;
  business_hours: { weekday: number; open: string; close: string }[];
  /** Titles of the certificates and licences an operator approved. */
  certificates: Bilingual[];
  faq_count: number;
  /** Times the pro was hired through Sifu. */
  hired_count: number;
  /** The pro's measured average reply time on Sifu, in minutes (null until measured). */
  response_minutes: number | null;
  review_count: number;
  /** Average score, only when there are reviews. */
  rating: number | null;
}

export const PROFILE_INSTRUCTIONS = ['shorter', 'longer', 'friendlier', 'more_professional'] as const;
export type ProfileInstruction = (typeof PROFILE_INSTRUCTIONS)[number];

export interface DraftInput {
  language: Language;
  facts: ProfileFacts;
}

export interface ModifyInput extends DraftInput {
  text: string;
  instruction: ProfileInstruction;
}

export interface ProfileTextProvider {
  readonly name: string;
  /** A description written only from `facts`, in `language`. */
  draft(input: DraftInput): Promise<string>;
  /** `text` rewritten by `instruction`, in `language`, adding nothing `facts` does not support. */
  modify(input: ModifyInput): Promise<string>;
}

/** Raised by a provider that could not answer (network, timeout, bad response); the API answers 503. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly detail: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
