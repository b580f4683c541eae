/** Chat per bid (SPEC §7 messages/*): send, read, mark read, can-message; blocking chat users. */
import { ERROR_CODES } from '@shared/api/api-error';
import { customerNameFor } from '@shared/schemas/accounts.schema';
import type { ChatMessage, SendMessageInput } from '@shared/schemas/chat.schema';
import type { Queryable, Tx } from '../../lib/db';
import type { FullDeps } from '../../lib/adapters';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { utcStringOf } from '../../lib/utc-time';
import {
  attachmentsFromJson,
  linkAttachments,
  resolveOwnAttachments,
  uploadFiles,
  type UploadedFile,
} from '../attachments/attachments.service';
import { recordActivity } from '../activity/activity.service';
import { touchBid } from '../bids/bid-records.service';
import { pushUnreadCounts } from '../notifications/notifications.service';
import * as repo from './chat.repository';

type Reason = 'ok' | 'blocked' | 'blocked_by_other' | 'not_quoted' | 'passed';

/** The bid's two users if `userId` is one of them; the consumer only once the pro has quoted. */
function partyFor<P extends repo.ChatParty>(p: P | undefined, userId: number): { party: P; otherId: number } {
  if (!p) throw notFound();
  const isPro = p.pro_id === userId;
  const isConsumer = p.consumer_id === userId && p.quote_sent_on !== null && p.quote_status_id !== 6;
  if (!isPro && !isConsumer) throw notFound();
  return { party: p, otherId: isPro ? p.consumer_id : p.pro_id };
}

async function partyOf(q: Queryable, userId: number, bidId: number) {
  return partyFor(await repo.findParty(q, bidId), userId);
}

/** The party and whether `userId` may write on the bid now, read in one query. */
async function partyAndReason(q: Queryable, userId: number, bidId: number) {
  const { party, otherId } = partyFor(await repo.findPartyWithBlocks(q, bidId, userId), userId);
  return { party, otherId, reason: reasonOf(party, party) };
}

function reasonOf(blocks: { is_blocked: boolean; is_blocked_by: boolean }, p: repo.ChatParty): Reason {
  if (blocks.is_blocked) return 'blocked';
  if (blocks.is_blocked_by) return 'blocked_by_other';
  if (p.quote_status_id === 6) return 'passed';
  if (p.quote_sent_on === null) return 'not_quoted';
  return 'ok';
}

function toWire(m: repo.MessageRow, viewerId: number): ChatMessage {
  return {
    id: m.id,
    quote_bid_id: m.quote_bid_id,
    sender_id: m.sender_id,
    is_sender: m.sender_id === viewerId,
    // A message hidden by Sifu keeps its place in the thread, but its text and files are never sent.
    message: m.hidden_at ? '' : m.body,
    attachments: m.hidden_at ? [] : attachmentsFromJson(m.attachments),
    ...(m.hidden_at ? { is_hidden: true } : {}),
    is_read: m.is_read,
    created: utcStringOf(m.created),
  };
}

/** A message hidden or restored by Sifu: both parties' open threads show the change as soon as it commits. */
export async function publishMessageChange(deps: FullDeps, tx: Tx, messageId: number): Promise<void> {
  const m = await repo.findById(tx, messageId);
  const party = m ? await repo.findParty(tx, m.quote_bid_id) : undefined;
  if (!m || !party) return;
  tx.afterCommit(() => {
    for (const viewer of [party.consumer_id, party.pro_id])
      deps.realtime.publish([viewer], { type: 'message', quote_bid_id: m.quote_bid_id, message: toWire(m, viewer) });
  });
}

/** GET /api/messages/chat_can_messages/{bidId} */
export async function canMessage(q: Queryable, userId: number, bidId: number): Promise<{ can_message: boolean; reason: Reason }> {
  const { reason } = await partyAndReason(q, userId, bidId);
  return { can_message: reason === 'ok', reason };
}

/** POST /api/messages/quote_conversation/{bidId}: a non-empty message (SPEC §5), pushed to both sides. */
export async function sendMessage(
  deps: FullDeps,
  userId: number,
  bidId: number,
  input: SendMessageInput & { files?: UploadedFile[] },
): Promise<ChatMessage> {
  const text = input.message.trim();
  const { party, otherId, reason } = await partyAndReason(deps.db, userId, bidId);
  if (!text) throw new AppError({ code: ERROR_CODES.EMPTY_MESSAGE, status: 400, messageKey: 'empty_message' });
  if (reason === 'blocked' || reason === 'blocked_by_other')
    throw new AppError({ code: ERROR_CODES.CHAT_BLOCKED, status: 403, messageKey: 'chat_blocked' });
  if (reason !== 'ok') throw conflict('chat_not_allowed', 'chat_not_allowed', { reason });
  const uploaded = input.files?.length ? await uploadFiles(deps, userId, input.files) : [];
  const ids = [...input.attachments, ...uploaded.map((a) => a.id)];
  const row = await deps.db.withTransaction(async (tx) => {
    const attachments = await resolveOwnAttachments(tx, userId, ids);
    const m = await insertAndPush(deps, tx, { bidId, senderId: userId, otherId, requestId: party.quote_request_id, text, attachments });
    await linkAttachments(tx, ids, 'message', m.id);
    return m;
  });
  return toWire(row, userId);
}

