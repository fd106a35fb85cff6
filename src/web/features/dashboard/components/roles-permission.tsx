// /dashboard/roles-permission: the permission matrix generated from the domain table the server enforces,
// and, for admins, granting or removing the organization and admin roles.
import { useState } from 'react';
import { Pagination, Select, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconMinus } from '@tabler/icons-react';
import { permissionMatrix, ROLES, ROLE_LABELS, type Role } from '@/domain/shared';
import { DASHBOARD_MESSAGES, raisesPrivilege, STAFF_ROLES } from '@/domain/organizations';
import { useMe } from '../../../lib/auth';
import { useChangeRole, useStaffUsers } from '../api';
import { confirmAction } from '../../../components/confirm-action';
import { QueryState } from './query-state';

export function RolesPermission() {
  const me = useMe();
  const matrix = permissionMatrix();
  return (
    <Stack>
      <Title order={1}>Roles and permissions</Title>
      <Table.ScrollContainer minWidth={560}>
        <Table striped aria-label="Permissions by role">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Permission</Table.Th>
              {ROLES.map((r) => (
                <Table.Th key={r} scope="col" ta="center">
                  {ROLE_LABELS[r]}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {matrix.map((row) => (
              <Table.Tr key={row.action}>
                <Table.Th scope="row" fw={400}>
                  {row.description}
                </Table.Th>
                {ROLES.map((r) => (
                  <Table.Td
                    key={r}
                    ta="center"
                    aria-label={`${ROLE_LABELS[r]}: ${row.allowed[r] ? 'allowed' : 'not allowed'}`}
                  >
                    {row.allowed[r] ? (
                      <IconCheck size={16} aria-hidden color="var(--mantine-color-green-7)" />
                    ) : (
                      <IconMinus size={16} aria-hidden color="var(--mantine-color-gray-5)" />
                    )}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
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
      <Title order={2}>Staff roles</Title>
      <QueryState query={users} />
      {users.data && (
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label="Staff roles">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Organization</Table.Th>
                <Table.Th>Role</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.data.items.map((u) => (
                <Table.Tr key={u.id}>
                  <Table.Td>
                    {u.first_name} {u.last_name}
                  </Table.Td>
                  <Table.Td>{u.email}</Table.Td>
                  <Table.Td>{u.organization_name ?? '—'}</Table.Td>
                  <Table.Td>
                    {u.id === myId ? (
                      <Text size="sm">{ROLE_LABELS[u.role]}</Text>
                    ) : (
                      <Select
                        aria-label={`Role of ${u.email}`}
                        data={STAFF_ROLES.filter((r) => r === 'admin' || u.organization_name).map((r) => ({
                          value: r,
                          label: ROLE_LABELS[r],
                        }))}
                        value={u.role}
                        onChange={(r) => r && r !== u.role && ask(u, r as (typeof STAFF_ROLES)[number])}
                        allowDeselect={false}
                      />
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {users.data && users.data.total > 50 && (
        <Pagination
          total={Math.ceil(users.data.total / 50)}
          value={page}
          onChange={setPage}
          aria-label="Staff pages"
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
        />
      )}
    </Stack>
  );
}
