// The confirmation of Delete my account / Deactivate my account: the password again; afterwards the browser is signed
// out and sent to the login page. Loaded when it first opens (close-account-card.tsx's lazyDialog), so the account
// page's first view carries no Modal.
import { useNavigate } from 'react-router';
import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MESSAGES, ACCOUNT_MESSAGES, routes } from '@/domain/shared';
import { useResetSession } from '../../../lib/auth';
import { useDomainForm } from '../../../lib/domain-form';
import { lazySchema } from '../../../lib/lazy-schema';
import { applyServerErrors } from '../../../lib/form-errors';
import { useCloseAccount } from '../api';

/** The domain's deleteAccountInput, fetched when the form is first edited. */
const deleteSchema = lazySchema(() => import('@/domain/shared/account-schemas').then((m) => m.deleteAccountInput));

export interface CloseAccountDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Deleted (a worker) or deactivated (staff): the words and what the server does. */
  deletes: boolean;
  /** The action's name: the dialog's title and its button. */
  action: string;
}

export function CloseAccountDialog({ opened, onClose, deletes, action }: CloseAccountDialogProps) {
  const form = useDomainForm(deleteSchema, { password: '' });
  const close = useCloseAccount();
  const reset = useResetSession();
  const navigate = useNavigate();

  const dismiss = () => {
    onClose();
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
  );
}
