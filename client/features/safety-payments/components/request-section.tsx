/**
 * The open request on a part: a cancel request or a refund application with its amount, reason and photos, the pro's
 * other amount if any, and how long the other side has to answer before Sifu's trust and safety team decides.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import type { SafetyPart } from '@shared/schemas/safety-payments.schema';
import { formatDateTime } from '@shared/utils/dates';
import { formatHkd } from '@shared/utils/format';
import { DescriptionList } from '@client/ui/description-list';
import { theme } from '@client/styles/theme';
import { bareList, cluster, stack } from '@client/styles/layout';
import { DeadlineNote } from './deadline-note';
import { Money } from './money';

type Request = NonNullable<SafetyPart['request']>;

/** Whose answer the request waits for: the pro's to a request, the consumer's to the pro's other amount. */
const waitsFor = (status: SafetyPart['status']) => (status === 'refund_countered' ? 'consumer' : 'pro');

export function RequestSection({ part, request, role }: { part: SafetyPart; request: Request; role: 'consumer' | 'pro' }) {
  const { t, i18n } = useTranslation('dashboard');
  const lng = i18n.language as Language;
  const open = part.status === 'cancel_requested' || part.status === 'refund_requested' || part.status === 'refund_countered';
  const items = [
    { term: t('safety_payments>request>amount'), description: <Money amount={request.amount} strong /> },
    { term: t('safety_payments>request>requested_at'), description: formatDateTime(request.requested_at, lng) },
    { term: t('safety_payments>request>reason'), description: request.reason },
  ];
  return (
    <div css={stack(3)} data-testid="safety-request">
      <DescriptionList items={items} />
      {request.photos.length ? (
        <ul css={photosStyles} aria-label={t('safety_payments>request>photos')}>
          {request.photos.map((p) => (
            <li key={p.id}>
              <a href={p.url} target="_blank" rel="noreferrer" aria-label={t('safety_payments>request>open_photo', { name: p.name })}>
                <img src={p.url} alt={p.name} width={72} height={72} loading="lazy" css={thumbStyles} />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {request.counter_amount !== null ? (
        <div css={counterStyles}>
          <p>
            <strong>{t('safety_payments>request>counter', { amount: formatHkd(request.counter_amount) })}</strong>
          </p>
          {request.counter_reason ? <p>{request.counter_reason}</p> : null}
        </div>
      ) : null}
      {open && request.answer_due ? (
        <DeadlineNote
          label={t(`safety_payments>request>answer_due_${waitsFor(part.status) === role ? 'you' : 'other'}`)}
          at={request.answer_due}
          note={t('safety_payments>request>answer_due_note')}
        />
      ) : null}
    </div>
  );
}

const photosStyles = css`
  ${bareList};
  ${cluster(2)};
`;

const thumbStyles = css`
  display: block;
  width: 72px;
  height: 72px;
  object-fit: cover;
  border-radius: ${theme.radius.control};
  background: ${theme.color.neutralSoft};
`;

const counterStyles = css`
  padding: ${theme.space[3]} ${theme.space[4]};
  border-left: 3px solid ${theme.color.accent};
  background: ${theme.color.accentSoft};
  border-radius: ${theme.radius.control};
  p {
    margin: 0;
  }
`;
