/**
 * The chat of one quote (SPEC §7 messages/*): messages oldest first with day separators and read state,
 * a composer with files, live updates over /ws, older messages on demand, block/unblock and report.
 */
import { css } from '@emotion/react';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ReportType } from '@shared/domain/report-topics';
import { sameHkDay } from '@shared/utils/dates';
import { Avatar } from '@client/ui/avatar';
import { Button } from '@client/ui/button';
import { Skeleton } from '@client/ui/skeleton';
import { theme } from '@client/styles/theme';
import { useRealtime } from '@client/lib/realtime';
import { useDataClient } from '@client/lib/data-client';
import {
  canMessageQuery,
  conversationKey,
  fetchOlder,
  useBlockStatus,
  useCanMessage,
  useConversation,
  type Conversation,
} from '../api/chat.queries';
import { addMessage, useMarkRead } from '../api/chat.mutations';
import { ChatComposer } from './chat-composer';
import { ChatMessageItem } from './chat-message';
import { ChatMenu } from './chat-menu';
import { ReportSheet } from './report-sheet';

export interface ChatPanelProps {
  bidId: number;
  /** What the menu's report targets. */
  report: { type: ReportType; quote_request_id?: number; quote_bid_id?: number; quote_service_id?: number };
  /** Shown until the conversation loads (the pro's business name or the consumer's name). */
  title: string;
  /** A line under the header about the bid, composed by the page (e.g. its safety payment). */
  notice?: ReactNode;
}

export function ChatPanel({ bidId, report, title, notice }: ChatPanelProps) {
  const { t } = useTranslation('messages');
  const qc = useQueryClient();
  const data = useDataClient();
  const conv = useConversation(bidId);
  const can = useCanMessage(bidId);
  const other = conv.data?.other_user;
  const block = useBlockStatus(other?.id);
  const markRead = useMarkRead(bidId);
  const listRef = useRef<HTMLOListElement>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [reportedId, setReportedId] = useState<number | null>(null);
  const count = conv.data?.messages.length ?? 0;
  const lastId = conv.data?.messages[count - 1]?.id;
  const unreadFromOther = conv.data?.messages.some((m) => !m.is_sender && !m.is_read) ?? false;

  useEffect(() => {
    if (unreadFromOther && !markRead.isPending) markRead.mutate();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unreadFromOther, lastId]);

  useLayoutEffect(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lastId]);

  useRealtime((e) => {
    if (e.type === 'message' && e.quote_bid_id === bidId) addMessage(qc, bidId, e.message);
    if (e.type === 'bid_status' && e.quote_bid_id === bidId) void qc.invalidateQueries({ queryKey: canMessageQuery(data, bidId).queryKey });
    if (e.type === 'reconnected') void qc.invalidateQueries({ queryKey: conversationKey(bidId) });
  });

  async function older() {
    const first = conv.data?.messages[0];
    if (!first) return;
    setLoadingOlder(true);
    try {
      const page = await fetchOlder(data, bidId, first.id);
      qc.setQueryData<Conversation>(conversationKey(bidId), (cur) =>
        cur
          ? {
              ...cur,
              has_more: page.has_more,
              messages: [...page.messages.filter((m) => !cur.messages.some((x) => x.id === m.id)), ...cur.messages],
            }
          : cur,
      );
    } finally {
      setLoadingOlder(false);
    }
  }

  const name = other?.full_name ?? title;
  const canWrite = can.data?.can_message ?? conv.data?.can_message ?? false;
  const reason = can.data?.reason ?? 'ok';
  return (
    <section aria-labelledby="chat-title" css={[panelStyles, !canWrite && count === 0 && !conv.isPending && compactStyles]}>
      <header css={headerStyles}>
        <Avatar name={name} size="sm" />
        <h2
          id="chat-title"
          css={css`
            flex: 1;
            min-width: 0;
            margin: 0;
            font-size: ${theme.font.size.md};
            overflow: hidden;
            text-overflow: ellipsis;
            white-space: nowrap;
          `}
        >
          {t('chat>title', { name })}
        </h2>
        {other ? (
          <ChatMenu bidId={bidId} otherUserId={other.id} otherName={name} blocked={block.data?.is_blocked ?? false} report={report} />
        ) : null}
      </header>
      {notice}
      <ol ref={listRef} css={listStyles} aria-live="polite" aria-label={t('chat>messages')}>
        {conv.isPending ? (
          <li
            css={css`
              display: grid;
              gap: ${theme.space[2]};
            `}
            aria-hidden="true"
          >
            <Skeleton height={40} width="60%" />
            <Skeleton height={40} width="50%" />
          </li>
        ) : null}
        {conv.data?.has_more ? (
          <li
            css={css`
              text-align: center;
            `}
          >
            <Button size="sm" variant="ghost" loading={loadingOlder} onClick={() => void older()}>
              {t('chat>older')}
            </Button>
          </li>
        ) : null}
        {conv.data && count === 0 ? <li css={emptyStyles}>{t('chat>empty')}</li> : null}
        {conv.data?.messages.map((m, i, all) => (
          <ChatMessageItem
            key={m.id}
            message={m}
            separator={i === 0 || !sameHkDay(all[i - 1].created, m.created)}
            lastMine={m.is_sender && !all.slice(i + 1).some((x) => x.is_sender)}
            onReport={() => setReportedId(m.id)}
          />
        ))}
      </ol>
      {canWrite ? (
        <ChatComposer bidId={bidId} />
      ) : conv.data ? (
        <p css={closedStyles} role="status">
          {t(`chat>reason_${reason === 'ok' ? 'not_quoted' : reason}`)}
        </p>
      ) : null}
      <ReportSheet
        open={reportedId !== null}
        onClose={() => setReportedId(null)}
        target={{ type: 'message', message_id: reportedId ?? undefined }}
      />
    </section>
  );
}

const panelStyles = css`
  display: flex;
  flex-direction: column;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.card};
  box-shadow: ${theme.shadow.card};
  height: min(72vh, 620px);
  min-height: 420px;
  overflow: hidden;
`;

const compactStyles = css`
  height: auto;
  min-height: 0;
  ol {
    min-height: 120px;
  }
`;

const headerStyles = css`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  padding: ${theme.space[2]} ${theme.space[3]};
  border-bottom: 1px solid ${theme.color.border};
`;

const listStyles = css`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  list-style: none;
  margin: 0;
  padding: ${theme.space[3]};
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  background: ${theme.color.background};
  overscroll-behavior: contain;
`;

const emptyStyles = css`
  margin: auto;
  text-align: center;
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
  max-width: 260px;
`;

const closedStyles = css`
  margin: 0;
  padding: ${theme.space[3]} ${theme.space[4]};
  border-top: 1px solid ${theme.color.border};
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
  text-align: center;
`;
