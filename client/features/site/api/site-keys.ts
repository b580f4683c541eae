/** Query keys of the site pages (no contract imports: the route table's head builders read them too). */
import type { Language } from '@shared/i18n/i18n-config';

export const siteKeys = {
  all: ['site'] as const,
  page: (lng: Language, slug: string) => [...siteKeys.all, 'page', lng, slug] as const,
  proStories: (lng: Language) => [...siteKeys.all, 'pro-stories', lng] as const,
  newYear: (lng: Language) => [...siteKeys.all, 'newyear', lng] as const,
};
