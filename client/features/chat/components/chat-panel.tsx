/**
 * The chat of one quote (SPEC §7 messages/*): messages oldest first with day separators and read state,
 * a composer with files, live updates over /ws, older messages on demand, block/unblock and report.
 */
import { Fragment, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ReportType } from '@shared/domain/report-topics';
import { chatMarks } from '@client/ui/chat/chat-bubble';
import { ChatClosedNote, ChatFrame, ChatMessageList } from '@client/ui/chat/chat-frame';
import { useRealtime } from '@client/lib/realtime';
import { useDayLine } from '@client/lib/use-day-line';
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
import { ChatMessageItem, useChatTexts } from './chat-message';
import { ChatMenu } from './chat-menu';
import { ReportSheet } from './report-sheet';
import { mergeThread, type ChatExtras, type ChatExtrasContext } from '../thread';

export interface ChatPanelProps {
  bidId: number;
  /** What the menu's report targets. */
  report: { type: ReportType; quote_request_id?: number; quote_bid_id?: number; quote_service_id?: number };
  /** Shown until the conversation loads (the pro's business name or the consumer's name). */
  title: string;
  /** A line under the header about the bid, composed by the page (e.g. its safety payment). */
  notice?: ReactNode;
  /** What other features add (a call button, calls and appointments in the thread), composed by the page. */
  extras?: ChatExtras;
}

export function ChatPanel({ bidId, report, title, notice, extras }: ChatPanelProps) {
  const { t } = useTranslation('messages');
  const qc = useQueryClient();
  const data = useDataClient();
  const conv = useConversation(bidId);
  const can = useCanMessage(bidId);
  const other = conv.data?.other_user;
  const block = useBlockStatus(other?.id);
  const markRead = useMarkRead(bidId);
  const texts = useChatTexts();
  const dayLine = useDayLine();
  const listRef = useRef<HTMLOListElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
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
  const ctx: ChatExtrasContext = { name, canWrite, focusComposer: () => sectionRef.current?.querySelector('textarea')?.focus() };
  const thread = conv.data ? mergeThread(conv.data.messages, extras?.items ?? [], !conv.data.has_more) : [];
  const marks = chatMarks(thread.map((x) => ({ at: x.at, mine: x.kind === 'message' && x.message.is_sender })));
  return (
    <ChatFrame
      ref={sectionRef}
      title={t('chat>title', { name })}
      titleId="chat-title"
      name={name}
      compact={!canWrite && count === 0 && !conv.isPending}
      actions={
        other ? (
          <>
            {extras?.header?.(ctx)}
            <ChatMenu
              bidId={bidId}
              otherUserId={other.id}
              otherName={name}
              blocked={block.data?.is_blocked ?? false}
              report={report}
              extraItems={extras?.menu?.(ctx)}
            />
          </>
        ) : null
      }
    >
      {notice}
      <ChatMessageList
        ref={listRef}
        label={t('chat>messages')}
        loading={conv.isPending}
        older={conv.data?.has_more ? { label: t('chat>older'), loading: loadingOlder, onLoad: () => void older() } : null}
        empty={conv.data && thread.length === 0 ? t('chat>empty') : null}
      >
        {thread.map((item, i) =>
          item.kind === 'extra' ? (
            <Fragment key={item.key}>{item.node}</Fragment>
          ) : (
            <ChatMessageItem
              key={item.key}
              message={item.message}
              dayLine={marks[i].separator ? dayLine(item.at) : null}
              lastMine={marks[i].lastMine}
              texts={texts}
              onReport={() => setReportedId(item.message.id)}
            />
          ),
        )}
      </ChatMessageList>
      {canWrite ? (
        <ChatComposer bidId={bidId} />
      ) : conv.data ? (
        <ChatClosedNote>{t(`chat>reason_${reason === 'ok' ? 'not_quoted' : reason}`)}</ChatClosedNote>
      ) : null}
      {extras?.overlay?.(ctx)}
      <ReportSheet
        open={reportedId !== null}
        onClose={() => setReportedId(null)}
        target={{ type: 'message', message_id: reportedId ?? undefined }}
      />
    </ChatFrame>
  );
}
