/** The public env (window.__ENV__ equivalent, delivered in the state block) in React context. */
import { createContext, useContext } from 'react';
import type { ClientEnv } from '@shared/api/ssr-contract';
import { DEFAULT_FEATURE_FLAGS } from '@shared/config/feature-flags';

export const EnvContext = createContext<ClientEnv>({ PUBLIC_URL: 'http://localhost:3000', featureFlags: { ...DEFAULT_FEATURE_FLAGS } });

export function useEnv(): ClientEnv {
  return useContext(EnvContext);
}
