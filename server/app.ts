/**
 * createApp(deps): the whole HTTP surface without listen(), so supertest can drive it.
 * Returns `handler`, which answers page-cache hits before Express runs, then falls back to `app`.
 */
import type http from 'node:http';
import crypto from 'node:crypto';
import express from 'express';
import helmet from 'helmet';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import { handle as i18nextHandle } from 'i18next-http-middleware';
import { DEVICE_COOKIE } from '@shared/domain/limits';
import type { AppDeps } from './lib/app-deps';
import { withAdapterDefaults } from './lib/adapters';
import { attachRealtimeServer, type RealtimeServer } from './lib/realtime-ws';
import { getUnreadCounts } from './modules/notifications/notifications.service';
import { registry } from './lib/metrics';
import { newDeviceId, deviceCookieHeader } from './lib/cookies';
import { requestId } from './middleware/request-id';
import { languageMiddleware } from './middleware/language';
import { sessionMiddleware } from './middleware/session';
import { originCheck } from './middleware/origin-check';
import { apiNotFound, errorHandler } from './middleware/error-handler';
import { createApi } from './modules/api-router';
import { registerJobs } from './modules/jobs-registry';
import { createSsr, type Ssr } from './ssr/ssr.router';
import { localesRouter } from './ssr/locales.router';
import { staticRouter } from './ssr/static.router';
import { sitemapRouter } from './ssr/sitemap.router';
import { sandboxGatewayRouter } from './modules/payments/sandbox/sandbox-pages.router';
import { referralCookie } from './modules/referrals/referral-cookie';

export interface SifuApp {
  app: express.Express;
  handler: http.RequestListener;
  ssr: Ssr;
  /** Serves the /ws WebSocket endpoint on this HTTP server (chat, bid status, unread counts). */
  attachRealtime(server: http.Server): RealtimeServer;
}

export async function createApp(appDeps: AppDeps): Promise<SifuApp> {
  const deps = withAdapterDefaults(appDeps);
  const { env, db } = deps;
  const app = express();
  app.disable('x-powered-by');
  // No hashing of every response body: rendered pages are private or carry the page cache's own strong ETag.
  app.set('etag', false);
  app.set('trust proxy', env.TRUST_PROXY);
  app.set('query parser', 'simple');

  app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
  app.get('/readyz', async (_req, res) => {
    try {
      await db.query('SELECT 1');
      res.json({ status: 'ok', database: 'up' });
    } catch {
      res.status(503).json({ status: 'unavailable', database: 'down' });
    }
  });
  app.get('/metrics', async (_req, res) => {
    res.type(registry.contentType).send(await registry.metrics());
  });

  app.use(requestId);
  app.use((_req, res, next) => {
    res.locals.cspNonce = crypto.randomBytes(16).toString('base64');
    next();
  });
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`],
          styleSrc: ["'self'", (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`],
          styleSrcAttr: ["'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          connectSrc: ["'self'", 'ws:', 'wss:'],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: env.secureCookies ? [] : null,
        },
      },
      strictTransportSecurity: env.secureCookies,
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(compression({ threshold: 1024 }));
  app.use(staticRouter());
  app.use(cookieParser());
  app.use((req, res, next) => {
    const existing = req.cookies?.[DEVICE_COOKIE];
    if (typeof existing === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(existing)) req.deviceId = existing;
    else {
      req.deviceId = newDeviceId();
      res.append('Set-Cookie', deviceCookieHeader(req.deviceId, env.secureCookies));
    }
    next();
  });
  app.use(referralCookie(db, env.secureCookies));
  app.use(languageMiddleware({ secureCookies: env.secureCookies }));
  app.use(i18nextHandle(deps.i18n));
  app.use(localesRouter(deps.i18n));
  app.use(sessionMiddleware(db, env.apiKeys, { idleDays: env.SESSION_IDLE_DAYS }));

  // Bodies are parsed per endpoint, after the caller check (server/middleware/api-endpoint.ts).
  const api = createApi(deps);
  app.use('/api', originCheck(env.PUBLIC_URL), api.router, apiNotFound);

  if (env.PAYMENT_PROVIDER === 'sandbox') app.use(sandboxGatewayRouter(deps));
  app.use(sitemapRouter(deps));
  const ssr = await createSsr(deps, api);
  if (deps.jobs) await registerJobs(deps);
  app.use(ssr.router);
  app.use(errorHandler);

  const handler: http.RequestListener = (req, res) => {
    if (ssr.serveCached(req, res)) return;
    app(req, res);
  };
  const attachRealtime = (server: http.Server) =>
    attachRealtimeServer(server, {
      db,
      bus: deps.realtime,
      publicUrl: env.PUBLIC_URL,
      sessionIdleDays: env.SESSION_IDLE_DAYS,
      unreadCounts: (userId) => getUnreadCounts(db, userId),
    });
  return { app, handler, ssr, attachRealtime };
}
