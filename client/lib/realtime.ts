/**
 * The browser's one WebSocket to /ws (docs/api/requests-and-quotes.md "Realtime"): opened when the first listener
 * subscribes, reconnected with exponential backoff (1 s … 30 s, with jitter) while anyone listens, closed
 * when the last one leaves. A 4401 close (not signed in) stops retrying until the next subscription.
 * On the server (SSR) every call is a no-op.
 */
import { useEffect, useRef } from 'react';
import type { ChatMessage } from '@shared/schemas/chat.schema';
import type { UnreadCount } from '@shared/schemas/bids.schema';
import type { Notification } from '@shared/schemas/notifications.schema';
import type { ShopChatMessage } from '@shared/schemas/shop-chats.schema';
import type { ClientCallFrame, ServerCallFrame } from '@shared/schemas/voice.schema';

export type RealtimeEvent =
  | { type: 'hello'; user_id: number }
  | { type: 'message'; quote_bid_id: number; message: ChatMessage }
  | { type: 'bid_status'; quote_bid_id: number; quote_request_id: number; quote_status_id: number; action: string }
  | ({ type: 'unread_count' } & UnreadCount)
  | { type: 'notification'; notification: Notification }
  | { type: 'pong' }
  | { type: 'shop_message'; shop_chat_id: number; message: ShopChatMessage }
  | { type: 'shop_chat_read'; shop_chat_id: number; reader_id: number }
  | ServerCallFrame
  /** Synthetic: the socket (re)connected, so listeners refetch what they may have missed. */
  | { type: 'reconnected' };

type Listener = (event: RealtimeEvent) => void;

const listeners = new Set<Listener>();
let socket: WebSocket | null = null;
let retry = 0;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let pingTimer: ReturnType<typeof setInterval> | null = null;
let connectedOnce = false;
let refused = false;

const isBrowser = () => typeof window !== 'undefined' && typeof window.WebSocket === 'function';

function emit(event: RealtimeEvent): void {
  for (const l of [...listeners]) {
    try {
      l(event);
    } catch {
      /* a listener's failure must not stop the others */
    }
  }
}

function clearTimers(): void {
  if (retryTimer) clearTimeout(retryTimer);
  if (pingTimer) clearInterval(pingTimer);
  retryTimer = null;
  pingTimer = null;
}

function scheduleReconnect(): void {
  if (!listeners.size || refused || retryTimer) return;
  const base = Math.min(30_000, 1000 * 2 ** retry);
  retry += 1;
  retryTimer = setTimeout(
    () => {
      retryTimer = null;
      connect();
    },
    base / 2 + Math.random() * (base / 2),
  );
}

function connect(): void {
  if (!isBrowser() || socket || !listeners.size) return;
  const url = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/ws`;
  let ws: WebSocket;
  try {
    ws = new WebSocket(url);
  } catch {
    scheduleReconnect();
    return;
  }
  socket = ws;
  ws.onopen = () => {
    retry = 0;
    if (connectedOnce) emit({ type: 'reconnected' });
    connectedOnce = true;
    pingTimer = setInterval(() => {
      if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ type: 'ping' }));
    }, 25_000);
  };
  ws.onmessage = (e) => {
    try {
      const event = JSON.parse(String(e.data)) as RealtimeEvent;
      if (event && typeof event.type === 'string') emit(event);
    } catch {
      /* ignore malformed frames */
    }
  };
  ws.onclose = (e) => {
    if (socket === ws) socket = null;
    clearTimers();
    if (e.code === 4401) refused = true;
    scheduleReconnect();
  };
  ws.onerror = () => {
    /* onclose follows and reconnects */
  };
}

function disconnect(): void {
  clearTimers();
  const ws = socket;
  socket = null;
  connectedOnce = false;
  if (ws && (ws.readyState === WebSocket.OPEN || ws.readyState === WebSocket.CONNECTING)) ws.close(1000, 'bye');
}

/** Listens to realtime events; returns the unsubscribe function. */
export function subscribeRealtime(listener: Listener): () => void {
  if (!isBrowser()) return () => undefined;
  listeners.add(listener);
  refused = false;
  connect();
  return () => {
    listeners.delete(listener);
    if (!listeners.size) disconnect();
  };
}

/** Sends a frame on the open socket (call signalling); false when it is not open, so the caller may retry. */
export function sendRealtime(frame: ClientCallFrame): boolean {
  if (!socket || socket.readyState !== WebSocket.OPEN) return false;
  socket.send(JSON.stringify(frame));
  return true;
}

/** React hook: calls the latest `handler` for every event while the component is mounted (browser only). */
export function useRealtime(handler: Listener, enabled = true): void {
  const ref = useRef(handler);
  ref.current = handler;
  useEffect(() => {
    if (!enabled) return undefined;
    return subscribeRealtime((e) => ref.current(e));
  }, [enabled]);
}
