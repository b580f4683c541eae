/** Operators run a scheduled sweep now (shared/api/system.contract.ts runSweep). */
import { systemContract } from '@shared/api/system.contract';
import type { FullDeps } from '../../lib/adapters';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import { runSweep } from './sweeps.service';

export function opsJobsRoutes(deps: FullDeps): Implementation[] {
  const { runSweep: contract } = systemContract;
  return implement({ runSweep: contract }, { runSweep: ({ params }) => runSweep(deps, params.name) });
}
