/** SPEC §7 messages/*: chat per bid and blocked chat users. */
import { Router } from 'express';
import { idParam } from '@shared/schemas/common.schema';
import { conversationQuerySchema, sendMessageSchema } from '@shared/schemas/chat.schema';
import { parse } from '../../lib/validate';
import { withAdapterDefaults } from '../../lib/adapters';
import type { AppDeps } from '../../lib/app-deps';
import { requireAuth, userOf } from '../../middleware/require-auth';
import * as chat from './chat.service';

export function chatRouter(appDeps: AppDeps): Router {
  const deps = withAdapterDefaults(appDeps);
  const { db } = deps;
  const r = Router();
  const ok = (data: unknown) => ({ status: 'Success', data });

  r.post('/messages/quote_conversation/:bidId', requireAuth, async (req, res) => {
    const bidId = parse(idParam, req.params.bidId);
    const input = parse(sendMessageSchema, req.body);
    const files = Array.isArray(req.files) ? req.files : [];
    res.json(ok(await chat.sendMessage(deps, userOf(req).id, bidId, { ...input, files })));
  });

  r.get('/messages/get_conversation/:bidId', requireAuth, async (req, res) => {
    const opts = parse(conversationQuerySchema, req.query);
    res.json(ok(await chat.getConversation(db, userOf(req).id, parse(idParam, req.params.bidId), opts)));
  });

  r.get('/messages/chat_can_messages/:bidId', requireAuth, async (req, res) => {
    res.json(ok(await chat.canMessage(db, userOf(req).id, parse(idParam, req.params.bidId))));
  });

  r.post('/messages/mark_read/:bidId', requireAuth, async (req, res) => {
    res.json(ok(await chat.markConversationRead(deps, userOf(req).id, parse(idParam, req.params.bidId))));
  });

  r.post('/messages/block_user/:userId', requireAuth, async (req, res) => {
    res.json(ok(await chat.setBlock(db, userOf(req).id, parse(idParam, req.params.userId), true)));
  });

  r.post('/messages/unblock_user/:userId', requireAuth, async (req, res) => {
    res.json(ok(await chat.setBlock(db, userOf(req).id, parse(idParam, req.params.userId), false)));
  });

  r.get('/messages/check_block_user/:userId', requireAuth, async (req, res) => {
    res.json(ok(await chat.setBlock(db, userOf(req).id, parse(idParam, req.params.userId), null)));
  });

  return r;
}
