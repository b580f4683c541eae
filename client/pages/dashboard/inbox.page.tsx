/**
 * dashboard/inbox for both roles (SPEC §2 lists it under both readings): the consumer's conversations with pros
 * (Inbox, Unread, Hired, Archived) and the pro's conversations across their bids with all seven SPEC §4 inbox
 * filters and a search by customer or category.
 */
import { css } from '@emotion/react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { INBOX_FILTERS, type InboxFilterName } from '@shared/domain/request-lifecycle';
import { Chips } from '@client/ui/tabs';
import { Card } from '@client/ui/card';
import { EmptyState } from '@client/ui/empty-state';
import { Button, ButtonLink } from '@client/ui/button';
import { inputStyles } from '@client/ui/field';
import { ListPage } from '@client/ui/list-page';
import { PageShell } from '@client/ui/page-shell';
import { Skeleton } from '@client/ui/skeleton';
import { theme } from '@client/styles/theme';
import { useHref } from '@client/lib/paths';
import { usePaginationLabels } from '@client/lib/use-pagination-labels';
import { useSession } from '@client/features/accounts/api/accounts.queries';
import { useInbox } from '@client/features/bids/api/bids.queries';
import { InboxList } from '@client/features/bids/components/inbox-list';
import { useBidsRealtime } from '@client/features/bids/hooks/use-bids-realtime';

const SHOWN: Record<'consumer' | 'pro', InboxFilterName[]> = {
  consumer: ['Inbox', 'Unread', 'Hired', 'Archived'],
  pro: ['Inbox', 'Unread', 'Lead', 'InProgress', 'Hired', 'Favorite', 'Archived'],
};

export default function InboxPage() {
  const { t } = useTranslation('quotes');
  const href = useHref();
  const labels = usePaginationLabels();
  const [search] = useSearchParams();
  const { data: me } = useSession();
  const side = me?.role === 'pro' ? 'pro' : 'consumer';
  const raw = search.get('filter') as InboxFilterName | null;
  const filter: InboxFilterName = raw && SHOWN[side].includes(raw) ? raw : 'Inbox';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const q = side === 'pro' ? (search.get('q') ?? '').trim().slice(0, 80) : '';
  const { data, isPending } = useInbox(INBOX_FILTERS[filter], page, q);
  useBidsRealtime();
  const url = (f: InboxFilterName, p = 1) => {
    const params = new URLSearchParams({
      ...(f !== 'Inbox' ? { filter: f } : {}),
      ...(q ? { q } : {}),
      ...(p > 1 ? { page: String(p) } : {}),
    });
    return `${href('inbox')}${params.size ? `?${params}` : ''}`;
  };
  return (
    <PageShell
      title={t('inbox>title')}
      css={css`
        grid-template-columns: minmax(0, 1fr);
      `}
    >
      <ListPage
        filters={
          <Chips
            label={t('inbox>filter_label')}
            items={SHOWN[side].map((f) => ({ key: f, label: t(`inbox>filter_${f}`), href: url(f), selected: f === filter }))}
          />
        }
        toolbar={
          side === 'pro' ? (
            <form method="get" action={href('inbox')} role="search" css={searchStyles}>
              {filter !== 'Inbox' ? <input type="hidden" name="filter" value={filter} /> : null}
              <label htmlFor="inbox-q" className="visually-hidden">
                {t('inbox>search_label')}
              </label>
              <input
                id="inbox-q"
                name="q"
                type="search"
                defaultValue={q}
                placeholder={t('inbox>search_placeholder')}
                css={inputStyles(false)}
              />
              <Button type="submit" variant="secondary">
                {t('inbox>search_submit')}
              </Button>
            </form>
          ) : null
        }
        pending={isPending}
        data={data}
        skeleton={<Skeleton height={240} />}
        hrefFor={(n) => url(filter, n)}
        labels={labels}
        empty={
          <Card>
            {side === 'pro' ? (
              <EmptyState
                title={t(q ? 'inbox>pro_no_match_title' : 'inbox>pro_empty_title')}
                body={t(q ? 'inbox>pro_no_match_body' : 'inbox>pro_empty_body')}
                action={<ButtonLink to={href('requests')}>{t('inbox>pro_empty_cta')}</ButtonLink>}
              />
            ) : (
              <EmptyState
                title={t('inbox>empty_title')}
                body={t('inbox>empty_body')}
                action={<ButtonLink to={href('projects')}>{t('inbox>empty_cta')}</ButtonLink>}
              />
            )}
          </Card>
        }
      >
        {(d) => <InboxList items={d.items} side={side} />}
      </ListPage>
    </PageShell>
  );
}

const searchStyles = css`
  display: flex;
  gap: ${theme.space[2]};
  input {
    flex: 1;
    min-width: 0;
  }
`;
