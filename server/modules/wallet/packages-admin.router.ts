/** The HTTP edge of the credit package editor (shared/api/ops-data.contract.ts, finance staff). */
import { packagesAdminContract } from '@shared/api/ops-data.contract';
import type { AppDeps } from '../../lib/app-deps';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import * as packages from './packages-admin.service';

export function packagesAdminRoutes({ db }: AppDeps): Implementation[] {
  return implement(packagesAdminContract, {
    creditPackages: () => packages.listPackagesForOps(db),
    creditPackage: ({ params }) => packages.getPackageForOps(db, params.id),
    createCreditPackage: ({ user, body }) => packages.createPackage(db, user.id, body),
    updateCreditPackage: ({ user, params, body }) => packages.updatePackage(db, user.id, params.id, body),
  });
}
