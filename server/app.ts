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
import { attachRealtimeServer, type RealtimeServer } from './lib/realtime-ws';
import { getUnreadCounts } from './modules/notifications/notifications.service';
import { onCallFrame } from './modules/voice/voice-signals.service';
import { newDeviceId, deviceCookieHeader } from './lib/cookies';
import { requestId } from './middleware/request-id';
import { languageMiddleware } from './middleware/language';
import { sessionMiddleware } from './middleware/session';
import { sessionStore } from './modules/accounts/session-store.service';
import { originCheck } from './middleware/origin-check';
import { apiNotFound, errorHandler } from './middleware/error-handler';
import { createApi } from './modules/api-router';
import { composeModules } from './modules/compose';
import { registerWorkers } from './workers';
import { createSsr, type Ssr } from './ssr/ssr.router';
import { localesRouter } from './ssr/locales.router';
import { localeVersionsOf } from './ssr/locale-versions';
import { staticRouter } from './ssr/static.router';
import { sitemapRouter } from './ssr/sitemap.router';
import { shareImageRouter } from './ssr/share-image.router';
import { prefixRedirectMiddleware } from './ssr/prefix-redirect';
import { publicMediaRouter } from './modules/attachments/public-media.router';
import { sandboxGatewayRouter } from './modules/payments/sandbox/sandbox-pages.router';
import { referralCookie } from './modules/referrals/referral-cookie';
import { healthRouter, metricsRouter, testRoutes } from './modules/system/health.router';

export interface SifuApp {
  app: express.Express;
  handler: http.RequestListener;
  ssr: Ssr;
  /** Serves the /ws WebSocket endpoint on this HTTP server (chat, bid status, unread counts). */
  attachRealtime(server: http.Server): RealtimeServer;
}

export async function createApp(appDeps: AppDeps): Promise<SifuApp> {
  const deps = composeModules(appDeps);
  const { env, db } = deps;
  const app = express();
  app.disable('x-powered-by');
  // No hashing of every response body: rendered pages are private or carry the page cache's own strong ETag.
  app.set('etag', false);
  app.set('trust proxy', env.TRUST_PROXY);
  app.set('query parser', 'simple');
  // One spelling per path: /api/genres answers, /API/GENRES does not (routers are made case-sensitive by createRouter).
  app.set('case sensitive routing', true);

  app.use(healthRouter(db, deps.lifecycle));

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
  const api = createApi(deps);
  const ssr = await createSsr(deps, api);
  // Share images: the same for everyone, so before cookies and sessions (no Set-Cookie on a cacheable image).
  app.use(shareImageRouter(deps, ssr.shareCard));
  // Public images (ADR 0045): the same for everyone, so before cookies and sessions too.
  app.use(publicMediaRouter(deps));
  // Unprefixed page paths answer a redirect to their language's URL before any cookie, referral or session work.
  app.use(prefixRedirectMiddleware());
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
  app.use(metricsRouter(env));
  if (env.TEST_ROUTES && env.NODE_ENV === 'test') app.use(testRoutes(db));
  app.use(localesRouter(localeVersionsOf(deps.i18n)));
  app.use(sessionMiddleware(sessionStore(db), env.apiKeys, { idleDays: env.SESSION_IDLE_DAYS }));

  // Bodies are parsed per endpoint, after the caller check (server/middleware/api-endpoint.ts).
  app.use('/api', originCheck(env.PUBLIC_URL), api.router, apiNotFound);
  // Another letter case of /api is still an API call to a path that does not exist: the API's JSON 404, not a page.
  app.use(/^\/api(?=\/|$)/i, apiNotFound);

  if (env.PAYMENT_PROVIDER === 'sandbox') app.use(sandboxGatewayRouter(deps));
  app.use(sitemapRouter(deps));
  // Job workers run here unless JOBS_IN_WEB=false (then `npm run worker` runs them; ADR 0027).
  if (deps.jobs && env.JOBS_IN_WEB) await registerWorkers(deps);
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
      presence: deps.presence,
      clientFrames: (userId, frame) => onCallFrame(deps, userId, frame),
    });
  return { app, handler, ssr, attachRealtime };
}
