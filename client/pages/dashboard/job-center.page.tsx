/**
 * dashboard/job-center (pro): open requests in the pro's categories and districts with places left,
 * filtered by category, district and discount chips (kept in the URL, so the page renders on the server), with the
 * fee shown before "Quote this job", 10 a page.
 */
import { css } from '@emotion/react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import { JOB_CENTER_DISCOUNT_BOUNDS } from '@shared/domain/lead-discounts';
import { Chips } from '@client/ui/tabs';
import { EmptyState } from '@client/ui/empty-state';
import { ButtonLink } from '@client/ui/button';
import { ListPage, withQuery } from '@client/ui/list-page';
import { theme } from '@client/styles/theme';
import { useHref } from '@client/lib/paths';
import { usePaginationLabels } from '@client/lib/use-pagination-labels';
import { jobCenterFiltersOf, useJobCenter, type JobCenterFilters } from '@client/features/job-center/api/job-center.queries';
import { JobCenterList, JobCenterListSkeleton } from '@client/features/job-center/components/job-center-list';

export default function JobCenterPage() {
  const { t, i18n } = useTranslation('workspace');
  const lng = i18n.language as Language;
  const href = useHref();
  const labels = usePaginationLabels();
  const [search] = useSearchParams();
  const filters = jobCenterFiltersOf(search);
  const { data, isPending } = useJobCenter(filters);
  const link = (change: Partial<JobCenterFilters>) => {
    const f = { ...filters, page: 1, ...change };
    return withQuery(href('jobCenter'), { category: f.category, district: f.district, discount: f.discount, page: f.page > 1 && f.page });
  };
  const filtered = Boolean(filters.category || filters.district || filters.discount);
  const name = (r: { name_zh: string; name_en: string }) => (lng === 'zh-HK' ? r.name_zh : r.name_en);
  return (
    <>
      <h1
        css={css`
          margin: 0 0 ${theme.space[1]};
          font-size: ${theme.font.size.xxl};
        `}
      >
        {t('job_center>title')}
      </h1>
      <p
        css={css`
          margin: 0 0 ${theme.space[4]};
          color: ${theme.color.textSecondary};
        `}
      >
        {t('job_center>intro')}
      </p>
      <ListPage
        spacing="flow"
        filters={
          data && (data.filters.categories.length > 1 || data.filters.districts.length > 1 || filtered) ? (
            <>
              {data.filters.categories.length > 1 || filters.category ? (
                <Chips
                  label={t('job_center>filter_category')}
                  items={[
                    { key: 'all', label: t('job_center>all_categories'), href: link({ category: null }), selected: !filters.category },
                    ...data.filters.categories.map((c) => ({
                      key: String(c.id),
                      label: name(c),
                      href: link({ category: c.id }),
                      selected: filters.category === c.id,
                    })),
                  ]}
                />
              ) : null}
              {data.filters.districts.length > 1 || filters.district ? (
                <Chips
                  label={t('job_center>filter_district')}
                  items={[
                    { key: 'all', label: t('job_center>all_districts'), href: link({ district: null }), selected: !filters.district },
                    ...data.filters.districts.map((d) => ({
                      key: d.slug,
                      label: name(d),
                      href: link({ district: d.slug }),
                      selected: filters.district === d.slug,
                    })),
                  ]}
                />
              ) : null}
              <Chips
                label={t('job_center>filter_discount')}
                items={[
                  { key: 'all', label: t('job_center>any_fee'), href: link({ discount: null }), selected: !filters.discount },
                  ...JOB_CENTER_DISCOUNT_BOUNDS.map((b) => ({
                    key: String(b),
                    label: t('job_center>discount_at_least', { percent: 100 - b }),
                    href: link({ discount: b }),
                    selected: filters.discount === b,
                  })),
                ]}
              />
            </>
          ) : null
        }
        pending={isPending}
        data={data}
        skeleton={<JobCenterListSkeleton />}
        summary={(d) => t('job_center>count', { count: d.total })}
        hrefFor={(n) => link({ page: n })}
        labels={labels}
        empty={
          filtered ? (
            <EmptyState
              title={t('job_center>empty_filter_title')}
              body={t('job_center>empty_filter_body')}
              action={
                <ButtonLink variant="secondary" to={href('jobCenter')}>
                  {t('job_center>clear_filters')}
                </ButtonLink>
              }
            />
          ) : data && !data.filters.categories.length ? (
            <EmptyState
              title={t('job_center>no_services_title')}
              body={t('job_center>no_services_body')}
              action={<ButtonLink to={href('services')}>{t('job_center>no_services_cta')}</ButtonLink>}
            />
          ) : (
            <EmptyState
              title={t('job_center>empty_title')}
              body={t('job_center>empty_body')}
              action={
                <ButtonLink variant="secondary" to={href('requests')}>
                  {t('job_center>to_leads')}
                </ButtonLink>
              }
            />
          )
        }
      >
        {(d) => <JobCenterList items={d.items} />}
      </ListPage>
    </>
  );
}
