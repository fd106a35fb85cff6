// Delete my account (workers) or deactivate it (staff): a confirmation dialog asks for the password again; afterwards
// the browser is signed out and sent to the login page.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Group, Modal, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ACCOUNT_MESSAGES, accountClosureFor, MESSAGES, routes, type Role } from '@/domain/shared';
import { useResetSession } from '../../../lib/auth';
import { useDomainForm } from '../../../lib/domain-form';
import { lazySchema } from '../../../lib/lazy-schema';
import { applyServerErrors } from '../../../lib/form-errors';
import { useCloseAccount } from '../api';

/** The domain's deleteAccountInput, fetched when the form is first edited (the account page draws no zod first). */
const deleteSchema = lazySchema(() => import('@/domain/shared/account-schemas').then((m) => m.deleteAccountInput));

export function CloseAccountCard({ role }: { role: Role }) {
  const deletes = accountClosureFor(role) === 'deleted';
  const action = deletes ? ACCOUNT_MESSAGES.close.deleteAction : ACCOUNT_MESSAGES.close.deactivateAction;
  const [opened, setOpened] = useState(false);
  const form = useDomainForm(deleteSchema, { password: '' });
  const close = useCloseAccount();
  const reset = useResetSession();
  const navigate = useNavigate();

  const dismiss = () => {
    setOpened(false);
    form.reset();
  };
  // A wrong password is shown under the input (server `fields`); any other failure is one toast (mutation cache).
  const submit = form.onSubmit(async ({ password }) => {
    try {
      const { outcome } = await close.mutateAsync({ password });
      await reset(null);
      notifications.show({
        color: 'green',
        message: outcome === 'deleted' ? MESSAGES.account.accountDeleted : MESSAGES.account.deactivated,
      });
      navigate(routes.login(), { replace: true });
    } catch (err) {
      applyServerErrors(form, err);
    }
  });

  return (
    <Paper withBorder p="md">
      <Title order={2} size="h3" mb="xs">
        {deletes ? ACCOUNT_MESSAGES.close.deleteTitle : ACCOUNT_MESSAGES.close.deactivateTitle}
      </Title>
      <Text size="sm" mb="sm">
        {deletes ? MESSAGES.account.deleteConfirm : MESSAGES.account.deactivateConfirm}
      </Text>
      <Button color="red" variant="outline" onClick={() => setOpened(true)}>
        {action}
      </Button>
      <Modal opened={opened} onClose={dismiss} title={action} centered>
        <form onSubmit={submit} noValidate>
          <Stack>
            <Text size="sm">{deletes ? MESSAGES.account.deleteConfirm : MESSAGES.account.deactivateConfirm}</Text>
            <PasswordInput
              label={ACCOUNT_MESSAGES.close.password}
              description={ACCOUNT_MESSAGES.close.passwordHint}
              autoComplete="current-password"
              required
              {...form.getInputProps('password')}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={dismiss}>
                {MESSAGES.cancel}
              </Button>
              <Button type="submit" color="red" loading={close.isPending}>
                {action}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Paper>
  );
}
