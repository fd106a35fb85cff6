// /dashboard/settings: the organization's profile (organization users and admins) and the user's own name and phone;
// the change-password form lives here and is shown on the account settings page (/account).
import { useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Button, Group, Paper, PasswordInput, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { can, routes } from '@/domain/shared';
import { DASHBOARD_MESSAGES } from '@/domain/organizations';
import { ApiError } from '../../../lib/api';
import { useMe } from '../../../lib/auth';
import {
  useChangePassword,
  useOrgProfile,
  useOwnSettings,
  useSaveOrgProfile,
  useSaveOwnSettings,
  type OrgProfile,
  type OwnSettings,
} from '../api';
import { QueryState } from './query-state';

export function SettingsSection() {
  const me = useMe();
  const orgAllowed = !!me.data?.organization && can(me.data.role, 'organization.manage');
  const org = useOrgProfile(orgAllowed);
  const own = useOwnSettings();
  return (
    <Stack>
      <Title order={1}>Settings</Title>
      {orgAllowed && (
        <Paper withBorder p="md">
          <Title order={2} size="h3" mb="sm">
            Organization profile
          </Title>
          <QueryState query={org} />
          {org.data && <OrgForm initial={org.data} />}
        </Paper>
      )}
      <Paper withBorder p="md">
        <Title order={2} size="h3" mb="sm">
          Your account
        </Title>
        <QueryState query={own} />
        {own.data && <OwnForm initial={own.data} />}
      </Paper>
    </Stack>
  );
}

const fieldsOf = (e: unknown) => (e instanceof ApiError ? (e.body.fields ?? {}) : {});

function OrgForm({ initial }: { initial: OrgProfile }) {
  const [v, setV] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveOrgProfile();
  return (
    <form
      onSubmit={async (e) => {
        e.preventDefault();
        try {
          setErrors({});
          await save.mutateAsync({
            name: v.name,
            contact_email: v.contact_email,
            contact_phone: v.contact_phone,
            logo: v.logo || undefined,
          });
          notifications.show({ color: 'green', message: DASHBOARD_MESSAGES.settingsSaved });
        } catch (err) {
          setErrors(fieldsOf(err));
        }
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Organization name"
          required
          value={v.name}
          onChange={(e) => setV({ ...v, name: e.currentTarget.value })}
          error={errors.name}
        />
        <TextInput
          label="Contact email"
          type="email"
          value={v.contact_email}
          onChange={(e) => setV({ ...v, contact_email: e.currentTarget.value })}
          error={errors.contact_email}
        />
        <TextInput
          label="Contact phone"
          type="tel"
          value={v.contact_phone}
          onChange={(e) => setV({ ...v, contact_phone: e.currentTarget.value })}
          error={errors.contact_phone}
        />
        <TextInput
          label="Logo URL"
          value={v.logo}
          onChange={(e) => setV({ ...v, logo: e.currentTarget.value })}
          error={errors.logo}
        />
      </SimpleGrid>
      <Group mt="md">
        <Button type="submit" loading={save.isPending}>
          Save organization
        </Button>
      </Group>
    </form>
  );
}

function OwnForm({ initial }: { initial: OwnSettings }) {
  const [v, setV] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveOwnSettings();
  return (
    <form
      onSubmit={async (e) => {
        e.preventDefault();
        try {
          setErrors({});
          await save.mutateAsync({ first_name: v.first_name, last_name: v.last_name, phone: v.phone });
          notifications.show({ color: 'green', message: DASHBOARD_MESSAGES.settingsSaved });
        } catch (err) {
          setErrors(fieldsOf(err));
        }
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="First name"
          required
          value={v.first_name}
          onChange={(e) => setV({ ...v, first_name: e.currentTarget.value })}
          error={errors.first_name}
        />
        <TextInput
          label="Last name"
          required
          value={v.last_name}
          onChange={(e) => setV({ ...v, last_name: e.currentTarget.value })}
          error={errors.last_name}
        />
        <TextInput
          label="Phone"
          type="tel"
          value={v.phone}
          onChange={(e) => setV({ ...v, phone: e.currentTarget.value })}
          error={errors.phone}
        />
        <TextInput
          label="Email"
          value={v.email}
          readOnly
          description={
            <>
              Change your email or password, or deactivate your account, in{' '}
              <Anchor component={Link} to={routes.account()} size="xs">
                Account settings
              </Anchor>
              .
            </>
          }
        />
      </SimpleGrid>
      <Group mt="md">
        <Button type="submit" loading={save.isPending}>
          Save account
        </Button>
      </Group>
    </form>
  );
}

/** Change password (current and new); other sessions end. Shown on the account settings page. */
export function PasswordForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = useChangePassword();
  return (
    <form
      onSubmit={async (e) => {
        e.preventDefault();
        try {
          setErrors({});
          await change.mutateAsync({ current_password: current, new_password: next });
          notifications.show({ color: 'green', message: DASHBOARD_MESSAGES.passwordChanged });
          setCurrent('');
          setNext('');
        } catch (err) {
          setErrors(fieldsOf(err));
        }
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <PasswordInput
          label="Current password"
          required
          value={current}
          onChange={(e) => setCurrent(e.currentTarget.value)}
          error={errors.current_password}
          autoComplete="current-password"
        />
        <PasswordInput
          label="New password"
          required
          minLength={8}
          value={next}
          onChange={(e) => setNext(e.currentTarget.value)}
          error={errors.new_password}
          autoComplete="new-password"
        />
      </SimpleGrid>
      <Group mt="md">
        <Button type="submit" loading={change.isPending}>
          Change password
        </Button>
      </Group>
    </form>
  );
}
