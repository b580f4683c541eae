/** dashboard/notifications: in-app notifications for either role, newest first, with "mark all read". */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card } from '@client/ui/card';
import { EmptyState } from '@client/ui/empty-state';
import { Button, ButtonLink } from '@client/ui/button';
import { ListPage, withQuery } from '@client/ui/list-page';
import { PageShell } from '@client/ui/page-shell';
import { Skeleton } from '@client/ui/skeleton';
import { useHref } from '@client/lib/paths';
import { usePaginationLabels } from '@client/lib/use-pagination-labels';
import { useSession } from '@client/features/accounts/api/accounts.queries';
import { useUnreadCount } from '@client/features/notifications/api/notifications.queries';
import { useMarkNotificationsRead } from '@client/features/notifications/api/notifications.mutations';
import { NotificationList } from '@client/features/notifications/components/notification-list';
import { notificationsReads } from './list.reads';

export default function NotificationsPage() {
  const { t } = useTranslation('messages');
  const href = useHref();
  const labels = usePaginationLabels();
  const { data: me } = useSession();
  const { data, isPending } = useQuery(notificationsReads.use().notifications);
  useUnreadCount();
  const mark = useMarkNotificationsRead();
  const role = me?.role ?? 'consumer';
  return (
    <PageShell
      title={t('notifications>title')}
      actions={
        data && data.unread > 0 ? (
          <Button size="sm" variant="secondary" loading={mark.isPending} onClick={() => mark.mutate([])}>
            {t('notifications>mark_all')}
          </Button>
        ) : null
      }
    >
      <ListPage
        pending={isPending}
        data={data}
        skeleton={<Skeleton height={240} />}
        hrefFor={(n) => withQuery(href('notifications'), { page: n > 1 && n })}
        labels={labels}
        empty={
          <Card>
            <EmptyState
              title={t('notifications>empty_title')}
              body={t(`notifications>empty_body_${role}`)}
              action={<ButtonLink to={href(role === 'pro' ? 'requests' : 'projects')}>{t(`notifications>empty_cta_${role}`)}</ButtonLink>}
            />
          </Card>
        }
      >
        {(d) => <NotificationList items={d.items} role={role} />}
      </ListPage>
    </PageShell>
  );
}
