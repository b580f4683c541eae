/** Reads of the partner areas (shared/api/partners.contract.ts): the offer, quick-buy items and the scoped search. */
import type { DataClient } from '@shared/api/data-client';
import { partnersContract as c } from '@shared/api/partners.contract';
import type { PartnerSlug } from '@shared/domain/partners';
import type { Language } from '@shared/i18n/i18n-config';
import type { PartnerItemsQuery, PartnerSearchQuery } from '@shared/schemas/partners.schema';
import { readQuery } from '@client/lib/endpoint-query';

const fresh = { staleTime: 5 * 60_000 };

export const partnerOfferQuery = (data: DataClient, slug: PartnerSlug, lng: Language) =>
  readQuery(data, c.offer, { params: { slug }, query: { lng } }, fresh);

export const partnerItemsQuery = (data: DataClient, slug: PartnerSlug, query: PartnerItemsQuery) =>
  readQuery(data, c.items, { params: { slug }, query }, fresh);

export const partnerSearchQuery = (data: DataClient, slug: PartnerSlug, query: PartnerSearchQuery) =>
  readQuery(data, c.search, { params: { slug }, query }, { staleTime: 60_000 });
