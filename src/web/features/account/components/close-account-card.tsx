// Delete my account (workers) or deactivate it (staff): a confirmation dialog asks for the password again; afterwards
// the browser is signed out and sent to the login page.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button, Group, Modal, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { accountClosureFor, MESSAGES, routes, type Role } from '@/domain/shared';
import { ApiError } from '../../../lib/api';
import { useResetSession } from '../../../lib/auth';
import { useCloseAccount } from '../api';

export function CloseAccountCard({ role }: { role: Role }) {
  const deletes = accountClosureFor(role) === 'deleted';
  const action = deletes ? 'Delete my account' : 'Deactivate my account';
  const [opened, setOpened] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = useCloseAccount();
  const reset = useResetSession();
  const navigate = useNavigate();

  const dismiss = () => {
    setOpened(false);
    setPassword('');
    setError(null);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      const { outcome } = await close.mutateAsync({ password });
      await reset(null);
      notifications.show({
        color: 'green',
        message: outcome === 'deleted' ? MESSAGES.account.accountDeleted : MESSAGES.account.deactivated,
      });
      navigate(routes.login(), { replace: true });
    } catch (err) {
      const body = err instanceof ApiError ? err.body : null;
      setError(body?.fields?.password ?? body?.message ?? MESSAGES.errors.unavailable);
    }
  };

  return (
    <Paper withBorder p="md">
      <Title order={2} size="h3" mb="xs">
        {deletes ? 'Delete account' : 'Deactivate account'}
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
              label="Password"
              description="Enter your password to confirm."
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={error}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={dismiss}>
                Cancel
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
