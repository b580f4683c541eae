/** dashboard/works (pro): quotes by the SPEC §4 work filters, with complete and ask-for-review at hand. */
import { css } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { WORK_FILTER_NAMES, type WorkFilter } from '@shared/domain/request-lifecycle';
import { Chips } from '@client/ui/tabs';
import { EmptyState } from '@client/ui/empty-state';
import { Button, ButtonLink } from '@client/ui/button';
import { TextField } from '@client/ui/field';
import { ListPage, withQuery } from '@client/ui/list-page';
import { PageShell } from '@client/ui/page-shell';
import { theme } from '@client/styles/theme';
import { useHref } from '@client/lib/paths';
import { usePaginationLabels } from '@client/lib/use-pagination-labels';
import { ProBidList, ProBidListSkeleton } from '@client/features/bids/components/pro-bid-list';
import { WorkQuickActions } from '@client/features/bids/components/work-quick-actions';
import { useBidsRealtime } from '@client/features/bids/hooks/use-bids-realtime';
import { worksReads, worksViewOf } from './list.reads';

export default function WorksPage() {
  const { t } = useTranslation('quotes');
  const href = useHref();
  const labels = usePaginationLabels();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { filter, q } = worksViewOf(search);
  const [text, setText] = useState(q);
  const { data, isPending } = useQuery(worksReads.use().works);
  useBidsRealtime();
  const url = (f: WorkFilter, p = 1, query = '') => withQuery(href('works'), { filter: f, page: p > 1 && p, q: query });
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    navigate(url('Search', 1, text.trim()));
  };
  return (
    <PageShell title={t('works>title')} spacing="flow">
      <ListPage
        spacing="flow"
        filters={
          <Chips
            label={t('works>filter_label')}
            items={WORK_FILTER_NAMES.map((f) => ({ key: f, label: t(`works>filter_${f}`), href: url(f), selected: f === filter }))}
          />
        }
        toolbar={
          filter === 'Search' ? (
            <form
              onSubmit={onSearch}
              role="search"
              css={css`
                display: flex;
                gap: ${theme.space[2]};
                align-items: flex-end;
                max-width: 520px;
              `}
            >
              <div
                css={css`
                  flex: 1;
                `}
              >
                <TextField label={t('works>search_label')} value={text} onChange={(e) => setText(e.target.value)} />
              </div>
              <Button
                type="submit"
                css={css`
                  margin-bottom: ${theme.space[4]};
                `}
              >
                {t('works>search')}
              </Button>
            </form>
          ) : null
        }
        pending={isPending}
        data={data}
        skeleton={<ProBidListSkeleton />}
        hrefFor={(n) => url(filter, n, q)}
        labels={labels}
        empty={
          <EmptyState
            title={t(`works>empty_${filter}_title`)}
            body={t(`works>empty_${filter}_body`)}
            action={<ButtonLink to={href('requests')}>{t('works>to_leads')}</ButtonLink>}
          />
        }
      >
        {(d) => (
          <ProBidList
            items={d.items}
            hrefFor={(b) => href('workDetail', { bidId: b.quote_bid_id })}
            extra={(b) => <WorkQuickActions bid={b} />}
          />
        )}
      </ListPage>
    </PageShell>
  );
}
