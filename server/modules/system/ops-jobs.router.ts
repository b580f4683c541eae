/** Operators run a scheduled sweep now (shared/api/system.contract.ts runSweep). */
import { systemContract } from '@shared/api/system.contract';
import type { AppDeps } from '../../lib/app-deps';
import { withAdapterDefaults } from '../../lib/adapters';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import { runSweep } from './sweeps.service';

export function opsJobsRoutes(appDeps: AppDeps): Implementation[] {
  const deps = withAdapterDefaults(appDeps);
  const { runSweep: contract } = systemContract;
  return implement({ runSweep: contract }, { runSweep: ({ params }) => runSweep(deps, params.name) });
}
