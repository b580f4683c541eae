/** dashboard/projects/{page?} (consumer): my requests, paged, open or archived; each opens its quotes. */
import { css } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Chips } from '@client/ui/tabs';
import { EmptyState } from '@client/ui/empty-state';
import { ButtonLink } from '@client/ui/button';
import { ListPage } from '@client/ui/list-page';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { row } from '@client/styles/layout';
import { useHref } from '@client/lib/paths';
import { usePaginationLabels } from '@client/lib/use-pagination-labels';
import { ProjectList, ProjectListSkeleton } from '@client/features/requests/components/project-list';
import { useBidsRealtime } from '@client/features/bids/hooks/use-bids-realtime';
import { projectsReads, projectsViewOf } from './list.reads';

export default function ProjectsPage() {
  const { t } = useTranslation('requests');
  const href = useHref();
  const labels = usePaginationLabels();
  const params = useParams();
  const [search] = useSearchParams();
  const { archived } = projectsViewOf(params, search);
  const { data, isPending } = useQuery(projectsReads.use().projects);
  useBidsRealtime();
  const pageHref = (n: number) => `${href('projects', { page: n > 1 ? n : undefined })}${archived ? '?archived=1' : ''}`;
  return (
    <>
      <div
        css={css`
          ${row(3)};
          flex-wrap: wrap;
          justify-content: space-between;
          margin-bottom: ${theme.space[3]};
        `}
      >
        <h1
          css={css`
            margin: 0;
            flex-shrink: 0;
            font-size: ${theme.font.size.xxl};
          `}
        >
          {t('dashboard|projects>title')}
        </h1>
        <div css={row(2)}>
          <ButtonLink to={href('previewGuide')} size="sm" variant="secondary">
            {t('projects>guide')}
          </ButtonLink>
          <ButtonLink to={href('genreAll')} size="sm">
            <Icon name="plus" size={16} />
            {t('projects>new')}
          </ButtonLink>
        </div>
      </div>
      <ListPage
        spacing="flow"
        filters={
          <Chips
            label={t('projects>filter_label')}
            items={[
              { key: 'open', label: t('projects>filter_open'), href: href('projects'), selected: !archived },
              { key: 'archived', label: t('projects>filter_archived'), href: `${href('projects')}?archived=1`, selected: archived },
            ]}
          />
        }
        pending={isPending}
        data={data}
        skeleton={<ProjectListSkeleton />}
        hrefFor={pageHref}
        labels={labels}
        empty={
          <EmptyState
            title={archived ? t('projects>empty_archived_title') : t('dashboard|projects>empty_title')}
            body={archived ? t('projects>empty_archived_body') : t('dashboard|projects>empty_body')}
            action={<ButtonLink to={href('genreAll')}>{t('dashboard|projects>empty_cta')}</ButtonLink>}
          />
        }
      >
        {(d) => <ProjectList items={d.items} />}
      </ListPage>
    </>
  );
}
