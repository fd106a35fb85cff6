// /dashboard/roles-permission: the permission matrix generated from the domain table the server enforces,
// and, for admins, granting or removing the organization and admin roles.
import { useState } from 'react';
import { Group, Pagination, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconMinus } from '@tabler/icons-react';
import { permissionMatrix, ROLES, ROLE_LABELS, type Role } from '@/domain/shared';
import { DASHBOARD_MESSAGES, raisesPrivilege, STAFF_ROLES } from '@/domain/organizations';
import { useMe } from '../../../lib/auth';
import { useChangeRole, useStaffUsers } from '../api';
import { confirmAction } from '../../../components/confirm-action';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/responsive-table';
import { QueryState } from './query-state';

type MatrixRow = ReturnType<typeof permissionMatrix>[number];

const Allowed = ({ allowed }: { allowed: boolean }) =>
  allowed ? (
    <IconCheck size={16} aria-hidden color="var(--mantine-color-green-7)" />
  ) : (
    <IconMinus size={16} aria-hidden color="var(--mantine-color-gray-5)" />
  );

export function RolesPermission() {
  const me = useMe();
  const matrix = permissionMatrix();
  return (
    <Stack>
      <Title order={1}>{DASHBOARD_MESSAGES.roles.title}</Title>
      <ResponsiveTable
        aria-label={DASHBOARD_MESSAGES.roles.matrix}
        minWidth={560}
        tableProps={{ striped: true }}
        // A phone's card: the permission as its title, the four roles in two columns.
        cardColumns={2}
        rows={matrix}
        rowKey={(row) => row.action}
        columns={[
          {
            header: DASHBOARD_MESSAGES.roles.permission,
            rowHeader: true,
            cardTitle: true,
            cell: (row) => row.description,
            tdProps: () => ({ fw: 400 }),
          },
          ...ROLES.map((r): ResponsiveColumn<MatrixRow> => ({
            header: ROLE_LABELS[r],
            thProps: { ta: 'center' },
            tdProps: (row) => ({
              ta: 'center',
              'aria-label': DASHBOARD_MESSAGES.roles.cellLabel(ROLE_LABELS[r], row.allowed[r]),
            }),
            cell: (row) => <Allowed allowed={row.allowed[r]} />,
            // A card has room for the words the table's cell gives as its name.
            card: (row) => (
              <Group gap={6} wrap="nowrap">
                <Allowed allowed={row.allowed[r]} />
                {row.allowed[r] ? DASHBOARD_MESSAGES.roles.allowed : DASHBOARD_MESSAGES.roles.notAllowed}
              </Group>
            ),
          })),
        ]}
      />
      {me.data?.role === 'admin' && <RoleAssignments myId={me.data.id} />}
    </Stack>
  );
}

function RoleAssignments({ myId }: { myId: string }) {
  const [page, setPage] = useState(1);
  const users = useStaffUsers(page, true);
  const change = useChangeRole();
  type StaffUser = NonNullable<typeof users.data>['items'][number];
  // Raising a privilege (above all, Admin) asks first; lowering one does not.
  const ask = (u: StaffUser, role: (typeof STAFF_ROLES)[number]) =>
    raisesPrivilege(u.role, role)
      ? confirmAction({
          title: DASHBOARD_MESSAGES.confirm.raiseRoleTitle(
            `${u.first_name} ${u.last_name} (${u.email})`,
            ROLE_LABELS[role],
          ),
          message: DASHBOARD_MESSAGES.confirm.raiseRoleText[role],
          confirmLabel: DASHBOARD_MESSAGES.confirm.raiseRole(ROLE_LABELS[role]),
          danger: role === 'admin',
          onConfirm: () => void onChange(u.id, role),
        })
      : void onChange(u.id, role);
  const onChange = async (id: string, role: Role) => {
    try {
      await change.mutateAsync({ id, role });
      notifications.show({ color: 'green', message: DASHBOARD_MESSAGES.roleChanged });
    } catch {
      // The query client's mutation cache shows the toast.
    }
  };
  return (
    <Stack>
      <Title order={2}>{DASHBOARD_MESSAGES.roles.staffRoles}</Title>
      <QueryState query={users} />
      {users.data && (
        <ResponsiveTable
          aria-label={DASHBOARD_MESSAGES.roles.staffTable}
          minWidth={560}
          rows={users.data.items}
          rowKey={(u) => u.id}
          columns={[
            { header: DASHBOARD_MESSAGES.roles.columns.name, cell: (u) => `${u.first_name} ${u.last_name}` },
            { header: DASHBOARD_MESSAGES.roles.columns.email, cell: (u) => u.email },
            { header: DASHBOARD_MESSAGES.roles.columns.organization, cell: (u) => u.organization_name ?? '—' },
            {
              header: DASHBOARD_MESSAGES.roles.columns.role,
              cell: (u) =>
                u.id === myId ? (
                  <Text size="sm">{ROLE_LABELS[u.role]}</Text>
                ) : (
                  <Select
                    aria-label={DASHBOARD_MESSAGES.roles.roleOf(u.email)}
                    data={STAFF_ROLES.filter((r) => r === 'admin' || u.organization_name).map((r) => ({
                      value: r,
                      label: ROLE_LABELS[r],
                    }))}
                    value={u.role}
                    onChange={(r) => r && r !== u.role && ask(u, r as (typeof STAFF_ROLES)[number])}
                    allowDeselect={false}
                  />
                ),
            },
          ]}
        />
      )}
      {users.data && users.data.total > 50 && (
        <Pagination
          total={Math.ceil(users.data.total / 50)}
          value={page}
          onChange={setPage}
          aria-label={DASHBOARD_MESSAGES.roles.staffPages}
          getControlProps={(control) => ({ 'aria-label': DASHBOARD_MESSAGES.pageControl(control) })}
        />
      )}
    </Stack>
  );
}
