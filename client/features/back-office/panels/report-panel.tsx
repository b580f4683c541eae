/**
 * The subject panel of a report (queue "reports"): what was reported in its context (the chat message with the
 * messages around it, the quote with its request, the review with its service, the service, the user), who reported
 * it and why, who it is about, and the decision: dismiss, warn the author, hide the content, suspend the author or
 * the service. The reason goes to the person affected; a second decision (a colleague's click first) shows the 409.
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportsContract as c } from '@shared/api/reports.contract';
import { REPORT_TOPICS } from '@shared/domain/report-topics';
import type { Ticket } from '@shared/schemas/back-office.schema';
import type { ReportAction, ReportPanel as Panel, ReportPerson } from '@shared/schemas/report-queue.schema';
import { Alert } from '@client/ui/alert';
import { Badge } from '@client/ui/badge';
import { Button, type ButtonVariant } from '@client/ui/button';
import { Checkbox } from '@client/ui/checkbox';
import { TextField } from '@client/ui/field';
import { Link } from '@client/ui/link';
import { useCall, useRead } from '@client/lib/endpoint-query';
import { useHref } from '@client/lib/paths';
import { theme } from '@client/styles/theme';
import { DateTime } from '../components/ops-time';
import { DecidedLine, DecisionForm, useReasonDecision } from '../components/decision-form';
import { factsStyles, mutedInline, mutedStyles, panelStyles, preStyles } from '../components/panel-styles';

const STATUS_TONE = { open: 'warning', dismissed: 'neutral', actioned: 'success' } as const;
const ACTION_VARIANT: Record<ReportAction, ButtonVariant> = {
  dismiss: 'secondary',
  warn: 'secondary',
  hide: 'primary',
  suspend_user: 'danger',
  suspend_service: 'danger',
};

/** The panels registry's props (declared here too: a type import back to the registry would be a cycle). */
export default function ReportPanel({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation('ops');
  const { data, isError } = useRead(c.panel, { params: { id: ticket.subject_id } }, { staleTime: 5_000 });
  if (isError) return <Alert tone="error">{t('common|errors>generic')}</Alert>;
  if (!data) return <p css={mutedStyles}>{t('report>loading')}</p>;
  return (
    <div css={panelStyles}>
      <Summary data={data} />
      <Context data={data} />
      {data.report.status === 'open' ? <Decision data={data} /> : <Decided data={data} />}
    </div>
  );
}

function topicLabel(t: (k: string) => string, topicId: number, subTopicId: number | null): string {
  const topic = REPORT_TOPICS.find((x) => x.id === topicId);
  if (!topic) return String(topicId);
  const sub = topic.sub_topics.find((x) => x.id === subTopicId);
  return sub
    ? `${t(`messages|report>topic_${topic.key}`)} · ${t(`messages|report>sub_${sub.key}`)}`
    : t(`messages|report>topic_${topic.key}`);
}

function PersonLine({ person }: { person: ReportPerson | null }) {
  const { t } = useTranslation('ops');
  const href = useHref();
  if (!person) return <>{t('report>nobody')}</>;
  return (
    <>
      <Link to={href('opsUser', { id: person.id })}>{person.full_name}</Link> <span css={mutedInline}>@{person.username}</span>{' '}
      <span css={mutedInline}>
        · {t(`moderation>role>${person.role === 'pro' ? 'pro' : 'consumer'}`)} ·{' '}
        {t('report>reports_against', { count: person.reports_against, open: person.open_reports_against })}
      </span>
    </>
  );
}

function Summary({ data }: { data: Panel }) {
  const { t } = useTranslation('ops');
  const r = data.report;
  return (
    <dl css={factsStyles}>
      <dt>{t('report>kind')}</dt>
      <dd>
        {t(`messages|report>what_${r.type}`)} <Badge tone={STATUS_TONE[r.status]}>{t(`report>status>${r.status}`)}</Badge>
      </dd>
      <dt>{t('report>topic')}</dt>
      <dd>{topicLabel(t, r.topic_id, r.sub_topic_id)}</dd>
      <dt>{t('report>reporter')}</dt>
      <dd>
        <PersonLine person={data.reporter} /> · <DateTime value={r.created} />
      </dd>
      <dt>{t('report>author')}</dt>
      <dd>
        <PersonLine person={data.author} />
      </dd>
      {r.message ? (
        <>
          <dt>{t('report>message')}</dt>
          <dd css={preStyles}>{r.message}</dd>
        </>
      ) : null}
      {r.attachments.length ? (
        <>
          <dt>{t('report>files')}</dt>
          <dd>
            {r.attachments.map((a, i) => (
              <span key={a.id}>
                {i ? ' · ' : ''}
                <a href={a.url} target="_blank" rel="noreferrer">
                  {a.file_name || `#${a.id}`}
                </a>
              </span>
            ))}
          </dd>
        </>
      ) : null}
    </dl>
  );
}

function Context({ data }: { data: Panel }) {
  const { t, i18n } = useTranslation('ops');
  const en = i18n.language === 'en-HK';
  const href = useHref();
  return (
    <section aria-label={t('report>context')} css={contextStyles}>
      {data.request ? (
        <div css={cardStyles}>
          <h4 css={cardTitle}>
            {t('report>request', { id: data.request.id })} · {en ? data.request.category_en : data.request.category_zh}
            {data.request.district_zh ? ` · ${en ? data.request.district_en : data.request.district_zh}` : ''}
          </h4>
          <p css={preStyles}>{data.request.description || '—'}</p>
          <p css={mutedStyles}>
            {data.request.user?.full_name ?? '—'} · <DateTime value={data.request.created} />
          </p>
        </div>
      ) : null}
      {data.quote ? (
        <div css={cardStyles}>
          <h4 css={cardTitle}>{t('report>quote', { id: data.quote.id })}</h4>
          <p css={css(preStyles, 'margin: 0;')}>
            {data.quote.price !== null ? `HK$${data.quote.price}` : '—'}
            {data.quote.rating_type ? ` · ${t(`report>rating>${data.quote.rating_type}`)}` : ''}
            {data.quote.price_note ? ` · ${data.quote.price_note}` : ''}
          </p>
        </div>
      ) : null}
      {data.chat ? (
        <div css={cardStyles}>
          <h4 css={cardTitle}>{t('report>chat')}</h4>
          <ol css={chatStyles}>
            {data.chat.map((m) => (
              <li key={m.id} css={m.is_reported ? reportedLine : undefined} aria-current={m.is_reported ? 'true' : undefined}>
                <span css={mutedInline}>
                  <DateTime value={m.created} /> · {m.sender?.full_name ?? '—'}
                </span>
                {m.is_reported ? <Badge tone="danger">{t('report>reported_message')}</Badge> : null}
                {m.hidden ? <Badge tone="neutral">{t('report>hidden')}</Badge> : null}
                <p css={preStyles}>{m.body || (m.attachments.length ? '' : '—')}</p>
                {m.attachments.map((a) => (
                  <a key={a.id} href={a.url} target="_blank" rel="noreferrer" css={mutedInline}>
                    📎 {a.file_name}{' '}
                  </a>
                ))}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      {data.review ? (
        <div css={cardStyles}>
          <h4 css={cardTitle}>
            {t('report>review', { score: data.review.score })} · {data.review.reviewer_name}{' '}
            {data.review.hidden ? <Badge tone="neutral">{t('report>hidden')}</Badge> : null}
          </h4>
          <p css={preStyles}>{data.review.note || data.review.comment || '—'}</p>
          <p css={mutedStyles}>
            <DateTime value={data.review.created} />
          </p>
        </div>
      ) : null}
      {data.service ? (
        <div css={cardStyles}>
          <h4 css={cardTitle}>
            <Link to={href('service', { serviceId: data.service.id })} target="_blank">
              {en ? data.service.business_name_en : data.service.business_name_zh}
            </Link>{' '}
            <Badge tone={data.service.is_public ? 'success' : 'neutral'}>
              {data.service.is_public ? t('moderation>user>listed') : t('moderation>user>not_listed')}
            </Badge>
          </h4>
          <p css={mutedStyles}>
            ★ {data.service.rating.toFixed(1)} · {data.service.owner?.full_name ?? '—'}
          </p>
        </div>
      ) : null}
    </section>
  );
}

function Decided({ data }: { data: Panel }) {
  const { t } = useTranslation('ops');
  const r = data.report;
  const text = t('report>decided', { outcome: r.outcome ? t(`report>outcome>${r.outcome}`) : '—', who: r.decided_by?.full_name ?? '—' });
  return <DecidedLine text={text} at={r.decided_at} reason={r.outcome_reason} />;
}

function Decision({ data }: { data: Panel }) {
  const { t } = useTranslation('ops');
  const id = data.report.id;
  const decide = useCall(c.decide, {
    input: (b: { action: ReportAction; reason: string; days?: number; warn?: boolean }) => ({ params: { id }, body: b }),
    handlesErrors: true,
  });
  const decision = useReasonDecision(['reason', 'days']);
  const { form } = decision;
  const [days, setDays] = useState('');
  const [warn, setWarn] = useState(false);
  const canWarn = data.actions.includes('warn');
  const suspends = data.actions.some((a) => a === 'suspend_user' || a === 'suspend_service');
  // Every outcome reaches the person affected, so each one needs the reason.
  const act = (action: ReportAction) => {
    const n = Number(days);
    const extra = {
      ...(action.startsWith('suspend') && days && n > 0 ? { days: n } : {}),
      ...(canWarn && warn && (action === 'hide' || action === 'suspend_service') ? { warn: true } : {}),
    };
    return decision.decide((reason) => decide.mutateAsync({ action, reason, ...extra }), t(`report>done>${action}`), {
      requireReason: true,
    });
  };
  return (
    <DecisionForm
      decision={decision}
      label={t('report>reason_label')}
      hint={t('report>reason_hint')}
      fields={
        <>
          {suspends ? (
            <TextField
              label={t('report>days_label')}
              hint={t('report>days_hint')}
              type="number"
              inputMode="numeric"
              min={1}
              max={3650}
              value={days}
              onChange={(e) => setDays(e.target.value)}
              error={form.fields.days}
              css={css`
                max-width: 160px;
              `}
            />
          ) : null}
          {canWarn && (data.actions.includes('hide') || data.actions.includes('suspend_service')) ? (
            <Checkbox label={t('report>also_warn')} checked={warn} onChange={(e) => setWarn(e.target.checked)} />
          ) : null}
        </>
      }
    >
      {data.actions.map((a) => (
        <Button key={a} variant={ACTION_VARIANT[a]} size="sm" onClick={() => void act(a)} disabled={form.pending}>
          {t(`report>action>${a}`)}
        </Button>
      ))}
    </DecisionForm>
  );
}

const contextStyles = css`
  display: grid;
  gap: ${theme.space[2]};
`;
const cardStyles = css`
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.card};
  padding: ${theme.space[2]} ${theme.space[3]};
`;
const cardTitle = css`
  margin: 0 0 ${theme.space[1]};
  font-size: ${theme.font.size.sm};
`;
const chatStyles = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space[1]};
  li {
    padding: ${theme.space[1]} ${theme.space[2]};
    border-radius: ${theme.radius.control};
    display: block;
  }
`;
const reportedLine = css`
  background: ${theme.color.dangerSoft};
  outline: 1px solid ${theme.color.danger};
`;
