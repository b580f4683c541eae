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
import { Pagination } from '@client/ui/pagination';
import { Skeleton } from '@client/ui/skeleton';
import { theme } from '@client/styles/theme';
import { useHref } from '@client/lib/paths';
import { useSession } from '@client/features/accounts/api/accounts.queries';
import { useInbox } from '@client/features/bids/api/bids.queries';
import { InboxList } from '@client/features/bids/components/inbox-list';
import { useBidsRealtime } from '@client/features/bids/hooks/use-bids-realtime';

const SHOWN: Record<'consumer' | 'pro', InboxFilterName[]> = {
  consumer: ['Inbox', 'Unread', 'Hired', 'Archived'],
  pro: ['Inbox', 'Unread', 'Lead', 'InProgress', 'Hired', 'Favorite', 'Archived'],
};

export default function InboxPage() {
  const { t } = useTranslation('market');
  const href = useHref();
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
    <div
      css={css`
        display: grid;
        grid-template-columns: minmax(0, 1fr);
        gap: ${theme.space[4]};
        max-width: 760px;
      `}
    >
      <h1
        css={css`
          margin: 0;
          font-size: ${theme.font.size.xxl};
        `}
      >
        {t('inbox>title')}
      </h1>
      <div>
        <Chips
          label={t('inbox>filter_label')}
          items={SHOWN[side].map((f) => ({ key: f, label: t(`inbox>filter_${f}`), href: url(f), selected: f === filter }))}
        />
      </div>
      {side === 'pro' ? (
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
      ) : null}
      {isPending ? (
        <Skeleton height={240} />
      ) : data && data.items.length ? (
        <>
          <InboxList items={data.items} side={side} />
          {data.total_pages > 1 ? (
            <Pagination
              page={data.page}
              totalPages={data.total_pages}
              hrefFor={(n) => url(filter, n)}
              labels={{
                nav: t('common>pages'),
                previous: t('common>previous'),
                next: t('common>next'),
                page: (n) => t('common>page_n', { n }),
              }}
            />
          ) : null}
        </>
      ) : (
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
      )}
    </div>
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
