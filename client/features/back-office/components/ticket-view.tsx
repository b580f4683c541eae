/**
 * One ticket in the console: the item (its module's subject panel), the conversation with the user and a reply box,
 * and at the side the assignment, close or reopen, internal notes and the history of every action on it.
 */
import { css } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QUEUE_ROLES, hasRole, type Queue, type TicketDetail } from '@shared/schemas/back-office.schema';
import { Badge } from '@client/ui/badge';
import { Button } from '@client/ui/button';
import { Select } from '@client/ui/select';
import { TextArea } from '@client/ui/textarea';
import { Alert } from '@client/ui/alert';
import { useToast } from '@client/ui/toast';
import { useApiForm } from '@client/ui/use-api-form';
import { Link } from '@client/ui/link';
import { theme } from '@client/styles/theme';
import { useHref } from '@client/lib/paths';
import { SUBJECT_PANELS, type SubjectPanels } from '../panels';
import { useAddNote, useAssign, useCloseTicket, useOpsMe, useOpsStaff, useReopenTicket, useReply } from '../api/back-office.queries';
import { OpsFrame, OpsPanel } from './ops-frame';
import { DateTime, WaitTime } from './ops-time';
import { AuditList } from './audit-list';
import { TextForm, textFormStyles } from './text-form';
import { factsStyles, stackListStyles } from './panel-styles';

/** `panels`: subject panels the page composes from other features (they may not be imported here). */
export function TicketView({ detail, panels }: { detail: TicketDetail; panels?: SubjectPanels }) {
  const { t } = useTranslation('ops');
  const href = useHref();
  const { ticket } = detail;
  const queueName = t(`queues>${ticket.queue}`);
  const Panel = panels?.[ticket.subject_type] ?? SUBJECT_PANELS[ticket.subject_type];
  return (
    <OpsFrame
      title={t('ticket>title', { queue: queueName, id: ticket.id })}
      intro={ticket.summary}
      back={<Link to={href('opsQueue', { queue: ticket.queue })}>← {t('ticket>back', { queue: queueName })}</Link>}
      actions={
        <Badge tone={ticket.status === 'open' ? (ticket.overdue ? 'danger' : 'warning') : 'success'}>
          {ticket.overdue ? t('queue>overdue') : t(`ticket>status>${ticket.status}`)}
        </Badge>
      }
    >
      <div css={columnsStyles}>
        <div css={mainStyles}>
          <OpsPanel title={t('ticket>subject')}>
            <Facts detail={detail} />
            {Panel ? <Panel ticket={ticket} /> : <p css={mutedStyles}>{t('ticket>no_panel')}</p>}
          </OpsPanel>
          <Thread detail={detail} />
        </div>
        <div css={sideStyles}>
          <Assignment detail={detail} />
          <Notes detail={detail} />
          <OpsPanel title={t('ticket>history')}>
            <AuditList entries={detail.history} empty={t('ticket>history_empty')} compact />
          </OpsPanel>
        </div>
      </div>
    </OpsFrame>
  );
}

function Facts({ detail }: { detail: TicketDetail }) {
  const { t } = useTranslation('ops');
  const href = useHref();
  const { data: me } = useOpsMe();
  const { ticket } = detail;
  const canOpenUser = me?.areas.includes('moderation');
  return (
    <dl css={factsStyles}>
      <dt>{t('ticket>user')}</dt>
      <dd>
        {ticket.user ? (
          canOpenUser ? (
            <Link to={href('opsUser', { id: ticket.user.id })}>
              {ticket.user.full_name} (@{ticket.user.username})
            </Link>
          ) : (
            `${ticket.user.full_name} (@${ticket.user.username})`
          )
        ) : (
          t('queue>visitor')
        )}
        {detail.email ? <span css={mutedStyles}> · {detail.email}</span> : null}
      </dd>
      <dt>{t('queue>col>age')}</dt>
      <dd>
        <WaitTime created={ticket.created} overdue={ticket.overdue} /> · <DateTime value={ticket.created} />
      </dd>
      {ticket.closed_at ? (
        <>
          <dt>{t('ticket>status>closed')}</dt>
          <dd>
            <DateTime value={ticket.closed_at} />
            {ticket.resolution ? ` · ${ticket.resolution}` : ''}
          </dd>
        </>
      ) : null}
    </dl>
  );
}

