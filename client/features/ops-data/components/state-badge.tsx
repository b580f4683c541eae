/** Where a promotion or a page stands: scheduled, live or published, ended, switched off or a draft. */
import { useTranslation } from 'react-i18next';
import type { ContentState, ScheduleState } from '@shared/schemas/ops-data.schema';
import { Badge, type BadgeTone } from '@client/ui/badge';

const TONES: Record<ScheduleState | ContentState, BadgeTone> = {
  scheduled: 'warning',
  live: 'success',
  published: 'success',
  ended: 'neutral',
  inactive: 'neutral',
  draft: 'brand',
};

export function StateBadge({ state }: { state: ScheduleState | ContentState }) {
  const { t } = useTranslation('ops');
  return <Badge tone={TONES[state]}>{t(`data>state>${state}`)}</Badge>;
}
