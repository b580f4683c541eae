/**
 * /ops/users/{id} (support, trust and safety): the user in context (role, joined, status, their services with
 * theirs, tickets by or about them, the decisions taken) and the decisions: suspend or reinstate the account or one
 * service, warn. Each asks for a reason (and an optional end day) in a confirmation dialog.
 */
import { css } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsUserDetail, OpsUserService } from '@shared/schemas/moderation.schema';
import { OpsFrame, OpsPanel } from '@client/features/back-office/components/ops-frame';
import { NameCell, TicketCell } from '@client/features/back-office/components/ops-cells';
import { OpsTable } from '@client/features/back-office/components/ops-table';
import { DateTime } from '@client/features/back-office/components/ops-time';
import {
  useReinstateService,
  useReinstateUser,
  useSuspendService,
  useSuspendUser,
  useWarnUser,
  type DecisionInput,
} from '@client/features/moderation/api/moderation.queries';
import { ContentDecision } from '@client/features/moderation/components/content-decision';
import { DecisionDialog } from '@client/features/moderation/components/decision-dialog';
import { StatusBadge } from '@client/features/moderation/components/status-badge';
import { Badge } from '@client/ui/badge';
import { Button } from '@client/ui/button';
import { Link } from '@client/ui/link';
import { useHref } from '@client/lib/paths';
import { theme } from '@client/styles/theme';
import { formatPhone } from '@shared/utils/format';
import { userReads } from './moderation.reads';

type Decision =
  { kind: 'suspend_user' | 'reinstate_user' | 'warn_user' } | { kind: 'suspend_service' | 'reinstate_service'; service: OpsUserService };

export default function OpsUserPage() {
  const { t } = useTranslation('ops');
  const href = useHref();
  const { data } = useQuery(userReads.use().user);
  const [decision, setDecision] = useState<Decision | null>(null);
  if (!data) return <OpsFrame title={t('moderation>user>title')}>{null}</OpsFrame>;
  const u = data.user;
  const suspended = u.blocked_status === 'suspended';
  return (
    <OpsFrame
      title={u.full_name}
      intro={`@${u.username} · #${u.id}`}
      back={<Link to={href('opsUsers')}>{t('moderation>user>back')}</Link>}
      actions={
        <>
          {suspended ? (
            <Button size="sm" onClick={() => setDecision({ kind: 'reinstate_user' })}>
              {t('moderation>user>reinstate')}
            </Button>
          ) : (
            <Button size="sm" variant="danger" onClick={() => setDecision({ kind: 'suspend_user' })} disabled={u.deleted || u.is_staff}>
              {t('moderation>user>suspend')}
            </Button>
          )}
          <Button size="sm" variant="secondary" onClick={() => setDecision({ kind: 'warn_user' })} disabled={u.deleted}>
            {t('moderation>user>warn')}
          </Button>
        </>
      }
    >
      <Facts data={data} />
      <OpsPanel title={t('moderation>user>services')}>
        <OpsTable<OpsUserService>
          caption={t('moderation>user>services')}
          rows={data.services}
          rowKey={(s) => s.id}
          flagged={(s) => s.blocked_status === 'suspended'}
          empty={t('moderation>user>no_services')}
          columns={[
            {
              key: 'name',
              label: t('moderation>user>col>service'),
              render: (s) => (
                <NameCell note={`#${s.id}${s.suspension_reason ? ` · ${s.suspension_reason}` : ''}`}>
                  {t('moderation>business', { zh: s.business_name_zh, en: s.business_name_en })}
                </NameCell>
              ),
            },
            {
              key: 'listed',
              label: t('moderation>user>col>listed'),
              width: '130px',
              render: (s) => (
                <Badge tone={s.is_listed ? 'success' : 'neutral'}>
                  {t(s.is_listed ? 'moderation>user>listed' : 'moderation>user>not_listed')}
                </Badge>
              ),
            },
            { key: 'status', label: t('moderation>users>col>status'), width: '170px', render: (s) => <StatusBadge row={s} /> },
            {
              key: 'act',
              label: t('moderation>user>col>action'),
              width: '130px',
              render: (s) =>
                s.blocked_status === 'suspended' ? (
                  <Button size="sm" variant="secondary" onClick={() => setDecision({ kind: 'reinstate_service', service: s })}>
                    {t('moderation>user>reinstate')}
                  </Button>
                ) : (
                  <Button size="sm" variant="secondary" onClick={() => setDecision({ kind: 'suspend_service', service: s })}>
                    {t('moderation>user>suspend')}
                  </Button>
                ),
            },
          ]}
        />
      </OpsPanel>
      <OpsPanel title={t('moderation>user>tickets')}>
        <OpsTable
          caption={t('moderation>user>tickets')}
          rows={data.tickets}
          rowKey={(r) => r.id}
          empty={t('moderation>user>no_tickets')}
          columns={[
            {
              key: 'item',
              label: t('queue>col>item'),
              render: (r) => <TicketCell ticket={r} note={`${t(`queues>${r.queue}`)} · ${r.subject_type}`} />,
            },
            {
              key: 'status',
              label: t('moderation>users>col>status'),
              width: '110px',
              render: (r) => <Badge>{t(`moderation>ticket>${r.status}`)}</Badge>,
            },
            { key: 'created', label: t('moderation>user>col>when'), width: '170px', render: (r) => <DateTime value={r.created} /> },
          ]}
        />
      </OpsPanel>
      <OpsPanel title={t('moderation>user>decisions')}>
        <OpsTable
          caption={t('moderation>user>decisions')}
          rows={data.actions}
          rowKey={(r) => r.id}
          empty={t('moderation>user>no_decisions')}
          columns={[
            { key: 'when', label: t('moderation>user>col>when'), width: '170px', render: (r) => <DateTime value={r.created} /> },
            { key: 'who', label: t('audit>col>who'), width: '140px', render: (r) => r.staff_username ?? t('audit>system') },
            {
              key: 'action',
              label: t('audit>col>action'),
              width: '220px',
              render: (r) => (
                <NameCell note={`${r.target_type} #${r.target_id}`}>
                  {t(`moderation>action>${r.action}`, { defaultValue: r.action })}
                </NameCell>
              ),
            },
            { key: 'reason', label: t('audit>col>reason'), render: (r) => r.reason || '—' },
          ]}
        />
      </OpsPanel>
      <OpsPanel title={t('moderation>content>title')}>
        <ContentDecision />
      </OpsPanel>
      {decision ? <Decide key={decisionKey(decision)} userId={u.id} decision={decision} onClose={() => setDecision(null)} /> : null}
    </OpsFrame>
  );
}

