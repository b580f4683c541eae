/** dashboard/projects/{page?} (consumer): my requests, paged, open or archived; each opens its quotes. */
import { css } from '@emotion/react';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Chips } from '@client/ui/tabs';
import { EmptyState } from '@client/ui/empty-state';
import { ButtonLink } from '@client/ui/button';
import { Pagination } from '@client/ui/pagination';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { useHref } from '@client/lib/paths';
import { useMyRequests } from '@client/features/requests/api/requests.queries';
import { ProjectList, ProjectListSkeleton } from '@client/features/requests/components/project-list';
import { useBidsRealtime } from '@client/features/bids/hooks/use-bids-realtime';

export default function ProjectsPage() {
  const { t } = useTranslation('market');
  const href = useHref();
  const params = useParams();
  const [search] = useSearchParams();
  const page = Math.max(1, Number(params.page) || 1);
  const archived = search.get('archived') === '1';
  const { data, isPending } = useMyRequests(page, archived);
  useBidsRealtime();
  const pageHref = (n: number) => `${href('projects', { page: n > 1 ? n : undefined })}${archived ? '?archived=1' : ''}`;
  return (
    <>
      <div
        css={css`
          display: flex;
          justify-content: space-between;
          align-items: center;
          gap: ${theme.space[3]};
          margin-bottom: ${theme.space[3]};
        `}
      >
        <h1
          css={css`
            margin: 0;
            font-size: ${theme.font.size.xxl};
          `}
        >
          {t('dashboard|projects>title')}
        </h1>
        <ButtonLink to={href('genreAll')} size="sm">
          <Icon name="plus" size={16} />
          {t('projects>new')}
        </ButtonLink>
      </div>
      <div
        css={css`
          margin-bottom: ${theme.space[4]};
        `}
      >
        <Chips
          label={t('projects>filter_label')}
          items={[
            { key: 'open', label: t('projects>filter_open'), href: href('projects'), selected: !archived },
            { key: 'archived', label: t('projects>filter_archived'), href: `${href('projects')}?archived=1`, selected: archived },
          ]}
        />
      </div>
      {isPending ? (
        <ProjectListSkeleton />
      ) : data && data.items.length ? (
        <>
          <ProjectList items={data.items} />
          {data.total_pages > 1 ? (
            <div
              css={css`
                margin-top: ${theme.space[6]};
              `}
            >
              <Pagination
                page={data.page}
                totalPages={data.total_pages}
                hrefFor={pageHref}
                labels={{
                  nav: t('common>pages'),
                  previous: t('common>previous'),
                  next: t('common>next'),
                  page: (n) => t('common>page_n', { n }),
                }}
              />
            </div>
          ) : null}
        </>
      ) : (
        <EmptyState
          title={archived ? t('projects>empty_archived_title') : t('dashboard|projects>empty_title')}
          body={archived ? t('projects>empty_archived_body') : t('dashboard|projects>empty_body')}
          action={<ButtonLink to={href('genreAll')}>{t('dashboard|projects>empty_cta')}</ButtonLink>}
        />
      )}
    </>
  );
}
