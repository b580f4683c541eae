/**
 * The subject panel of a contact message (queue "contact"): who wrote, how to reach them, their account when they
 * wrote signed in, and their other threads. The message itself and the reply box are the ticket's conversation.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { contentContract as c } from '@shared/api/content.contract';
import type { Ticket } from '@shared/schemas/back-office.schema';
import { Alert } from '@client/ui/alert';
import { Badge } from '@client/ui/badge';
import { Link } from '@client/ui/link';
import { useRead } from '@client/lib/endpoint-query';
import { useHref } from '@client/lib/paths';
import { theme } from '@client/styles/theme';
import { formatPhone } from '@shared/utils/format';
import { DateTime } from '../components/ops-time';
import { factsStyles, mutedInline, mutedStyles, panelStyles } from '../components/panel-styles';

/** The panels registry's props (declared here too: a type import back to the registry would be a cycle). */
export default function ContactPanel({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation('ops');
  const href = useHref();
  const { data, isError } = useRead(c.contactPanel, { params: { id: ticket.subject_id } }, { staleTime: 5_000 });
  if (isError) return <Alert tone="error">{t('common|errors>generic')}</Alert>;
  if (!data) return <p css={mutedStyles}>{t('contact>loading')}</p>;
  const m = data.message;
  return (
    <div css={panelStyles}>
      <dl css={factsStyles}>
        <dt>{t('contact>sender')}</dt>
        <dd>
          {m.name} · <a href={`mailto:${m.email}`}>{m.email}</a>
          {m.phone ? ` · ${formatPhone(m.phone)}` : ''}
        </dd>
        <dt>{t('contact>topic')}</dt>
        <dd>
          {t(`contact>topic_${m.topic}`)} · {t(`language>${m.language === 'en-HK' ? 'en-HK' : 'zh-HK'}`)} · <DateTime value={m.created} />
        </dd>
        <dt>{t('contact>account')}</dt>
        <dd>
          {data.account ? (
            <>
              <Link to={href('opsUser', { id: data.account.id })}>{data.account.full_name}</Link>{' '}
              <span css={mutedInline}>
                @{data.account.username} · {data.account.email} · {t(`moderation>role>${data.account.role === 'pro' ? 'pro' : 'consumer'}`)}
              </span>
            </>
          ) : (
            t('contact>visitor')
          )}
        </dd>
      </dl>
      <section aria-labelledby="contact-others">
        <h4 id="contact-others" css={titleStyles}>
          {t('contact>others')}
        </h4>
        {data.other_threads.length ? (
          <ul css={listStyles}>
            {data.other_threads.map((o) => (
              <li key={o.ticket_id}>
                <Link to={href('opsTicket', { id: o.ticket_id })}>#{o.ticket_id}</Link> {o.summary}{' '}
                <Badge tone={o.status === 'open' ? 'warning' : 'neutral'}>{t(`ticket>status>${o.status}`)}</Badge>{' '}
                <span css={mutedInline}>
                  <DateTime value={o.created} />
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p css={mutedStyles}>{t('contact>no_others')}</p>
        )}
      </section>
    </div>
  );
}

const titleStyles = css`
  margin: 0 0 ${theme.space[1]};
  font-size: ${theme.font.size.sm};
`;
const listStyles = css`
  margin: 0;
  padding-left: ${theme.space[4]};
  font-size: ${theme.font.size.sm};
  display: grid;
  gap: ${theme.space[1]};
`;
