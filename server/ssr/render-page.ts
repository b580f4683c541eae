/**
 * Renders one page: loads the node bundle of client/entry-server.tsx once (via loadable's ChunkExtractor),
 * then per request creates a web ChunkExtractor, calls render() with an in-process data client, and builds
 * the HTML document with the chunk scripts the page used. Also asks the same bundle for a page's share card
 * (its loaders and head without rendering) for the share-image route.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Request } from 'express';
import { ChunkExtractor } from '@loadable/server';
import type { EntryServer, RenderResult, ShareCardResult } from '@shared/api/ssr-contract';
import type { Language, Namespace } from '@shared/i18n/i18n-config';
import { NAMESPACES } from '@shared/i18n/i18n-config';
import { BUILD_DIR } from '../config/paths';
import type { AppDeps } from '../lib/app-deps';
import { publicEnv } from '../config/env';
import type { ApiRegistry } from '../middleware/api-endpoint';
import { createServerDataClient } from './ssr-readers';
import { islandFragments } from '../lib/metrics';
import { localeVersionsOf } from './locale-versions';
import { htmlDocument } from './html-document';
import { serializeState } from './serialize-state';

const WEB_STATS = path.join(BUILD_DIR, 'web-stats.json');
let versionCounter = 0;
const NODE_STATS = path.join(BUILD_DIR, 'node-stats.json');

export type RenderedPage =
  { kind: 'redirect'; status: number; location: string } | { kind: 'page'; status: number; html: string; cacheable: boolean; lng: string };

/**
 * The page's scripts: loadable's list of required chunks (read by loadableReady), the chunk URLs as JSON,
 * and the boot script that adds them after the first paint (client/boot.ts).
 */
function pageScripts(extractor: ChunkExtractor, bootUrl: string, nonce: string): string {
  const urls = extractor.getMainAssets('script').map((a) => a.url);
  return (
    // A method of ChunkExtractor that its type definitions leave out (getScriptTags calls it first).
    (extractor as unknown as { getRequiredChunksScriptTag(props: object): string }).getRequiredChunksScriptTag({ nonce }) +
    `<script id="__SIFU_SCRIPTS__" type="application/json" nonce="${nonce}">${serializeState(urls)}</script>` +
    `<script defer src="${bootUrl}" nonce="${nonce}"></script>`
  );
}

export function createRenderer(deps: AppDeps, api: ApiRegistry) {
  if (!fs.existsSync(WEB_STATS) || !fs.existsSync(NODE_STATS)) {
    throw new Error(`No client build in ${BUILD_DIR}: run "npm run build" first.`);
  }
  const nodeExtractor = new ChunkExtractor({ statsFile: NODE_STATS, entrypoints: ['main'] });
  const entry = nodeExtractor.requireEntrypoint() as unknown as EntryServer;
  const webStats = JSON.parse(fs.readFileSync(WEB_STATS, 'utf8')) as {
    publicPath: string;
    namedChunkGroups: Record<string, { assets: { name: string }[] }>;
  };
  const bootAsset = webStats.namedChunkGroups.boot?.assets.map((a) => a.name).find((n) => n.endsWith('.js'));
  if (!bootAsset) throw new Error(`The client build has no boot script (${WEB_STATS}): run "npm run build".`);
  const bootUrl = `${webStats.publicPath}${bootAsset}`;
  const clientEnv = publicEnv(deps.env);
  const localeVersions = localeVersionsOf(deps.i18n);
  // Any change to the locale store (the hourly reload adds bundles) invalidates entry-server's i18n caches.
  // Versions are unique in the process, so two renderers (tests) never share a cached instance.
  let resourcesVersion = ++versionCounter;
  /** Each language's bundles, gathered once per version of the store. */
  const resourcesByLng = new Map<string, Record<string, unknown>>();
  const storeChanged = () => {
    resourcesVersion = ++versionCounter;
    resourcesByLng.clear();
  };
  deps.i18n.store.on('added', storeChanged);
  deps.i18n.store.on('removed', storeChanged);

  function resourcesFor(lng: string): Record<string, unknown> {
    let out = resourcesByLng.get(lng);
    if (!out) {
      out = {};
      for (const ns of NAMESPACES as readonly Namespace[]) out[ns] = deps.i18n.getResourceBundle(lng, ns) ?? {};
      resourcesByLng.set(lng, out);
    }
    return out;
  }

  /** The share card of `pagePath` in `lng`, read through the request's in-process data client. */
  function shareCard(req: Request, lng: Language, pagePath: string): Promise<ShareCardResult> {
    return entry.shareCard({
      url: `/${lng}${pagePath}`,
      lng,
      resources: resourcesFor(lng),
      resourcesVersion,
      data: createServerDataClient(api, req),
      env: clientEnv,
    });
  }

  async function renderPage(req: Request, nonce: string): Promise<RenderedPage> {
    const webExtractor = new ChunkExtractor({ stats: webStats, entrypoints: ['main'] });
    const result: RenderResult = await entry.render({
      url: req.originalUrl,
      lng: req.lng,
      resources: resourcesFor(req.lng),
      resourcesVersion,
      localeVersions: localeVersions.versionsOf(req.lng),
      data: createServerDataClient(api, req),
      env: clientEnv,
      nonce,
      hasSession: Boolean(req.user),
      collectChunks: (el) => webExtractor.collectChunks(el as never),
    });
    if (result.kind === 'redirect') return result;
    if (result.islands.hits) islandFragments.inc({ result: 'hit' }, result.islands.hits);
    if (result.islands.misses) islandFragments.inc({ result: 'miss' }, result.islands.misses);
    // The page's route entries are their own chunks in the browser: listed with its scripts, not fetched after them.
    // addChunk is what collectChunks calls for each loadable component; its type definitions leave it out.
    for (const chunk of result.routeChunks) (webExtractor as unknown as { addChunk(name: string): void }).addChunk(chunk);
    const html = htmlDocument({
      lng: result.lng,
      head: result.head,
      html: result.html,
      styleTags: result.styleTags,
      state: result.state,
      scriptTags: pageScripts(webExtractor, bootUrl, nonce),
      nonce,
    });
    return { kind: 'page', status: result.status, html, cacheable: result.cacheable, lng: result.lng };
  }

  return { renderPage, shareCard };
}
