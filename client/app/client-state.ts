/** The state the server hands to the browser in <script id="__SIFU_STATE__" type="application/json">. */
import type { ClientEnv } from '@shared/api/ssr-contract';
import { DEFAULT_FEATURE_FLAGS, type FeatureFlagName, type FeatureFlags } from '@shared/config/feature-flags';
import type { Language } from '@shared/i18n/i18n-config';
import type { CompactState } from './compact-state';

export interface ClientState {
  lng: Language;
  /**
   * The locale bundles the page renders with, by namespace, as content versions: the browser loads them from
   * `/locales/{ns}.{lng}.json?v=` (cached for a year) before it hydrates, so the strings are not in every page.
   */
  ns: string[];
  /** ns → version of every bundle of `lng` (also used for namespaces loaded on navigation). */
  locales: Record<string, string>;
  /** react-query's dehydrated cache, compacted (compact-state.ts). */
  rq: CompactState;
  router: { loaderData: unknown; actionData: unknown; errors: unknown };
  env: WireEnv;
}

/** The client env as the state carries it: the feature flags that are on, by name (every page carries it). */
export type WireEnv = Omit<ClientEnv, 'featureFlags'> & { featureFlags: FeatureFlagName[] };

export const toWireEnv = (env: ClientEnv): WireEnv => ({
  ...env,
  featureFlags: (Object.keys(env.featureFlags) as FeatureFlagName[]).filter((name) => env.featureFlags[name]),
});

/** Every flag known to this build: on when the server listed it, off otherwise. */
export function fromWireEnv(env: WireEnv): ClientEnv {
  const on = new Set(env.featureFlags);
  const featureFlags = Object.fromEntries(
    (Object.keys(DEFAULT_FEATURE_FLAGS) as FeatureFlagName[]).map((name) => [name, on.has(name)]),
  ) as FeatureFlags;
  return { ...env, featureFlags };
}

export { serializeState as serializeForScript } from '@shared/utils/serialize';
