/**
 * The subject panel of a disputed safety payment part (queue "disputes", subject `safety_part`; docs/decisions/0037):
 * the money held, the consumer's cancel request or refund application (amount, reason, photos), the pro's
 * counter-offer, the bid's chat, and trust and safety's decision (SafetyDecision). Finance may read it (a payout
 * question) but not decide; a decided part shows the outcome and its note.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { safetyPaymentsContract as c } from '@shared/api/safety-payments.contract';
import type { Ticket } from '@shared/schemas/back-office.schema';
import type { OpsSafetyPart } from '@shared/schemas/safety-payments.schema';
import { formatHkd } from '@shared/utils/format';
import { Alert } from '@client/ui/alert';
import { Badge } from '@client/ui/badge';
import { useRead } from '@client/lib/endpoint-query';
import { theme } from '@client/styles/theme';
import { useOpsMe } from '../api/back-office.queries';
import { DecidedLine } from '../components/decision-form';
import { OpsPanel } from '../components/ops-frame';
import { DateTime } from '../components/ops-time';
import { factsStyles, mutedInline, mutedStyles, panelStyles, preStyles, stackListStyles } from '../components/panel-styles';
import { SafetyDecision } from './safety-decision';

const DECIDED = ['released', 'refunded', 'settled'];

/** The panels registry's props (declared here too: a type import back to the registry would be a cycle). */
export default function SafetyDisputePanel({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation('ops');
  const { data, isError } = useRead(c.opsPart, { params: { id: ticket.subject_id } }, { staleTime: 5_000 });
  const { data: me } = useOpsMe();
  if (isError) return <Alert tone="error">{t('common|errors>generic')}</Alert>;
  if (!data) return <p css={mutedStyles}>{t('safety_dispute>loading')}</p>;
  const part = data.part;
  return (
    <div css={panelStyles}>
      <Summary data={data} />
      <Request data={data} />
      <Chat data={data} />
      {part.status === 'disputed' && me?.queues.includes('disputes') ? <SafetyDecision data={data} /> : null}
      {DECIDED.includes(part.status) && part.decision_note ? (
        <DecidedLine
          text={t('safety_dispute>decided', { refunded: formatHkd(part.refunded), released: formatHkd(part.released) })}
          reason={part.decision_note}
        />
      ) : null}
    </div>
  );
}

function Summary({ data }: { data: OpsSafetyPart }) {
  const { t } = useTranslation('ops');
  const { part, payment } = data;
  return (
    <dl css={factsStyles}>
      <dt>{t('safety_dispute>held')}</dt>
      <dd>
        <strong>{formatHkd(part.held)}</strong>{' '}
        <Badge tone={DECIDED.includes(part.status) ? 'neutral' : 'warning'}>{t(`safety_dispute>status>${part.status}`)}</Badge>
      </dd>
      <dt>{t('safety_dispute>part')}</dt>
      <dd>{t('safety_dispute>part_of', { position: part.position, amount: formatHkd(part.amount), price: formatHkd(payment.price) })}</dd>
      <dt>{t('safety_dispute>service')}</dt>
      <dd>{t('safety_dispute>service_of', { category: data.category_name, bid: payment.bid_id })}</dd>
      <dt>{t('safety_dispute>consumer')}</dt>
      <dd>{data.consumer.name}</dd>
      <dt>{t('safety_dispute>pro')}</dt>
      <dd>{data.pro.name}</dd>
      <dt>{t('safety_dispute>commission')}</dt>
      <dd>{payment.commission_percent} %</dd>
    </dl>
  );
}

function Request({ data }: { data: OpsSafetyPart }) {
  const { t } = useTranslation('ops');
  const r = data.part.request;
  if (!r) return <p css={mutedStyles}>{t('safety_dispute>no_request')}</p>;
  return (
    <OpsPanel title={t(`safety_dispute>request>${r.kind}`)}>
      <dl css={factsStyles}>
        <dt>{t('safety_dispute>asked')}</dt>
        <dd>
          <strong>{formatHkd(r.amount)}</strong> · <DateTime value={r.requested_at} />
        </dd>
        <dt>{t('safety_dispute>reason')}</dt>
        <dd css={preStyles}>{r.reason}</dd>
        <dt>{t('safety_dispute>counter')}</dt>
        <dd>
          {r.counter_amount === null ? (
            t('safety_dispute>no_counter')
          ) : (
            <>
              <strong>{formatHkd(r.counter_amount)}</strong>
              {r.counter_reason ? <span css={preStyles}>{r.counter_reason}</span> : null}
            </>
          )}
        </dd>
      </dl>
      {r.photos.length ? (
        <ul css={photoStyles} aria-label={t('safety_dispute>photos')}>
          {r.photos.map((p) => (
            <li key={p.id}>
              <a href={p.url} target="_blank" rel="noopener noreferrer">
                <img src={p.url} alt={p.name} width={96} height={96} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </OpsPanel>
  );
}

function Chat({ data }: { data: OpsSafetyPart }) {
  const { t } = useTranslation('ops');
  return (
    <OpsPanel title={t('safety_dispute>chat')}>
      {data.chat.length ? (
        <ol css={stackListStyles}>
          {data.chat.map((m, i) => (
            <li key={i}>
              <span css={mutedInline}>
                {m.from === 'consumer' ? t('safety_dispute>consumer') : t('safety_dispute>pro')} · <DateTime value={m.created} />
              </span>
              <p css={preStyles}>{m.body}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p css={mutedStyles}>{t('safety_dispute>no_chat')}</p>
      )}
    </OpsPanel>
  );
}

const photoStyles = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  list-style: none;
  margin: 0;
  padding: 0;
  img {
    display: block;
    object-fit: cover;
    border-radius: ${theme.radius.control};
    border: 1px solid ${theme.color.border};
  }
`;
