/**
 * Probes and metrics (ADR 0025):
 * - GET /healthz: the process. 503 once it cannot recover by itself (its embedded PostgreSQL died: it then exits
 *   non-zero for the supervisor to restart it).
 * - GET /readyz: whether to send it traffic. 503 while draining after SIGTERM and while the database does not answer.
 * - GET /metrics: Prometheus, only from METRICS_ALLOW_CIDRS (loopback by default; req.ip, so TRUST_PROXY decides whose
 *   address counts) or with `Authorization: Bearer <METRICS_TOKEN>`.
 * - GET /__test/slow?ms=…: NODE_ENV=test with TEST_ROUTES=true only: a request held in a database transaction for
 *   `ms` (the drain and connection-fault tests).
 */
import crypto from 'node:crypto';
import net from 'node:net';
import type { Router, Request } from 'express';
import type { Db } from '../../lib/db';
import type { Env } from '../../config/env';
import type { Lifecycle } from '../../lib/lifecycle';
import { forbidden } from '../../lib/errors';
import { registry } from '../../lib/metrics';
import { createRouter } from '../../lib/router';

export function healthRouter(db: Db, lifecycle: Lifecycle | undefined): Router {
  const router = createRouter();
  router.get('/healthz', (_req, res) => {
    if (lifecycle && !lifecycle.healthy) res.status(503).json({ status: 'unhealthy' });
    else res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    if (lifecycle?.draining) {
      res.status(503).json({ status: 'draining' });
      return;
    }
    try {
      await db.query('SELECT 1');
      res.json({ status: 'ok', database: 'up' });
    } catch {
      res.status(503).json({ status: 'unavailable', database: 'down' });
    }
  });
  return router;
}

function tokenMatches(req: Request, token: string | undefined): boolean {
  const m = token ? /^Bearer (.+)$/.exec(req.get('authorization') ?? '') : null;
  if (!m || !token) return false;
  const a = crypto.createHash('sha256').update(m[1]).digest();
  const b = crypto.createHash('sha256').update(token).digest();
  return crypto.timingSafeEqual(a, b);
}

/** Whether `ip` (IPv4, IPv6 or IPv4-mapped IPv6) is in the allowed networks. */
export function ipAllowed(allow: net.BlockList, ip: string | undefined): boolean {
  if (!ip) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return allow.check(mapped[1], 'ipv4') || allow.check(ip, 'ipv6');
  const type = net.isIP(ip);
  return type !== 0 && allow.check(ip, type === 4 ? 'ipv4' : 'ipv6');
}

export function metricsRouter(env: Env): Router {
  const router = createRouter();
  router.get('/metrics', async (req, res) => {
    if (!ipAllowed(env.metricsAllow, req.ip) && !tokenMatches(req, env.METRICS_TOKEN)) throw forbidden('metrics_forbidden');
    res.set('Cache-Control', 'no-store');
    res.type(registry.contentType).send(await registry.metrics());
  });
  return router;
}

/** Test-only: holds a transaction open for `ms` (at most 30 s), then answers 200. */
export function testRoutes(db: Db): Router {
  const router = createRouter();
  router.get('/__test/slow', async (req, res) => {
    const ms = Math.min(30_000, Math.max(0, Number(req.query.ms) || 0));
    const row = await db.withTransaction(async (tx) => {
      await tx.query('SELECT pg_sleep($1)', [ms / 1000]);
      return (await tx.query<{ ok: number }>('SELECT 1 AS ok')).rows[0];
    });
    res.json({ status: 'Success', data: { slept_ms: ms, ok: row?.ok === 1 } });
  });
  return router;
}