async function insertAndPush(
  deps: FullDeps,
  tx: Tx,
  m: { bidId: number; senderId: number; otherId: number; requestId: number; text: string; attachments: unknown[] },
): Promise<repo.MessageRow> {
  const row = await repo.insert(tx, { bidId: m.bidId, senderId: m.senderId, body: m.text, attachments: m.attachments });
  await touchBid(tx, m.bidId);
  await recordActivity(tx, { type: 'chat', userId: m.senderId, requestId: m.requestId, bidId: m.bidId, meta: { message_id: row.id } });
  tx.afterCommit(() => {
    deps.realtime.publish([m.senderId], { type: 'message', quote_bid_id: m.bidId, message: toWire(row, m.senderId) });
    deps.realtime.publish([m.otherId], { type: 'message', quote_bid_id: m.bidId, message: toWire(row, m.otherId) });
    pushUnreadCounts(deps, [m.otherId]);
  });
  return row;
}

/**
 * A text message from `userId` on the bid inside the caller's transaction, under the same rules as sendMessage (the
 * hire intent of an e-mailed link: the message and the spent link commit together).
 */
export async function sendTextIn(deps: FullDeps, tx: Tx, userId: number, bidId: number, text: string): Promise<void> {
  const { party, otherId, reason } = await partyAndReason(tx, userId, bidId);
  if (reason === 'blocked' || reason === 'blocked_by_other')
    throw new AppError({ code: ERROR_CODES.CHAT_BLOCKED, status: 403, messageKey: 'chat_blocked' });
  if (reason !== 'ok') throw conflict('chat_not_allowed', 'chat_not_allowed', { reason });
  await insertAndPush(deps, tx, { bidId, senderId: userId, otherId, requestId: party.quote_request_id, text, attachments: [] });
}

/** GET /api/messages/get_conversation/{bidId} */
export async function getConversation(q: Queryable, userId: number, bidId: number, opts: { before_id?: number; limit: number }) {
  const { party, otherId, reason } = await partyAndReason(q, userId, bidId);
  const rows = await repo.listPage(q, bidId, opts.before_id ?? null, opts.limit + 1);
  const hasMore = rows.length > opts.limit;
  const page = hasMore ? rows.slice(1) : rows;
  const other = await repo.userBrief(q, otherId);
  return {
    quote_bid_id: bidId,
    messages: page.map((m) => toWire(m, userId)),
    has_more: hasMore,
    // The pro sees the customer's first name only until a quote is sent (customerNameFor).
    other_user: {
      id: otherId,
      full_name: other ? (customerNameFor(other, userId !== party.pro_id || party.quote_sent_on !== null) ?? '') : '',
    },
    can_message: reason === 'ok',
  };
}

/** POST /api/messages/mark_read/{bidId}: the other side's messages become read. */
export async function markConversationRead(deps: FullDeps, userId: number, bidId: number): Promise<{ marked: number }> {
  await partyOf(deps.db, userId, bidId);
  const marked = await repo.markRead(deps.db, bidId, userId);
  if (marked) pushUnreadCounts(deps, [userId]);
  return { marked };
}

/** Whether `userId` blocked `otherId` or was blocked by them: the same blocks stop other chats (the shop's). */
export const blockStateBetween = (q: Queryable, userId: number, otherId: number) => repo.blockState(q, userId, otherId);

async function blockStatus(q: Queryable, userId: number, otherId: number) {
  return { blocked_user_id: otherId, ...(await repo.blockState(q, userId, otherId)) };
}

/** POST /api/messages/block_user|unblock_user/{userId}, GET check_block_user/{userId} */
export async function setBlock(q: Queryable, userId: number, otherId: number, blocked: boolean | null) {
  if (otherId === userId) throw badRequest('validation', { blocked_user_id: 'invalid' });
  if (!(await repo.userExists(q, otherId))) throw notFound();
  if (blocked === true) await repo.block(q, userId, otherId);
  if (blocked === false) await repo.unblock(q, userId, otherId);
  return blockStatus(q, userId, otherId);
}