const decisionKey = (d: Decision) => ('service' in d ? `${d.kind}-${d.service.id}` : d.kind);

function Facts({ data }: { data: OpsUserDetail }) {
  const { t } = useTranslation('ops');
  const u = data.user;
  return (
    <OpsPanel>
      <dl css={factsStyles}>
        <dt>{t('moderation>users>col>status')}</dt>
        <dd>
          <StatusBadge row={u} />
          {u.suspension_reason ? <span css={reasonStyles}>{u.suspension_reason}</span> : null}
          {u.deleted ? <Badge>{t('moderation>user>deleted')}</Badge> : null}
          {u.is_staff ? <Badge tone="brand">{t('moderation>user>staff')}</Badge> : null}
        </dd>
        <dt>{t('moderation>users>col>role')}</dt>
        <dd>{t(`moderation>role>${u.role}`)}</dd>
        <dt>{t('moderation>users>col>joined')}</dt>
        <dd>
          <DateTime value={u.created} />
        </dd>
        <dt>{t('moderation>user>email')}</dt>
        <dd>{u.email}</dd>
        <dt>{t('moderation>user>phone')}</dt>
        <dd>{u.phone ? formatPhone(u.phone) : '—'}</dd>
      </dl>
    </OpsPanel>
  );
}

function Decide({ userId, decision, onClose }: { userId: number; decision: Decision; onClose: () => void }) {
  const { t } = useTranslation('ops');
  const suspendUser = useSuspendUser(userId);
  const reinstateUser = useReinstateUser(userId);
  const warnUser = useWarnUser(userId);
  const suspendService = useSuspendService();
  const reinstateService = useReinstateService();
  const name =
    'service' in decision ? t('moderation>business', { zh: decision.service.business_name_zh, en: decision.service.business_name_en }) : '';
  const run = (v: DecisionInput): Promise<unknown> => {
    switch (decision.kind) {
      case 'suspend_user':
        return suspendUser.mutateAsync(v);
      case 'reinstate_user':
        return reinstateUser.mutateAsync(v);
      case 'warn_user':
        return warnUser.mutateAsync(v);
      case 'suspend_service':
        return suspendService.mutateAsync({ ...v, id: decision.service.id });
      case 'reinstate_service':
        return reinstateService.mutateAsync({ ...v, id: decision.service.id });
    }
  };
  const k = decision.kind;
  return (
    <DecisionDialog
      open
      title={t(`moderation>decide>${k}>title`, { name })}
      explain={t(`moderation>decide>${k}>explain`, { name })}
      confirmLabel={t(`moderation>decide>${k}>confirm`)}
      confirmVariant={k.startsWith('suspend') ? 'danger' : 'primary'}
      withEndDay={k === 'suspend_user' || k === 'suspend_service'}
      done={t(`moderation>decide>${k}>done`, { name })}
      run={run}
      onClose={onClose}
    />
  );
}

const factsStyles = css`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${theme.space[1]} ${theme.space[4]};
  margin: 0;
  font-size: ${theme.font.size.sm};
  dt {
    color: ${theme.color.textSecondary};
  }
  dd {
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space[2]};
    align-items: center;
  }
`;
const reasonStyles = css`
  color: ${theme.color.textSecondary};
`;
