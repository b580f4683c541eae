/** The contract between server/ssr (Express side) and client/entry-server.tsx (React side, node bundle). */
import type { Language } from '../i18n/i18n-config';
import type { DataClient } from './data-client';
import type { FeatureFlags } from '../config/feature-flags';
import type { SocialProvider } from '../domain/social-sign-in';
import type { AppLinks } from '../config/app-links';
import type { ShareCard } from '../domain/share-image';
import type { ContentUrls } from '../domain/site-pages';

export interface HeadTags {
  title: string;
  description?: string;
  canonical?: string;
  alternates?: { hreflang: string; href: string }[];
  robots?: string;
  og?: Record<string, string>;
  /** Twitter card tags (`<meta name="twitter:…">`). */
  twitter?: Record<string, string>;
  jsonLd?: unknown[];
  /** What the page's share image shows (never rendered into the HTML; the server's /og/… route draws it). */
  card?: ShareCard;
  /** A page kept out of the index that still names its own URL as canonical (partner areas, docs/decisions/0043). */
  selfCanonical?: boolean;
}

export interface ClientEnv {
  PUBLIC_URL: string;
  featureFlags: FeatureFlags;
  /** The sign-in providers configured on the server; their buttons are shown, no others. */
  socialProviders?: SocialProvider[];
  /** App-store links of the Sifu apps that are set on the server (download page, SPEC §2); unset ones are hidden. */
  appLinks?: AppLinks;
  /** SPEC §2 content links sent elsewhere by CONTENT_URL_* (ADR 0023); the footer links there, the page answers 301. */
  contentUrls?: ContentUrls;
}

export interface RenderRequest {
  url: string;
  lng: Language;
  /** i18n resources for `lng`, all namespaces, from the server's store. */
  resources: Record<string, unknown>;
  /** Bumped whenever the server's locale store changes (hourly reload): per-language caches start over. */
  resourcesVersion: number;
  /** ns → content version of each bundle of `lng` (the browser loads `/locales/{ns}.{lng}.json?v=`). */
  localeVersions: Record<string, string>;
  data: DataClient;
  env: ClientEnv;
  nonce: string;
  hasSession: boolean;
  /** Wraps the app element so loadable records the chunks used (ChunkExtractor.collectChunks). */
  collectChunks: (element: unknown) => unknown;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      html: string;
      styleTags: string;
      state: string;
      head: HeadTags;
      lng: Language;
      cacheable: boolean;
      /** Chunks of the page's route entries (client/app/route-manifest.ts), listed with its scripts so they load with them. */
      routeChunks: string[];
      /** Server islands served from the fragment cache, and rendered (client/ui/island-fragments.ts). */
      islands: { hits: number; misses: number };
    };

/** What the share-image route asks of a page: its card, computed from the page's own data as a visitor sees it. */
export type ShareCardRequest = Pick<RenderRequest, 'url' | 'lng' | 'resources' | 'resourcesVersion' | 'data' | 'env'>;

/** 200 with the card of a page that has a share image; otherwise the status to answer (404 for anything else). */
export type ShareCardResult = { status: 200; card: ShareCard } | { status: number; card?: undefined };

export interface EntryServer {
  render(req: RenderRequest): Promise<RenderResult>;
  shareCard(req: ShareCardRequest): Promise<ShareCardResult>;
}
