// Change email: the new address and the current password; a link goes to the new address, and the current one stays
// in force until it is used. A Mantine form over the domain's changeEmailInput.
import { useState } from 'react';
import { Alert, Paper, Text, Title } from '@mantine/core';
import { changeEmailInput, MESSAGES } from '@/domain/shared';
import { TextFieldsForm } from '../../../components/text-fields-form';
import { useRequestEmailChange } from '../api';

export function ChangeEmailCard({ currentEmail }: { currentEmail: string }) {
  const [pending, setPending] = useState<string | null>(null);
  const request = useRequestEmailChange();

  return (
    <Paper withBorder p="md">
      <Title order={2} size="h3" mb="xs">
        Email
      </Title>
      <Text size="sm" mb="sm">
        Current address: <strong>{currentEmail}</strong>
      </Text>
      {pending ? (
        <Alert color="blue" role="status" mb="sm">
          {MESSAGES.account.emailChangeRequested(pending)}
        </Alert>
      ) : null}
      <TextFieldsForm
        aria-label="Change email"
        schema={changeEmailInput}
        initialValues={{ email: '', password: '' }}
        fields={[
          { name: 'email', label: 'New email', type: 'email', required: true, autoComplete: 'email' },
          {
            name: 'password',
            label: 'Current password',
            type: 'password',
            required: true,
            autoComplete: 'current-password',
          },
        ]}
        submitLabel="Send confirmation link"
        send={async (v) => setPending((await request.mutateAsync(v)).pending_email)}
        resetOnSuccess
        pending={request.isPending}
      />
    </Paper>
  );
}
