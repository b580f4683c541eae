/**
 * The service's pauses that are on now or still to come (SPEC §3 pause events), each with change and delete, and
 * the one primary action of the calendar page: "Pause bookings". Past pauses are left out.
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import { MAX_PAUSE_EVENTS, type PauseEvent } from '@shared/schemas/service-editor.schema';
import { formatDateTime } from '@shared/utils/dates';
import { Button } from '@client/ui/button';
import { ConfirmDialog, useConfirm } from '@client/ui/confirm-dialog';
import { Icon } from '@client/ui/icon';
import { IconButton } from '@client/ui/icon-button';
import { Badge } from '@client/ui/badge';
import { SkeletonText } from '@client/ui/skeleton';
import { useToast } from '@client/ui/toast';
import { theme } from '@client/styles/theme';
import { bareList, spaceBelow, stack } from '@client/styles/layout';
import { useNow } from '@client/lib/use-now';
import { errorMessageOf } from '@client/ui/server-error';
import { usePauseEvents, useServiceMutation } from '../api/service-editor.queries';
import { serverMs } from '../lib/hk-time';
import { CalendarPauseForm } from './calendar-pause-form';

export interface CalendarPausesProps {
  serviceId: number;
  /** Start values of a new pause (Hong Kong datetime-local strings). */
  newDefaults: { begin: string; end: string };
}

export function CalendarPauses({ serviceId, newDefaults }: CalendarPausesProps) {
  const { t, i18n } = useTranslation('workspace');
  const lng = i18n.language as Language;
  const toast = useToast();
  const now = useNow();
  const { data: events, dataUpdatedAt } = usePauseEvents(serviceId);
  const [editing, setEditing] = useState<PauseEvent | 'new' | null>(null);
  const deleting = useConfirm(confirmDelete);
  const remove = useServiceMutation('deletePauseEvent');
  const at = now || dataUpdatedAt;
  const shown = (events ?? []).filter((e) => serverMs(e.end_time) > at).sort((a, b) => a.begin_time.localeCompare(b.begin_time));
  const full = (events?.length ?? 0) >= MAX_PAUSE_EVENTS;

  async function confirmDelete(pause: PauseEvent) {
    try {
      await remove.mutateAsync({ params: { id: serviceId, eventId: pause.id } });
      toast.show(t('pause>deleted'), { tone: 'success' });
    } catch (err) {
      toast.show(errorMessageOf(err, t('common|errors>network')), { tone: 'error' });
    }
  }

  return (
    <section aria-labelledby="pauses-title">
      <h2 id="pauses-title" css={title}>
        {t('pause>list_title')}
      </h2>
      <p css={hint}>{t('pause>list_hint')}</p>
      {!events ? <SkeletonText lines={3} /> : null}
      {events && shown.length === 0 ? <p css={hint}>{t('pause>none')}</p> : null}
      <ul css={list}>
        {shown.map((e) => {
          const current = serverMs(e.begin_time) <= at;
          return (
            <li key={e.id} css={item}>
              <div css={body}>
                <p css={line}>
                  <strong>{e.title || t('calendar>paused')}</strong> {current ? <Badge tone="warning">{t('pause>now')}</Badge> : null}
                </p>
                <p css={meta}>{t('calendar>span', { from: formatDateTime(e.begin_time, lng), to: formatDateTime(e.end_time, lng) })}</p>
                {e.description ? <p css={meta}>{e.description}</p> : null}
              </div>
              <div css={tools}>
                <IconButton
                  icon="edit"
                  label={t('pause>edit_named', { title: e.title || t('calendar>paused') })}
                  onClick={() => setEditing(e)}
                />
                <IconButton
                  icon="trash"
                  label={t('pause>delete_named', { title: e.title || t('calendar>paused') })}
                  onClick={() => deleting.ask(e)}
                />
              </div>
            </li>
          );
        })}
      </ul>
      <div css={actionBar}>
        <Button block disabled={full} onClick={() => setEditing('new')}>
          <Icon name="plus" size={18} />
          {full ? t('pause>limit', { max: MAX_PAUSE_EVENTS }) : t('pause>add')}
        </Button>
      </div>
      {editing ? (
        <CalendarPauseForm
          serviceId={serviceId}
          event={editing === 'new' ? undefined : editing}
          defaults={newDefaults}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        {...deleting.dialog}
        title={t('pause>delete_title')}
        confirmLabel={t('pause>delete_confirm')}
        cancelLabel={t('form>cancel')}
      >
        <p>{t('pause>delete_body')}</p>
      </ConfirmDialog>
    </section>
  );
}

const title = css`
  font-size: ${theme.font.size.lg};
  margin: 0 0 ${theme.space[1]};
`;

const hint = css`
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
  margin: 0 0 ${theme.space[3]};
`;

const list = [bareList, stack(2), spaceBelow(3)];

const item = css`
  display: flex;
  justify-content: space-between;
  gap: ${theme.space[2]};
  padding: ${theme.space[3]};
  border: 1px solid ${theme.color.border};
  border-left: 4px solid ${theme.color.accent};
  border-radius: ${theme.radius.control};
`;

const body = css`
  min-width: 0;
`;

const line = css`
  margin: 0;
`;

const meta = css`
  margin: 2px 0 0;
  font-size: ${theme.font.size.sm};
  color: ${theme.color.textSecondary};
  overflow-wrap: anywhere;
`;

const tools = css`
  display: flex;
  flex-shrink: 0;
  align-items: flex-start;
`;

/** The page's primary action sits at the bottom of a phone screen (thumb zone). */
const actionBar = css`
  position: sticky;
  bottom: 0;
  margin: 0 -${theme.space[4]} -${theme.space[4]};
  padding: ${theme.space[3]} ${theme.space[4]} calc(${theme.space[3]} + env(safe-area-inset-bottom, 0px));
  background: ${theme.color.surface};
  border-top: 1px solid ${theme.color.border};
  border-radius: 0 0 ${theme.radius.card} ${theme.radius.card};
  ${theme.breakpoint.sm} {
    margin: 0 -${theme.space[6]} -${theme.space[6]};
    padding: ${theme.space[3]} ${theme.space[6]};
  }
  ${theme.breakpoint.md} {
    position: static;
    margin: 0;
    padding: 0;
    border: 0;
  }
`;
