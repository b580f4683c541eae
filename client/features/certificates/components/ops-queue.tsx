/**
 * The operator verification queue: tabs pending / approved / rejected, a kind filter, and per item the pro,
 * the service, the document's type and numbers, its files (links open them), the submission date, the decision
 * history (who, when, why) and, while pending, approve or reject with a required reason.
 */
import { css } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import { OPS_STATUS_FILTERS, type OpsItem, type OpsPage, type VerificationKind } from '@shared/schemas/certificates.schema';
import { formatDateTime } from '@shared/utils/dates';
import { Alert } from '@client/ui/alert';
import { Badge } from '@client/ui/badge';
import { Button } from '@client/ui/button';
import { DescriptionList, type DescriptionItem } from '@client/ui/description-list';
import { EmptyState } from '@client/ui/empty-state';
import { Pagination } from '@client/ui/pagination';
import { Chips, Tabs } from '@client/ui/tabs';
import { TextArea } from '@client/ui/textarea';
import { bindField } from '@client/ui/bind-field';
import { theme } from '@client/styles/theme';
import { bareList, cluster, spaceBelow, stack } from '@client/styles/layout';
import { errorMessageOf, isServerError } from '@client/ui/server-error';
import { useOpsDecision, useOpsQueue, type OpsFilter } from '../api/certificates.queries';
import { FileLinks } from './file-links';
import { StatusChip } from './status-chip';
import { certificateTitle } from './certificate-text';
import { certificateCardStyles, noteStyles } from './certificate.styles';

const REASON_MAX = 500;

export interface OpsQueueProps {
  filter: OpsFilter;
  /** The URL of the queue with other filters (tabs, kind chips and pages are links). */
  hrefFor: (filter: OpsFilter) => string;
}

export function OpsQueue({ filter, hrefFor }: OpsQueueProps) {
  const { t } = useTranslation('verify');
  const navigate = useNavigate();
  const { data, isPending, isError } = useOpsQueue(filter);
  const [notice, setNotice] = useState<string | null>(null);
  const kinds: Array<VerificationKind | undefined> = [undefined, 'certificate', 'identity'];
  const content = (
    <div css={listWrapStyles}>
      <Chips
        label={t('ops>kind_label')}
        items={kinds.map((k) => ({
          key: k ?? 'all',
          label: t(`ops>kind_${k ?? 'all'}`),
          count: filter.status === 'pending' && data ? (k ? data.pending[k] : data.pending.certificate + data.pending.identity) : undefined,
          selected: filter.kind === k,
          href: hrefFor({ ...filter, kind: k, page: 1 }),
        }))}
      />
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {isPending ? (
        <p aria-busy="true">{t('common|loading')}</p>
      ) : isError || !data ? (
        <Alert tone="error">{t('ops>load_failed')}</Alert>
      ) : (
        <QueueList data={data} filter={filter} hrefFor={hrefFor} onDecided={setNotice} />
      )}
    </div>
  );
  return (
    <Tabs
      label={t('ops>tabs_label')}
      value={filter.status}
      onChange={(id) => {
        setNotice(null);
        void navigate(hrefFor({ status: id as OpsFilter['status'], kind: filter.kind, page: 1 }));
      }}
      items={OPS_STATUS_FILTERS.map((s) => ({
        id: s,
        label: t(`ops>tab_${s}`),
        badge: s === 'pending' && data ? data.pending.certificate + data.pending.identity : undefined,
        content,
      }))}
    />
  );
}

function QueueList({
  data,
  filter,
  hrefFor,
  onDecided,
}: {
  data: OpsPage;
  filter: OpsFilter;
  hrefFor: OpsQueueProps['hrefFor'];
  onDecided: (m: string) => void;
}) {
  const { t } = useTranslation('verify');
  if (!data.items.length) return <EmptyState title={t(`ops>empty_${filter.status}`)} body={t('ops>empty_body')} />;
  return (
    <>
      <p css={noteStyles}>{t('ops>count', { count: data.total })}</p>
      <ul css={itemsStyles}>
        {data.items.map((item) => (
          <li key={`${item.kind}-${item.id}`}>
            <OpsItemCard item={item} onDecided={onDecided} />
          </li>
        ))}
      </ul>
      <Pagination
        page={data.page}
        totalPages={data.total_pages}
        hrefFor={(n) => hrefFor({ ...filter, page: n })}
        labels={{ nav: t('ops>pages'), previous: t('ops>previous'), next: t('ops>next'), page: (n) => t('ops>page_n', { n }) }}
      />
    </>
  );
}

