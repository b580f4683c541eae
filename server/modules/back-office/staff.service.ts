/** Staff members and their roles: who may work which queue (the list to assign items to; admins change roles). */
import { fullName } from '@shared/schemas/accounts.schema';
import { areasOf, queuesOf, type OpsMe, type StaffMember, type StaffRole } from '@shared/schemas/back-office.schema';
import type { FullDeps } from '../../lib/adapters';
import { notFound } from '../../lib/errors';
import { recordStaffAction } from '../operator-audit/operator-audit.service';
import * as repo from './staff.repository';
import type { Staff } from './tickets.service';

const toMember = (r: repo.StaffRow): StaffMember => ({
  id: r.id,
  username: r.username,
  full_name: fullName(r),
  email: r.email,
  roles: r.roles as StaffRole[],
});

export async function me(deps: FullDeps, staff: Staff): Promise<OpsMe> {
  const row = await repo.staffById(deps.db, staff.id);
  if (!row) throw notFound();
  return {
    id: row.id,
    full_name: fullName(row),
    roles: row.roles as StaffRole[],
    queues: queuesOf(row.roles, deps.env.featureFlags),
    areas: areasOf(row.roles),
  };
}

export async function staffMembers(deps: FullDeps): Promise<StaffMember[]> {
  return (await repo.staffList(deps.db)).map(toMember);
}

/** An admin changes an operator's roles (an empty list ends their access); audited with before and after. */
export async function setRoles(deps: FullDeps, staff: Staff, userId: number, roles: StaffRole[]): Promise<StaffMember> {
  return deps.db.withTransaction(async (tx) => {
    const before = await repo.staffById(tx, userId);
    if (!before) throw notFound();
    const next = [...new Set(roles)].sort();
    await repo.replaceRoles(tx, userId, next);
    await recordStaffAction(tx, {
      staffId: staff.id,
      action: 'set_roles',
      targetType: 'user',
      targetId: userId,
      before: { roles: before.roles },
      after: { roles: next },
    });
    return toMember((await repo.staffById(tx, userId))!);
  });
}
