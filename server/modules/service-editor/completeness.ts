/**
 * What a service still needs before it can be published (profile_ready) and matched to requests. The same rule
 * answers `missing` in the editor and refuses profile_ready with 422 profile_incomplete.
 */
import { MIN_DESCRIPTION_CHARS } from '@shared/schemas/service-editor.schema';

export const MISSING_KEYS = ['business_name', 'phone', 'categories', 'areas', 'description'] as const;
export type MissingKey = (typeof MISSING_KEYS)[number];

export interface CompletenessFacts {
  business_name_zh: string;
  business_name_en: string;
  phone: string | null;
  is_phone_confirmed: boolean;
  /** Active categories of the service. */
  category_count: number;
  area_count: number;
  is_service_professional_travels_to_me: boolean;
  is_customer_travel_to_me: boolean;
  is_over_phone_or_internet: boolean;
  base_district_id: number | null;
  description_zh: string;
  description_en: string;
}

/**
 * Districts are needed unless something else places the service: it works over the phone/internet (any district
 * matches), or customers travel to its base district (that district matches).
 */
function needsAreas(f: CompletenessFacts): boolean {
  if (f.area_count > 0 || f.is_over_phone_or_internet) return false;
  return !(f.is_customer_travel_to_me && f.base_district_id !== null);
}

/** The missing keys, in form order (empty when the profile can be published). */
export function missingOf(f: CompletenessFacts): MissingKey[] {
  const missing: MissingKey[] = [];
  if (!f.business_name_zh.trim() && !f.business_name_en.trim()) missing.push('business_name');
  if (!f.phone || !f.is_phone_confirmed) missing.push('phone');
  if (f.category_count < 1) missing.push('categories');
  if (needsAreas(f)) missing.push('areas');
  const longest = Math.max(f.description_zh.trim().length, f.description_en.trim().length);
  if (longest < MIN_DESCRIPTION_CHARS) missing.push('description');
  return missing;
}
