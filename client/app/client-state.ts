/** The state the server hands to the browser in <script id="__SIFU_STATE__" type="application/json">. */
import type { DehydratedState } from '@tanstack/react-query';
import type { ClientEnv } from '@shared/api/ssr-contract';
import type { Language } from '@shared/i18n/i18n-config';

export interface ClientState {
  lng: Language;
  resources: Record<string, unknown>;
  rq: DehydratedState;
  router: { loaderData: unknown; actionData: unknown; errors: unknown };
  env: ClientEnv;
}

export { serializeState as serializeForScript } from '@shared/utils/serialize';
