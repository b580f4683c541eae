/** The contract between server/ssr (Express side) and client/entry-server.tsx (React side, node bundle). */
import type { Language } from '../i18n/i18n-config';
import type { DataClient } from './data-client';
import type { FeatureFlags } from '../config/feature-flags';
import type { SocialProvider } from '../domain/social-sign-in';

export interface HeadTags {
  title: string;
  description?: string;
  canonical?: string;
  alternates?: { hreflang: string; href: string }[];
  robots?: string;
  og?: Record<string, string>;
  jsonLd?: unknown[];
}

export interface ClientEnv {
  PUBLIC_URL: string;
  featureFlags: FeatureFlags;
  /** The sign-in providers configured on the server (issue 11 item 4); their buttons are shown, no others. */
  socialProviders?: SocialProvider[];
}

export interface RenderRequest {
  url: string;
  lng: Language;
  /** i18n resources for `lng`, all namespaces, from the server's store. */
  resources: Record<string, unknown>;
  /** Bumped whenever the server's locale store changes (hourly reload): per-language caches start over. */
  resourcesVersion: number;
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
    };

export interface EntryServer {
  render(req: RenderRequest): Promise<RenderResult>;
}
