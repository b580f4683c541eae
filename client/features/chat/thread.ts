/**
 * What another feature adds to a bid's chat, composed by the page (features do not import each other): an action in
 * the header, entries between the messages by time (calls, call appointments), menu items and sheets.
 */
import type { ReactNode } from 'react';
import type { ChatMessage } from '@shared/schemas/chat.schema';
import { fromServer } from '@shared/utils/dates';

/** What the chat tells its extras: the other person's name, whether one may write, and a way to the composer. */
export interface ChatExtrasContext {
  name: string;
  canWrite: boolean;
  focusComposer: () => void;
}

/** An entry shown between the messages at `at` (a server timestamp). */
export interface ThreadExtra {
  key: string;
  at: string;
  node: ReactNode;
}

export interface ChatExtras {
  header?: (ctx: ChatExtrasContext) => ReactNode;
  items?: readonly ThreadExtra[];
  menu?: (ctx: ChatExtrasContext) => ReadonlyArray<{ key: string; label: string; onSelect: () => void }>;
  /** Rendered after the panel (sheets and dialogs of the extras). */
  overlay?: (ctx: ChatExtrasContext) => ReactNode;
}

export type ThreadItem = { kind: 'message'; key: string; at: string; message: ChatMessage } | ({ kind: 'extra' } & ThreadExtra);

const time = (at: string) => fromServer(at).valueOf();

/**
 * Messages in their order with the extras placed by time. Extras older than the first shown message wait until the
 * older messages are loaded (unless every message is shown); one made in the same second as a message goes after it.
 */
export function mergeThread(messages: readonly ChatMessage[], extras: readonly ThreadExtra[], allMessagesShown: boolean): ThreadItem[] {
  const from = !allMessagesShown && messages.length ? time(messages[0].created) : -Infinity;
  const placed = extras
    .filter((x) => time(x.at) >= from)
    .map((x) => ({ ...x, t: time(x.at) }))
    .sort((a, b) => a.t - b.t || a.key.localeCompare(b.key));
  const out: ThreadItem[] = [];
  let i = 0;
  for (const m of messages) {
    const at = time(m.created);
    while (i < placed.length && placed[i].t < at) {
      const { t: _t, ...x } = placed[i++];
      out.push({ kind: 'extra', ...x });
    }
    out.push({ kind: 'message', key: `msg-${m.id}`, at: m.created, message: m });
  }
  for (; i < placed.length; i++) {
    const { t: _t, ...x } = placed[i];
    out.push({ kind: 'extra', ...x });
  }
  return out;
}
