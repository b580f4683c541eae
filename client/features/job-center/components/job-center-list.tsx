/**
 * Job center cards: what the job is, where and when, how many pros already quoted and how many
 * places are left, and the fee the first quote costs (discount shown) before the pro acts. "Quote this job" takes a
 * place and opens the lead to quote; a refusal (full, closed) is said on the card.
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import type { JobCenterItem } from '@shared/schemas/job-center.schema';
import { TIME_SLOTS } from '@shared/domain/request-lifecycle';
import { slotTitle } from '@client/lib/request-when';
import { formatHkd } from '@shared/utils/format';
import { Alert } from '@client/ui/alert';
import { Badge } from '@client/ui/badge';
import { Button } from '@client/ui/button';
import { Icon } from '@client/ui/icon';
import { ListSkeleton } from '@client/ui/list-row';
import { VisuallyHidden } from '@client/ui/visually-hidden';
import { theme } from '@client/styles/theme';
import { bareList, cardSurface, clampLines, cluster, inlineRow, secondarySmall, spread, stack, timeAside } from '@client/styles/layout';
import { useHref } from '@client/lib/paths';
import { useNow } from '@client/lib/use-now';
import { agoText, dayLabel } from '@client/lib/day-label';
import { useOptIn } from '../api/job-center.mutations';

export function JobCenterList({ items }: { items: JobCenterItem[] }) {
  return (
    <ul css={listStyles}>
      {items.map((job) => (
        <JobCard key={job.quote_request_id} job={job} />
      ))}
    </ul>
  );
}

const nameOf = (lng: Language, r: { name_zh: string; name_en: string }) => (lng === 'zh-HK' ? r.name_zh : r.name_en);

function JobCard({ job }: { job: JobCenterItem }) {
  const { t, i18n } = useTranslation('workspace');
  const lng = i18n.language as Language;
  const now = useNow();
  const href = useHref();
  const navigate = useNavigate();
  const optIn = useOptIn();
  const [error, setError] = useState<string | null>(null);
  const sep = lng === 'zh-HK' ? '、' : ', ';
  const dates = job.preferred_dates
    .slice(0, 3)
    .map((d) => dayLabel(t, d, lng, now))
    .join(sep);
  const slots = TIME_SLOTS.filter((s) => job.time_slots.includes(s.key))
    .map((s) => slotTitle(t, s))
    .join(sep);
  const answers = job.answers.filter((a) => a.type !== 'district' && a.type !== 'date').slice(0, 4);
  const titleId = `job-${job.quote_request_id}`;
  const quote = () => {
    setError(null);
    optIn.mutate(job.quote_request_id, {
      onSuccess: (r) => navigate(href('leadDetail', { bidId: r.quote_bid_id })),
      onError: (e) => setError(e.message || t('job_center>opt_in_failed')),
    });
  };
  return (
    <li css={cardStyles} aria-labelledby={titleId} data-testid="job-card">
      <div css={headStyles}>
        <h2 id={titleId} css={titleStyles}>
          {nameOf(lng, job.category)} · {job.consumer_first_name || t('job_center>customer')}
        </h2>
        <span css={agoStyles}>{agoText(t, job.created, lng, now)}</span>
      </div>
      <p css={metaStyles}>
        {job.district ? (
          <span>
            <Icon name="map-pin" size={14} />
            {nameOf(lng, job.district)}
          </span>
        ) : null}
        {dates || slots ? (
          <span>
            <Icon name="calendar" size={14} />
            {[dates, slots].filter(Boolean).join(' · ')}
          </span>
        ) : null}
      </p>
      {job.description ? <p css={descStyles}>{job.description}</p> : null}
      {answers.length ? (
        <dl css={answerStyles}>
          {answers.map((a) => (
            <div key={a.field_key}>
              <dt>{lng === 'zh-HK' ? a.label_zh : a.label_en}</dt>
              <dd>{lng === 'zh-HK' ? a.display_zh : a.display_en}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div css={badgeRowStyles}>
        <Badge tone="neutral" icon="users">
          {t('job_center>quoted', { count: job.quote_count })}
        </Badge>
        <Badge tone={job.spots_left <= 1 ? 'warning' : 'brand'}>{t('job_center>spots_left', { count: job.spots_left })}</Badge>
        {job.discount_percent > 0 ? (
          <Badge tone="warning" icon="tag">
            {t('job_center>discount', { percent: job.discount_percent })}
          </Badge>
        ) : null}
      </div>
      <div css={footStyles}>
        <p css={feeStyles} data-testid="job-fee">
          <span>{t('job_center>fee_label')}</span> <strong>{formatHkd(job.fee)}</strong>
          {job.fee !== job.original_fee ? (
            <>
              {' '}
              {/* aria-label is not allowed on <s> (role deletion): the spoken words are hidden text inside it instead. */}
              <s>
                <VisuallyHidden>{t('job_center>original_fee', { fee: formatHkd(job.original_fee) })}</VisuallyHidden>
                <span aria-hidden="true">{formatHkd(job.original_fee)}</span>
              </s>
            </>
          ) : null}
          <span css={feeNoteStyles}>{t('job_center>fee_note')}</span>
        </p>
        <Button onClick={quote} loading={optIn.isPending} aria-describedby={titleId}>
          {t('job_center>quote_this_job')}
        </Button>
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
    </li>
  );
}

export function JobCenterListSkeleton() {
  return <ListSkeleton rowHeight={180} gap={3} />;
}

const listStyles = css`
  ${bareList};
  ${stack(3)};
`;

const cardStyles = css`
  ${stack(2)};
  padding: ${theme.space[3]} ${theme.space[4]};
  ${cardSurface};
`;

const headStyles = css`
  display: flex;
  justify-content: space-between;
  gap: ${theme.space[2]};
  align-items: baseline;
`;

const titleStyles = css`
  margin: 0;
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.bold};
  min-width: 0;
  overflow-wrap: anywhere;
`;

const agoStyles = timeAside;

const metaStyles = css`
  display: flex;
  flex-wrap: wrap;
  gap: 2px ${theme.space[3]};
  margin: 0;
  ${secondarySmall};
  span {
    ${inlineRow(1)};
  }
`;

const descStyles = css`
  margin: 0;
  ${secondarySmall};
  ${clampLines(3)};
`;

const answerStyles = css`
  margin: 0;
  display: grid;
  gap: 2px ${theme.space[3]};
  font-size: ${theme.font.size.sm};
  ${theme.breakpoint.sm} {
    grid-template-columns: 1fr 1fr;
  }
  div {
    display: flex;
    gap: ${theme.space[1]};
    min-width: 0;
  }
  dt {
    color: ${theme.color.textMuted};
    flex-shrink: 0;
  }
  dt::after {
    content: ':';
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const badgeRowStyles = cluster(1);

const footStyles = css`
  ${spread(2, true)};
  padding-top: ${theme.space[2]};
  border-top: 1px solid ${theme.color.border};
  ${theme.breakpoint.belowSm} {
    button {
      width: 100%;
      min-height: ${theme.layout.touchTarget};
    }
  }
`;

const feeStyles = css`
  margin: 0;
  font-size: ${theme.font.size.sm};
  strong {
    font-size: ${theme.font.size.lg};
  }
  s {
    color: ${theme.color.textMuted};
  }
`;

const feeNoteStyles = css`
  display: block;
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.xs};
`;