function Thread({ detail }: { detail: TicketDetail }) {
  const { t } = useTranslation('ops');
  const reply = useReply(detail.ticket.id);
  const language = t(`language>${detail.ticket.language === 'en-HK' ? 'en-HK' : 'zh-HK'}`);
  const reachable = Boolean(detail.ticket.user || detail.email);
  return (
    <OpsPanel title={t('ticket>thread')}>
      {detail.thread.length ? (
        <ol css={stackListStyles}>
          {detail.thread.map((m) => (
            <li key={m.id} css={m.from_staff ? staffMessageStyles : userMessageStyles}>
              <p css={metaStyles}>
                <strong>{m.from_staff ? t('ticket>from_staff') : m.author || t('queue>visitor')}</strong> · <DateTime value={m.created} />
              </p>
              <p css={bodyTextStyles}>{m.body}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p css={mutedStyles}>{t('ticket>thread_empty')}</p>
      )}
      {reachable ? (
        <TextForm
          label={t('ticket>reply_label')}
          hint={t('ticket>reply_hint', { language })}
          rows={4}
          submitLabel={t('ticket>reply_send')}
          send={(body) => reply.mutateAsync(body)}
          sent={t('ticket>reply_sent')}
        />
      ) : (
        <p css={mutedStyles}>{t('ticket>no_reply_channel')}</p>
      )}
    </OpsPanel>
  );
}

function Assignment({ detail }: { detail: TicketDetail }) {
  const { t } = useTranslation('ops');
  const toast = useToast();
  const { ticket } = detail;
  const { data: me } = useOpsMe();
  const { data: staff } = useOpsStaff();
  const assign = useAssign(ticket.id);
  const close = useCloseTicket(ticket.id);
  const reopen = useReopenTicket(ticket.id);
  const form = useApiForm({ network: t('common|errors>network') });
  const [resolution, setResolution] = useState('');
  const eligible = (staff ?? []).filter((s) => hasRole(s.roles, QUEUE_ROLES[ticket.queue as Queue]));
  const options = [{ value: '', label: t('ticket>assign_nobody') }, ...eligible.map((s) => ({ value: String(s.id), label: s.full_name }))];
  const assignTo = async (id: number | null) => {
    const r = await form.run(() => assign.mutateAsync({ to: id, from: ticket.assignee?.id ?? null }));
    if (r.ok) toast.show(t('ticket>assigned'));
  };
  const onClose = async (e: FormEvent) => {
    e.preventDefault();
    const r = await form.run(() => close.mutateAsync(resolution.trim()));
    if (r.ok) {
      setResolution('');
      toast.show(t('ticket>closed'));
    }
  };
  const onReopen = async () => {
    const r = await form.run(() => reopen.mutateAsync());
    if (r.ok) toast.show(t('ticket>reopened'));
  };
  return (
    <OpsPanel>
      {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
      <Select
        label={t('ticket>assign_label')}
        options={options}
        value={ticket.assignee ? String(ticket.assignee.id) : ''}
        disabled={form.pending}
        onChange={(e) => void assignTo(e.target.value ? Number(e.target.value) : null)}
      />
      {me && ticket.assignee?.id !== me.id ? (
        <Button variant="secondary" size="sm" disabled={form.pending} onClick={() => void assignTo(me.id)}>
          {t('ticket>assign_me')}
        </Button>
      ) : null}
      {ticket.status === 'open' ? (
        <form onSubmit={onClose} css={textFormStyles}>
          <TextArea
            label={t('ticket>close_label')}
            value={resolution}
            onChange={(e) => setResolution(e.target.value)}
            maxLength={500}
            rows={2}
          />
          <div>
            <Button type="submit" variant="secondary" size="sm" disabled={form.pending}>
              {t('ticket>close')}
            </Button>
          </div>
        </form>
      ) : (
        <div>
          <Button variant="secondary" size="sm" disabled={form.pending} onClick={() => void onReopen()}>
            {t('ticket>reopen')}
          </Button>
        </div>
      )}
    </OpsPanel>
  );
}

function Notes({ detail }: { detail: TicketDetail }) {
  const { t } = useTranslation('ops');
  const add = useAddNote(detail.ticket.id);
  return (
    <OpsPanel title={t('ticket>notes')} aside={<span css={mutedStyles}>{t('ticket>notes_hint')}</span>}>
      {detail.notes.length ? (
        <ul css={notesStyles}>
          {detail.notes.map((n) => (
            <li key={n.id}>
              <p css={metaStyles}>
                <strong>{n.staff?.full_name ?? t('audit>system')}</strong> · <DateTime value={n.created} />
              </p>
              <p css={bodyTextStyles}>{n.body}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p css={mutedStyles}>{t('ticket>notes_empty')}</p>
      )}
      <TextForm
        label={t('ticket>note_label')}
        rows={2}
        submitLabel={t('ticket>note_add')}
        button={{ variant: 'secondary', size: 'sm' }}
        send={(body) => add.mutateAsync(body)}
        sent={t('ticket>note_added')}
      />
    </OpsPanel>
  );
}

const columnsStyles = css`
  display: grid;
  gap: ${theme.space[4]};
  ${theme.breakpoint.lg} {
    grid-template-columns: minmax(0, 1fr) 320px;
    align-items: start;
  }
`;
const mainStyles = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  min-width: 0;
`;
const sideStyles = mainStyles;
const mutedStyles = css`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.sm};
`;
const userMessageStyles = css`
  padding: ${theme.space[3]};
  border-radius: ${theme.radius.control};
  background: ${theme.color.neutralSoft};
  margin-right: ${theme.space[8]};
`;
const staffMessageStyles = css`
  padding: ${theme.space[3]};
  border-radius: ${theme.radius.control};
  background: ${theme.color.brandSoft};
  margin-left: ${theme.space[8]};
`;
const metaStyles = css`
  margin: 0 0 ${theme.space[1]};
  font-size: ${theme.font.size.xs};
  color: ${theme.color.textSecondary};
`;
const bodyTextStyles = css`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-size: ${theme.font.size.sm};
`;
const notesStyles = css`
  ${stackListStyles};
  gap: ${theme.space[3]};
  li {
    padding-left: ${theme.space[3]};
    border-left: 3px solid ${theme.color.accent};
  }
`;
