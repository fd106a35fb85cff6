// /account: the signed-in user's own account, for every role (account menu → Account settings): change email and
// password, export my data (workers), and delete (workers) or deactivate (staff) the account.
import { Center, Paper, Stack, Title } from '@mantine/core';
import { can, MESSAGES } from '@/domain/shared';
import { useMe } from '../../lib/auth';
import { ChangeEmailCard } from '../../features/account/components/change-email-card';
import { ExportDataCard } from '../../features/account/components/export-data-card';
import { CloseAccountCard } from '../../features/account/components/close-account-card';
import { PasswordForm } from '../../features/account/components/password-form';
import { Busy } from '../components/busy';

export function Component() {
  const me = useMe().data;
  if (!me)
    return (
      <Center h="30vh">
        <Busy label={MESSAGES.shell.loading} />
      </Center>
    );
  return (
    <Stack maw={880}>
      <Title order={1}>{MESSAGES.accountPage.title}</Title>
      <ChangeEmailCard currentEmail={me.email} />
      <Paper withBorder p="md">
        <Title order={2} size="h3" mb="sm">
          {MESSAGES.accountPage.changePassword}
        </Title>
        <PasswordForm />
      </Paper>
      {can(me.role, 'account.exportOwn') ? <ExportDataCard /> : null}
      <CloseAccountCard role={me.role} />
    </Stack>
  );
}
