/** dashboard/inbox (consumer): conversations with pros by the SPEC §4 inbox filters (Inbox, Unread, Hired, Archived). */
import { css } from '@emotion/react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { INBOX_FILTERS, type InboxFilterName } from '@shared/domain/request-lifecycle';
import { Chips } from '@client/ui/tabs';
import { Card } from '@client/ui/card';
import { EmptyState } from '@client/ui/empty-state';
import { ButtonLink } from '@client/ui/button';
import { Pagination } from '@client/ui/pagination';
import { Skeleton } from '@client/ui/skeleton';
import { theme } from '@client/styles/theme';
import { useHref } from '@client/lib/paths';
import { useInbox } from '@client/features/bids/api/bids.queries';
import { InboxList } from '@client/features/bids/components/inbox-list';
import { useBidsRealtime } from '@client/features/bids/hooks/use-bids-realtime';

const SHOWN: InboxFilterName[] = ['Inbox', 'Unread', 'Hired', 'Archived'];

export default function InboxPage() {
  const { t } = useTranslation('market');
  const href = useHref();
  const [search] = useSearchParams();
  const raw = search.get('filter') as InboxFilterName | null;
  const filter: InboxFilterName = raw && SHOWN.includes(raw) ? raw : 'Inbox';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const { data, isPending } = useInbox(INBOX_FILTERS[filter], page);
  useBidsRealtime();
  const url = (f: InboxFilterName, p = 1) =>
    `${href('inbox')}${f !== 'Inbox' || p > 1 ? `?${new URLSearchParams({ ...(f !== 'Inbox' ? { filter: f } : {}), ...(p > 1 ? { page: String(p) } : {}) })}` : ''}`;
  return (
    <div
      css={css`
        display: grid;
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
          items={SHOWN.map((f) => ({ key: f, label: t(`inbox>filter_${f}`), href: url(f), selected: f === filter }))}
        />
      </div>
      {isPending ? (
        <Skeleton height={240} />
      ) : data && data.items.length ? (
        <>
          <InboxList items={data.items} />
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
          <EmptyState
            title={t('inbox>empty_title')}
            body={t('inbox>empty_body')}
            action={<ButtonLink to={href('projects')}>{t('inbox>empty_cta')}</ButtonLink>}
          />
        </Card>
      )}
    </div>
  );
}