export function OpsItemCard({ item, onDecided }: { item: OpsItem; onDecided: (m: string) => void }) {
  const { t, i18n } = useTranslation('verify');
  const lng = i18n.language as Language;
  const title = item.kind === 'certificate' ? certificateTitle(t, item) : t(`identity>card_${item.card_type}`);
  const facts: DescriptionItem[] = [
    { term: t('ops>who'), description: `${item.user.full_name} (@${item.user.username})` },
    ...(item.kind === 'certificate'
      ? [
          { term: t('cert>service'), description: lng === 'en-HK' ? item.service.business_name_en : item.service.business_name_zh },
          { term: t('cert>kind'), description: t(item.type === 'company' ? 'cert>company' : 'cert>personal') },
          ...(item.licence_type ? [{ term: t('personal>licence_type'), description: t(`licence>${item.licence_type}`) }] : []),
          ...(item.name && item.name !== title ? [{ term: t('cert>name'), description: item.name }] : []),
          {
            term: t(item.type === 'company' ? 'cert>unified_number' : 'cert>reference_identity'),
            description: <span translate="no">{item.unified_number ?? item.reference_identity ?? ''}</span>,
          },
          ...(item.description ? [{ term: t('cert>description'), description: item.description }] : []),
        ]
      : [
          { term: t('identity>card_type'), description: t(`identity>card_${item.card_type}`) },
          { term: t('identity>real_id'), description: <span translate="no">{item.real_id}</span> },
          { term: t('identity>real_name'), description: item.real_name },
        ]),
    { term: t('ops>submitted'), description: formatDateTime(item.created, lng) },
  ];
  return (
    <article css={cardStyles} aria-labelledby={`ops-${item.kind}-${item.id}`}>
      <header css={headStyles}>
        <Badge tone={item.kind === 'certificate' ? 'brand' : 'neutral'} icon={item.kind === 'certificate' ? 'award' : 'user'}>
          {t(`ops>kind_${item.kind}`)}
        </Badge>
        <StatusChip state={item.state} reviewedOn={item.reviewed_on} />
      </header>
      <h2 id={`ops-${item.kind}-${item.id}`} css={titleStyles}>
        {title}
      </h2>
      <DescriptionList layout="grid" items={facts} />
      <div>
        <h3 css={smallHeadingStyles}>{t('ops>files')}</h3>
        <FileLinks files={item.files} />
      </div>
      <History item={item} />
      {item.state === 'pending' ? <Decide item={item} onDecided={onDecided} /> : null}
    </article>
  );
}

function History({ item }: { item: OpsItem }) {
  const { t, i18n } = useTranslation('verify');
  const lng = i18n.language as Language;
  return (
    <div>
      <h3 css={smallHeadingStyles}>{t('ops>history')}</h3>
      <ol css={historyStyles}>
        <li>
          <time dateTime={item.created.replace(' ', 'T') + 'Z'}>{formatDateTime(item.created, lng)}</time>{' '}
          {t('ops>history_submitted', { who: item.user.full_name || item.user.username })}
        </li>
        {item.history.map((h, i) => (
          <li key={i}>
            <time dateTime={h.created.replace(' ', 'T') + 'Z'}>{formatDateTime(h.created, lng)}</time>{' '}
            {t(`ops>history_${h.action}`, { who: h.operator ? `${h.operator} (@${h.operator_username})` : t('ops>provider') })}
            {h.reason ? <q css={reasonQuoteStyles}>{h.reason}</q> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}

function Decide({ item, onDecided }: { item: OpsItem; onDecided: (m: string) => void }) {
  const { t } = useTranslation('verify');
  const decide = useOpsDecision();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<{ reason?: string; form?: string }>({});

  async function run(action: 'approve' | 'reject') {
    setError({});
    try {
      if (action === 'approve') await decide.mutateAsync({ kind: item.kind, id: item.id, action });
      else await decide.mutateAsync({ kind: item.kind, id: item.id, action, reason: reason.trim() });
      onDecided(t(`ops>done_${action}`, { who: item.user.full_name || item.user.username }));
    } catch (err) {
      if (isServerError(err) && err.fields.reason) setError({ reason: err.fields.reason });
      else setError({ form: errorMessageOf(err, t('common|errors>network')) });
    }
  }

  function onReject(e: FormEvent) {
    e.preventDefault();
    if (!reason.trim()) {
      setError({ reason: t('ops>reason_required') });
      return;
    }
    void run('reject');
  }

  return (
    <div css={decideStyles}>
      {error.form ? <Alert tone="error">{error.form}</Alert> : null}
      {rejecting ? (
        <form onSubmit={onReject} noValidate>
          <TextArea
            label={t('ops>reason')}
            hint={t('ops>reason_hint')}
            {...bindField('reason', reason, setReason, error)}
            maxLength={REASON_MAX}
            rows={3}
            counter={(n, max) => t('ops>reason_count', { n, max })}
            required
          />
          <div css={buttonsStyles}>
            <Button variant="ghost" onClick={() => setRejecting(false)}>
              {t('form>cancel')}
            </Button>
            <Button type="submit" variant="danger" loading={decide.isPending}>
              {t('ops>reject_confirm')}
            </Button>
          </div>
        </form>
      ) : (
        <div css={buttonsStyles}>
          <Button variant="secondary" onClick={() => setRejecting(true)}>
            {t('ops>reject')}
          </Button>
          <Button loading={decide.isPending} onClick={() => void run('approve')}>
            {t('ops>approve')}
          </Button>
        </div>
      )}
    </div>
  );
}

const listWrapStyles = stack(4);

const itemsStyles = [bareList, stack(4), spaceBelow(4)];

const cardStyles = [
  certificateCardStyles,
  css`
    box-shadow: ${theme.shadow.card};
  `,
];

const headStyles = cluster(2);

const titleStyles = css`
  margin: 0;
  font-size: ${theme.font.size.lg};
  overflow-wrap: anywhere;
`;

const smallHeadingStyles = css`
  margin: 0 0 ${theme.space[2]};
  font-size: ${theme.font.size.sm};
`;

const historyStyles = css`
  margin: 0;
  padding-left: ${theme.space[4]};
  display: grid;
  gap: ${theme.space[1]};
  font-size: ${theme.font.size.sm};
  color: ${theme.color.textSecondary};
  time {
    font-variant-numeric: tabular-nums;
    color: ${theme.color.text};
  }
`;

const reasonQuoteStyles = css`
  display: block;
  color: ${theme.color.dangerDark};
`;

const decideStyles = css`
  padding-top: ${theme.space[3]};
  border-top: 1px solid ${theme.color.border};
`;

const buttonsStyles = css`
  display: flex;
  gap: ${theme.space[3]};
  justify-content: flex-end;
  & > * {
    flex: 1;
  }
  ${theme.breakpoint.sm} {
    & > * {
      flex: 0 0 auto;
    }
  }
`;
