/** Job center data: the listing by its filters, read on the server for the first paint too. */
import { useQuery } from '@tanstack/react-query';
import type { DataClient } from '@shared/api/data-client';
import { jobCenterContract } from '@shared/api/job-center.contract';
import { JOB_CENTER_DISCOUNT_BOUNDS } from '@shared/domain/lead-discounts';
import { useDataClient } from '@client/lib/data-client';
import { readQuery } from '@client/lib/endpoint-query';

/** The listing's filters as the page keeps them in its URL (?category=&district=&discount=&page=). */
export interface JobCenterFilters {
  category: number | null;
  district: string | null;
  discount: (typeof JOB_CENTER_DISCOUNT_BOUNDS)[number] | null;
  page: number;
}

/** Reads the filters from a URL's search params; anything unknown is ignored. */
export function jobCenterFiltersOf(search: URLSearchParams): JobCenterFilters {
  const category = Number(search.get('category'));
  const discount = Number(search.get('discount'));
  const district = search.get('district');
  return {
    category: Number.isInteger(category) && category > 0 ? category : null,
    district: district && /^[a-z0-9-]{1,60}$/.test(district) ? district : null,
    discount: (JOB_CENTER_DISCOUNT_BOUNDS as readonly number[]).includes(discount) ? (discount as JobCenterFilters['discount']) : null,
    page: Math.max(1, Math.min(10_000, Number(search.get('page')) || 1)),
  };
}

export const jobCenterQuery = (data: DataClient, f: JobCenterFilters) =>
  readQuery(
    data,
    jobCenterContract.list,
    {
      query: {
        page: f.page,
        ...(f.category ? { category_ids: [f.category] } : {}),
        ...(f.district ? { zip_codes: [f.district] } : {}),
        ...(f.discount ? { discount_upper_bound: f.discount } : {}),
      },
    },
    { staleTime: 10_000 },
  );

export function useJobCenter(f: JobCenterFilters) {
  return useQuery(jobCenterQuery(useDataClient(), f));
}
