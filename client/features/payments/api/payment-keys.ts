/** Query keys of the payments domain (no contract imports: the route table's head builders read them too). */
import type { Language } from '@shared/i18n/i18n-config';

export type PurchaseRange = 'all' | 'week';

export const paymentKeys = {
  all: ['payments'] as const,
  /** Package names come in the request language. */
  packages: (lng: Language) => [...paymentKeys.all, 'packages', lng] as const,
  package: (lng: Language, slug: string) => [...paymentKeys.all, 'package', lng, slug] as const,
  order: (hash: string) => [...paymentKeys.all, 'order', hash] as const,
  orders: (page: number, range: PurchaseRange) => [...paymentKeys.all, 'orders', page, range] as const,
  cards: () => [...paymentKeys.all, 'cards'] as const,
  autoRefill: () => [...paymentKeys.all, 'auto-refill'] as const,
  starter: () => [...paymentKeys.all, 'starter'] as const,
  /** Event titles come in the request language. */
  freeCredits: (lng: Language) => [...paymentKeys.all, 'free-credits', lng] as const,
};
