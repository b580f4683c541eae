/**
 * The /ws WebSocket endpoint: authenticates with the session_token cookie (or ?token= for native apps),
 * then delivers the realtime bus events addressed to that user. Close code 4401 = not signed in.
 */
import type http from 'node:http';
import type { Duplex } from 'node:stream';
import crypto from 'node:crypto';
import { WebSocketServer, type WebSocket } from 'ws';
import { SESSION_COOKIE } from '@shared/domain/limits';
import type { Db } from './db';
import type { RealtimeBus } from './realtime';
import type { Presence } from './presence';
import { logger } from './logger';

export interface RealtimeServer {
  /**
   * Sends every client a close frame (1001 going away: browsers reconnect, to another instance when there is one)
   * and waits up to `graceMs` for their answers; clients still open then are cut.
   */
  close(graceMs?: number): Promise<void>;
  clientCount(): number;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) return decodeURIComponent(part.slice(i + 1).trim());
  }
  return undefined;
}

async function userIdFor(db: Db, token: string | undefined, idleDays: number): Promise<number | undefined> {
  if (!token || token.length > 200) return undefined;
  const hash = crypto.createHash('sha256').update(token).digest('hex');
  // Expired and idle sessions are refused here as by the session middleware.
  const row = await db.one<{ user_id: number }>(
    'SELECT user_id FROM sessions WHERE token_hash = $1 AND expires_at > now() AND last_seen > now() - make_interval(days => $2)',
    [hash, idleDays],
  );
  return row?.user_id;
}

function originAllowed(req: http.IncomingMessage, publicUrl: string): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  try {
    const o = new URL(origin);
    return o.origin === new URL(publicUrl).origin || o.host === req.headers.host;
  } catch {
    return false;
  }
}

export interface RealtimeServerOptions {
  db: Db;
  bus: RealtimeBus;
  publicUrl: string;
  path?: string;
  /** SESSION_IDLE_DAYS (default 30). */
  sessionIdleDays?: number;
  /** Answers an `unread_changed` event with a fresh `unread_count` event for a connected user. */
  unreadCounts?: (userId: number) => Promise<Record<string, unknown>>;
  /** Told of every socket that opens and closes (a user is online while one of their sockets is open). */
  presence?: Presence;
  /**
   * Client frames other than `ping` (voice signalling: `call_signal`, `call_alive`), parsed but not validated: the
   * handler validates them. Frames are at most 16 KiB and CLIENT_FRAME_BURST per socket, refilled at
   * CLIENT_FRAMES_PER_S; frames beyond that are dropped.
   */
  clientFrames?: (userId: number, frame: { type?: unknown }) => Promise<void> | void;
}

/** A socket may send this many frames at once, refilled at CLIENT_FRAMES_PER_S (ICE candidates come in bursts). */
export const CLIENT_FRAME_BURST = 60;
export const CLIENT_FRAMES_PER_S = 20;

/** A token bucket per socket: true while the socket is within its rate. */
function frameBudget(): () => boolean {
  let tokens = CLIENT_FRAME_BURST;
  let at = Date.now();
  return () => {
    const now = Date.now();
    tokens = Math.min(CLIENT_FRAME_BURST, tokens + ((now - at) / 1000) * CLIENT_FRAMES_PER_S);
    at = now;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}

export function attachRealtimeServer(server: http.Server, opts: RealtimeServerOptions): RealtimeServer {
  const wsPath = opts.path ?? '/ws';
  const wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 });
  const byUser = new Map<number, Set<WebSocket>>();

  const sendTo = (id: number, data: string) => {
    for (const ws of byUser.get(id) ?? []) if (ws.readyState === ws.OPEN) ws.send(data);
  };
  const unsubscribe = opts.bus.subscribe((userIds, event) => {
    if (event.type === 'unread_changed') {
      for (const id of userIds) {
        if (!byUser.has(id) || !opts.unreadCounts) continue;
        opts
          .unreadCounts(id)
          .then((counts) => sendTo(id, JSON.stringify({ type: 'unread_count', ...counts })))
          .catch((err: Error) => logger().warn('ws-unread-failed', { err: err.message }));
      }
      return;
    }
    const data = JSON.stringify(event);
    for (const id of userIds) sendTo(id, data);
  });

  const onUpgrade = (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== wsPath) return;
    if (!originAllowed(req, opts.publicUrl)) {
      socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => void onConnection(ws, req, url));
  };

  async function onConnection(ws: WebSocket, req: http.IncomingMessage, url: URL) {
    const token = cookieValue(req.headers.cookie, SESSION_COOKIE) ?? url.searchParams.get('token') ?? undefined;
    const userId = await userIdFor(opts.db, token, opts.sessionIdleDays ?? 30).catch(() => undefined);
    if (!userId) {
      ws.close(4401, 'invalid_token');
      return;
    }
    // Closed while its session was looked up: registering it now would leave the user online with no socket.
    if (ws.readyState !== ws.OPEN) return;
    let set = byUser.get(userId);
    if (!set) byUser.set(userId, (set = new Set()));
    set.add(ws);
    opts.presence?.connected(userId);
    ws.on('close', () => {
      set.delete(ws);
      if (!set.size) byUser.delete(userId);
      opts.presence?.disconnected(userId);
    });
    const withinRate = frameBudget();
    ws.on('message', (raw) => {
      let frame: { type?: unknown };
      try {
        frame = JSON.parse(String(raw)) as { type?: unknown };
      } catch {
        return; // malformed client frames are ignored
      }
      if (!frame || typeof frame !== 'object') return;
      if (frame.type === 'ping') return void ws.send(JSON.stringify({ type: 'pong' }));
      if (!opts.clientFrames || !withinRate()) return;
      Promise.resolve(opts.clientFrames(userId, frame)).catch((err: Error) =>
        logger().warn('ws-client-frame-failed', { type: String(frame.type).slice(0, 40), err: err.message }),
      );
    });
    ws.on('error', (err) => logger().warn('ws-error', { err: err.message }));
    ws.send(JSON.stringify({ type: 'hello', user_id: userId }));
  }

  server.on('upgrade', onUpgrade);
  return {
    clientCount: () => wss.clients.size,
    async close(graceMs = 0) {
      unsubscribe();
      server.off('upgrade', onUpgrade);
      const open = [...wss.clients];
      const answered = Promise.all(
        open.map((ws) => new Promise<void>((r) => (ws.readyState === ws.CLOSED ? r() : ws.once('close', () => r())))),
      );
      for (const ws of open) ws.close(1001, 'going_away');
      let timer: NodeJS.Timeout | undefined;
      if (open.length && graceMs > 0) await Promise.race([answered, new Promise((r) => (timer = setTimeout(r, graceMs)))]);
      clearTimeout(timer);
      for (const ws of wss.clients) ws.terminate();
      await new Promise<void>((r) => wss.close(() => r()));
    },
  };
}
