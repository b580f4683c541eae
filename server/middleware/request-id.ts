/** Gives each request an id (X-Request-Id in and out) and runs the rest of the chain in its context. */
import crypto from 'node:crypto';
import type { RequestHandler } from 'express';
import { requestContext } from '../lib/request-context';

const SAFE_ID = /^[A-Za-z0-9._-]{8,64}$/;

export const requestId: RequestHandler = (req, res, next) => {
  const incoming = req.get('x-request-id');
  const id = incoming && SAFE_ID.test(incoming) ? incoming : crypto.randomUUID();
  req.requestId = id;
  res.setHeader('X-Request-Id', id);
  requestContext.run({ requestId: id }, next);
};
