/**
 * dashboard/support: the user's messages to Sifu (contact form) with the support team's replies, newest thread
 * first, each with a reply box (answering a closed thread opens it again for the team).
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QUEUE_TARGET_HOURS, type SupportThread } from '@shared/schemas/back-office.schema';
import { formatDateTime } from '@shared/utils/dates';
import type { Language } from '@shared/i18n/i18n-config';
import { Alert } from '@client/ui/alert';
import { Badge } from '@client/ui/badge';
import { Button, ButtonLink } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { EmptyState } from '@client/ui/empty-state';
import { PageShell } from '@client/ui/page-shell';
import { Skeleton } from '@client/ui/skeleton';
import { TextArea } from '@client/ui/textarea';
import { useToast } from '@client/ui/toast';
import { useApiForm } from '@client/ui/use-api-form';
import { useHref } from '@client/lib/paths';
import { theme } from '@client/styles/theme';
import { useSupportReply, useSupportThreads } from '@client/features/back-office/api/back-office.queries';

/** The promise shown to users, from the contact queue's target (24 h: one working day). */
const REPLY_DAYS = Math.max(1, Math.round(QUEUE_TARGET_HOURS.contact / 24));

export default function SupportPage() {
  const { t } = useTranslation('dashboard');
  const href = useHref();
  const { data, isPending, isError } = useSupportThreads();
  return (
    <PageShell
      title={t('support_threads>title')}
      intro={t('support_threads>intro', { count: REPLY_DAYS })}
      actions={
        <ButtonLink size="sm" variant="secondary" to={href('contact')}>
          {t('support_threads>new')}
        </ButtonLink>
      }
    >
      {isError ? <Alert tone="error">{t('common|errors>generic')}</Alert> : null}
      {isPending ? <Skeleton height={200} /> : null}
      {data && data.length === 0 ? (
        <Card>
          <EmptyState
            title={t('support_threads>empty_title')}
            body={t('support_threads>empty_body')}
            action={<ButtonLink to={href('contact')}>{t('support_threads>new')}</ButtonLink>}
          />
        </Card>
      ) : null}
      {data?.map((thread) => (
        <Thread key={thread.id} thread={thread} />
      ))}
    </PageShell>
  );
}

function Thread({ thread }: { thread: SupportThread }) {
  const { t, i18n } = useTranslation('dashboard');
  const lng = i18n.language as Language;
  const toast = useToast();
  const reply = useSupportReply(thread.id);
  const form = useApiForm({ network: t('common|errors>network'), known: ['body'] });
  const [body, setBody] = useState('');
  const send = async () => {
    if (!form.validate(body.trim() ? {} : { body: t('support_threads>reply_required') })) return;
    const r = await form.run(() => reply.mutateAsync(body.trim()));
    if (r.ok) {
      setBody('');
      toast.show(t('support_threads>sent'), { tone: 'success' });
    }
  };
  const titleId = `thread-${thread.id}`;
  return (
    <Card aria-labelledby={titleId}>
      <header css={headerStyles}>
        <h2 id={titleId} css={titleStyles}>
          {thread.summary}
        </h2>
        <Badge tone={thread.status === 'open' ? 'warning' : 'success'}>{t(`support_threads>status>${thread.status}`)}</Badge>
      </header>
      <ol css={listStyles} aria-label={t('support_threads>messages')}>
        {thread.thread.map((m) => (
          <li key={m.id} css={[bubbleStyles, m.from_staff ? staffStyles : mineStyles]}>
            <span css={metaStyles}>
              {m.from_staff ? t('support_threads>from_sifu') : t('support_threads>from_me')} ·{' '}
              <time dateTime={m.created.replace(' ', 'T') + 'Z'}>{formatDateTime(m.created, lng)}</time>
            </span>
            <p css={bodyStyles}>{m.body}</p>
          </li>
        ))}
      </ol>
      <form
        css={formStyles}
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
        <TextArea
          label={t('support_threads>reply_label')}
          rows={3}
          maxLength={4000}
          value={body}
          onChange={(e) => {
            setBody(e.target.value);
            form.clearField('body');
          }}
          error={form.fields.body}
        />
        <div>
          <Button type="submit" size="sm" loading={form.pending}>
            {t('support_threads>reply_send')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

const headerStyles = css`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space[2]};
  margin-bottom: ${theme.space[3]};
`;
const titleStyles = css`
  margin: 0;
  font-size: ${theme.font.size.md};
  min-width: 0;
  overflow-wrap: anywhere;
`;
const listStyles = css`
  list-style: none;
  margin: 0 0 ${theme.space[3]};
  padding: 0;
  display: grid;
  gap: ${theme.space[2]};
`;
const bubbleStyles = css`
  padding: ${theme.space[2]} ${theme.space[3]};
  border-radius: ${theme.radius.card};
  max-width: 85%;
`;
const mineStyles = css`
  justify-self: end;
  background: ${theme.color.neutralSoft};
`;
const staffStyles = css`
  justify-self: start;
  border: 1px solid ${theme.color.border};
`;
const metaStyles = css`
  display: block;
  font-size: ${theme.font.size.xs};
  color: ${theme.color.textSecondary};
`;
const bodyStyles = css`
  margin: ${theme.space[1]} 0 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
const formStyles = css`
  display: grid;
  gap: ${theme.space[2]};
`;
