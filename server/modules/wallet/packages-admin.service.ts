/**
 * The back office's credit package editor (finance): price, credit, bonus, order and whether the credit page offers
 * it. A package that was ever bought is referenced by its orders and receipts, so it is switched off, never deleted.
 * The site pages quote the packages ({{credit_packages}}): their caches are forgotten once a change commits.
 */
import type { CreditPackageInput, OpsCreditPackage } from '@shared/schemas/ops-data.schema';
import type { Db } from '../../lib/db';
import { notFound } from '../../lib/errors';
import { forget } from '../../lib/memo-cache';
import { changes, editConflict, fieldError, uniqueWrite } from '../../lib/ops-edits';
import { recordStaffAction } from '../operator-audit/operator-audit.service';
import * as repo from './packages-admin.repository';

export const PACKAGE_TARGET = 'credit_package';

const fields = (p: repo.OpsPackageRow | CreditPackageInput): CreditPackageInput => ({
  slug: p.slug,
  name_zh: p.name_zh,
  name_en: p.name_en,
  price: p.price,
  credit: p.credit,
  bonus: p.bonus,
  sort_order: p.sort_order,
  is_active: p.is_active,
});

export const listPackagesForOps = (db: Db): Promise<OpsCreditPackage[]> => repo.listPackages(db);

export async function getPackageForOps(db: Db, id: number): Promise<OpsCreditPackage> {
  const row = await repo.findPackage(db, id);
  if (!row) throw notFound();
  return row;
}

/** Runs a write; a slug taken by a concurrent write is the same field error as one taken before. */
const write = <T>(run: () => Promise<T>): Promise<T> => uniqueWrite('slug', 'ops_data_slug_taken', run);

export function createPackage(db: Db, staffId: number, input: CreditPackageInput): Promise<OpsCreditPackage> {
  return write(() =>
    db.withTransaction(async (tx) => {
      if (await repo.slugTaken(tx, input.slug, null)) throw fieldError('slug', 'ops_data_slug_taken');
      const id = await repo.insertPackage(tx, input);
      const row = (await repo.findPackage(tx, id))!;
      await recordStaffAction(tx, { staffId, action: 'create', targetType: PACKAGE_TARGET, targetId: id, after: fields(row) });
      tx.afterCommit(() => forget(db, 'site:'));
      return row;
    }),
  );
}

export function updatePackage(
  db: Db,
  staffId: number,
  id: number,
  input: CreditPackageInput & { version: number },
): Promise<OpsCreditPackage> {
  return write(() =>
    db.withTransaction(async (tx) => {
      const before = await repo.findPackage(tx, id, true);
      if (!before) throw notFound();
      if (before.version !== input.version) throw editConflict();
      if (await repo.slugTaken(tx, input.slug, id)) throw fieldError('slug', 'ops_data_slug_taken');
      if (!(await repo.updatePackage(tx, id, input.version, input))) throw editConflict();
      const after = (await repo.findPackage(tx, id))!;
      const diff = changes(fields(before), fields(after));
      if (diff) await recordStaffAction(tx, { staffId, action: 'update', targetType: PACKAGE_TARGET, targetId: id, ...diff });
      tx.afterCommit(() => forget(db, 'site:'));
      return after;
    }),
  );
}
