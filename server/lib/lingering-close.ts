/**
 * Closing a connection whose request body is still arriving, without losing the answer.
 *
 * A refused upload is answered at once and its body is never parsed. Closing the socket right after
 * the answer would send a TCP reset while the client is still writing, and a reset makes the client's
 * kernel drop the answer it has not read yet: the user sees "connection reset" instead of the
 * translated refusal (RFC 9112 §9.6, "the TCP reset problem"). So the server half-closes, discards
 * what still arrives for a short while, then closes. The bytes are discarded as they come (memory
 * stays flat) and the time is bounded, so a client that never stops sending cannot hold the socket.
 */
import type { Socket } from 'node:net';
import type { Request, Response } from 'express';

/** Long enough for a client on a slow link to read a small answer; short enough not to matter as load. */
export const LINGER_MS = 2_000;

const lingering = new WeakSet<Socket>();

/** Answers with `Connection: close`; after the answer the socket lingers (reading and discarding) before it closes. */
export function closeAfterAnswer(req: Request, res: Response): void {
  res.set('Connection', 'close');
  const socket = req.socket as Socket & { destroySoon?: () => void };
  if (!socket || lingering.has(socket)) return;
  lingering.add(socket);
  // Node's server calls destroySoon() once a `Connection: close` answer is written; it would destroy
  // the socket as soon as the FIN is out, with the client's body still unread.
  socket.destroySoon = () => {
    const close = () => socket.destroy();
    const timer = setTimeout(close, LINGER_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
    socket.once('end', close);
    socket.end();
    // The server's parser feeds what still arrives into the request; reading it discards it.
    req.resume();
  };
}
