// Delete my account (workers) or deactivate it (staff): the button opens a confirmation dialog that asks for the
// password again (close-account-dialog.tsx, whose code loads on the button's hover, focus or press).
import { useState } from 'react';
import { Button, Paper, Text, Title } from '@mantine/core';
import { ACCOUNT_MESSAGES, accountClosureFor, MESSAGES, type Role } from '@/domain/shared';
import { lazyDialog } from '../../../components/lazy-dialog';

const CloseAccountDialog = lazyDialog(() => import('./close-account-dialog').then((m) => m.CloseAccountDialog));

export function CloseAccountCard({ role }: { role: Role }) {
  const deletes = accountClosureFor(role) === 'deleted';
  const action = deletes ? ACCOUNT_MESSAGES.close.deleteAction : ACCOUNT_MESSAGES.close.deactivateAction;
  const [opened, setOpened] = useState(false);

  return (
    <Paper withBorder p="md">
      <Title order={2} size="h3" mb="xs">
        {deletes ? ACCOUNT_MESSAGES.close.deleteTitle : ACCOUNT_MESSAGES.close.deactivateTitle}
      </Title>
      <Text size="sm" mb="sm">
        {deletes ? MESSAGES.account.deleteConfirm : MESSAGES.account.deactivateConfirm}
      </Text>
      <Button color="red" variant="outline" onClick={() => setOpened(true)} {...CloseAccountDialog.trigger}>
        {action}
      </Button>
      <CloseAccountDialog opened={opened} onClose={() => setOpened(false)} deletes={deletes} action={action} />
    </Paper>
  );
}
