/** dashboard/notifications: in-app notifications for either role, newest first, with "mark all read". */
import { css } from '@emotion/react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card } from '@client/ui/card';
import { EmptyState } from '@client/ui/empty-state';
import { Button, ButtonLink } from '@client/ui/button';
import { Pagination } from '@client/ui/pagination';
import { Skeleton } from '@client/ui/skeleton';
import { theme } from '@client/styles/theme';
import { useHref } from '@client/lib/paths';
import { useSession } from '@client/features/accounts/api/accounts.queries';
import { useNotifications, useUnreadCount } from '@client/features/notifications/api/notifications.queries';
import { useMarkNotificationsRead } from '@client/features/notifications/api/notifications.mutations';
import { NotificationList } from '@client/features/notifications/components/notification-list';

export default function NotificationsPage() {
  const { t } = useTranslation('market');
  const href = useHref();
  const [search] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const { data: me } = useSession();
  const { data, isPending } = useNotifications(page);
  useUnreadCount();
  const mark = useMarkNotificationsRead();
  const role = me?.role ?? 'consumer';
  return (
    <div
      css={css`
        display: grid;
        gap: ${theme.space[4]};
        max-width: 760px;
      `}
    >
      <div
        css={css`
          display: flex;
          justify-content: space-between;
          align-items: center;
          gap: ${theme.space[2]};
        `}
      >
        <h1
          css={css`
            margin: 0;
            font-size: ${theme.font.size.xxl};
          `}
        >
          {t('notifications>title')}
        </h1>
        {data && data.unread > 0 ? (
          <Button size="sm" variant="secondary" loading={mark.isPending} onClick={() => mark.mutate([])}>
            {t('notifications>mark_all')}
          </Button>
        ) : null}
      </div>
      {isPending ? (
        <Skeleton height={240} />
      ) : data && data.items.length ? (
        <>
          <NotificationList items={data.items} role={role} />
          {data.total_pages > 1 ? (
            <Pagination
              page={data.page}
              totalPages={data.total_pages}
              hrefFor={(n) => `${href('notifications')}${n > 1 ? `?page=${n}` : ''}`}
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
            title={t('notifications>empty_title')}
            body={t(`notifications>empty_body_${role}`)}
            action={<ButtonLink to={href(role === 'pro' ? 'requests' : 'projects')}>{t(`notifications>empty_cta_${role}`)}</ButtonLink>}
          />
        </Card>
      )}
    </div>
  );
}
