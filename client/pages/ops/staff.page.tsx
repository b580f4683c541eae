/** /ops/staff (admins): the staff members and their roles; an admin changes a member's roles here. */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { STAFF_ROLES, type StaffMember } from '@shared/schemas/back-office.schema';
import { OpsFrame } from '@client/features/back-office/components/ops-frame';
import { NameCell } from '@client/features/back-office/components/ops-cells';
import { OpsTable } from '@client/features/back-office/components/ops-table';
import { useSetRoles } from '@client/features/back-office/api/back-office.queries';
import { Button } from '@client/ui/button';
import { Alert } from '@client/ui/alert';
import { useToast } from '@client/ui/toast';
import { useApiForm } from '@client/ui/use-api-form';
import { visuallyHiddenStyles } from '@client/ui/visually-hidden';
import { theme } from '@client/styles/theme';
import { staffReads } from './ops.reads';

export default function OpsStaffPage() {
  const { t } = useTranslation('ops');
  const { data } = useQuery(staffReads.use().staff);
  return (
    <OpsFrame title={t('staff>title')} intro={t('staff>intro')}>
      <OpsTable<StaffMember>
        caption={t('staff>title')}
        rows={data ?? []}
        rowKey={(r) => r.id}
        empty={t('staff>none')}
        columns={[
          {
            key: 'name',
            label: t('staff>col>name'),
            width: '220px',
            render: (r) => <NameCell note={`@${r.username}`}>{r.full_name}</NameCell>,
          },
          { key: 'email', label: t('staff>col>email'), width: '220px', render: (r) => r.email },
          { key: 'roles', label: t('staff>col>roles'), render: (r) => <RolesForm member={r} /> },
        ]}
      />
    </OpsFrame>
  );
}

function RolesForm({ member }: { member: StaffMember }) {
  const { t } = useTranslation('ops');
  const toast = useToast();
  const save = useSetRoles();
  const form = useApiForm({ network: t('common|errors>network') });
  const [roles, setRoles] = useState<string[]>(member.roles);
  const changed = [...roles].sort().join() !== [...member.roles].sort().join();
  return (
    <form
      css={formStyles}
      onSubmit={async (e) => {
        e.preventDefault();
        const r = await form.run(() => save.mutateAsync({ id: member.id, roles }));
        if (r.ok) toast.show(t('staff>saved'));
      }}
    >
      {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
      <fieldset css={rolesStyles}>
        <legend css={visuallyHiddenStyles}>{t('staff>col>roles')}</legend>
        {STAFF_ROLES.map((role) => (
          <label key={role}>
            <input
              type="checkbox"
              checked={roles.includes(role)}
              onChange={(e) => setRoles((list) => (e.target.checked ? [...list, role] : list.filter((x) => x !== role)))}
            />{' '}
            {t(`roles>${role}`)}
          </label>
        ))}
      </fieldset>
      <Button type="submit" size="sm" variant="secondary" disabled={!changed || form.pending}>
        {t('staff>save')}
      </Button>
    </form>
  );
}

const formStyles = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[3]};
`;
const rolesStyles = css`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  label {
    white-space: nowrap;
  }
`;
