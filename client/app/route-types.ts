/** The shape of one entry of the route table (STYLE §3.9): page chunk, prefetch, head, cache, role. */
import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { TFunction, i18n } from 'i18next';
import type { AppLinks } from '@shared/config/app-links';
import type { DataClient } from '@shared/api/data-client';
import type { ClientEnv, HeadTags } from '@shared/api/ssr-contract';
import type { Language, Namespace } from '@shared/i18n/i18n-config';
import type { RouteName } from '@shared/routes/route-paths';
import type { UserRole } from '@shared/schemas/accounts.schema';

export interface LoaderContext {
  queryClient: QueryClient;
  data: DataClient;
  lng: Language;
  params: Record<string, string | undefined>;
  url: URL;
  /** The public env (feature flags, app-store links): a page behind an off flag is a 404. */
  env: ClientEnv;
}

export interface HeadContext {
  t: TFunction;
  lng: Language;
  params: Record<string, string | undefined>;
  queryClient: QueryClient;
  data: DataClient;
  /** Path without the language prefix, e.g. "/category/plumbing". */
  path: string;
  /** Query string of the URL ("?page=2" or ""): paginated pages put the page in title and canonical. */
  search?: string;
  publicUrl: string;
  /** The store links of the apps (the download pages' indexing depends on them). */
  appLinks?: AppLinks;
}

export interface RouteDef {
  name: RouteName;
  layout: 'public' | 'dashboard' | 'bare';
  page: ComponentType;
  /** Namespaces the page uses besides common (loaded before render on client navigation). */
  ns?: Namespace[];
  /** Fills the QueryClient before render (SSR and client navigation). Throw notFoundError() for a 404. */
  prefetch?: (ctx: LoaderContext) => Promise<unknown>;
  head?: (ctx: HeadContext) => HeadTags;
  /** Whole-page cache for visitors without a session; only pages without per-user markup. */
  cache?: boolean;
  /** Dashboard fragment of one role (SPEC §2 role split). */
  role?: UserRole;
  /** `false`: a dashboard page shown without the dashboard menu (SPEC §2: the pro's case page). */
  menu?: false;
}

export interface RouteHandle {
  name: RouteName;
  def: RouteDef;
}

export interface RouteBuildContext {
  queryClient: QueryClient;
  data: DataClient;
  i18n: i18n;
  env: ClientEnv;
}
