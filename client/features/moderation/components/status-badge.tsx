/** An account's or service's moderation status: active, or suspended (until a day, or until reinstated). */
import { useTranslation } from 'react-i18next';
import type { BlockedStatus } from '@shared/schemas/moderation.schema';
import { formatDateTime } from '@shared/utils/dates';
import type { Language } from '@shared/i18n/i18n-config';
import { Badge } from '@client/ui/badge';

export function StatusBadge({ row }: { row: { blocked_status: BlockedStatus; suspended_until: string | null } }) {
  const { t, i18n } = useTranslation('ops');
  if (row.blocked_status === 'active') return <Badge tone="success">{t('moderation>status>active')}</Badge>;
  return (
    <Badge tone="danger">
      {row.suspended_until
        ? t('moderation>status>suspended_until', { until: formatDateTime(row.suspended_until, i18n.language as Language) })
        : t('moderation>status>suspended')}
    </Badge>
  );
}
