/** SQL on staff_roles: which back-office roles each operator holds. */
import type { Queryable } from '../../lib/db';

export interface StaffRow {
  id: number;
  username: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  roles: string[];
}

export async function staffList(q: Queryable): Promise<StaffRow[]> {
  const { rows } = await q.query<StaffRow>(
    `SELECT u.id, u.username, u.first_name, u.last_name, u.email,
            ARRAY(SELECT r.role FROM staff_roles r WHERE r.user_id = u.id ORDER BY r.role) AS roles
       FROM users u WHERE u.is_operator AND u.deleted_at IS NULL ORDER BY u.username`,
  );
  return rows;
}

export async function staffById(q: Queryable, id: number): Promise<StaffRow | undefined> {
  return (await staffList(q)).find((s) => s.id === id);
}

export async function replaceRoles(q: Queryable, userId: number, roles: readonly string[]): Promise<void> {
  await q.query('DELETE FROM staff_roles WHERE user_id = $1 AND NOT (role = ANY($2::text[]))', [userId, roles]);
  await q.query('INSERT INTO staff_roles (user_id, role) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING', [userId, roles]);
}
