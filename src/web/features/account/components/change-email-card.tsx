// Change email: the new address and the current password; a link goes to the new address, and the current one stays
// in force until it is used. A Mantine form over the domain's changeEmailInput.
import { useState } from 'react';
import { Alert, Paper, Text, Title } from '@mantine/core';
import { ACCOUNT_MESSAGES, MESSAGES } from '@/domain/shared';
import { lazySchema } from '../../../lib/lazy-schema';
import { TextFieldsForm } from '../../../components/text-fields-form';
import { useRequestEmailChange } from '../api';

/** The domain's changeEmailInput, fetched when the form is first edited (the account page draws no zod first). */
const changeEmailSchema = lazySchema(() => import('@/domain/shared/account-schemas').then((m) => m.changeEmailInput));

export function ChangeEmailCard({ currentEmail }: { currentEmail: string }) {
  const [pending, setPending] = useState<string | null>(null);
  const request = useRequestEmailChange();

  return (
    <Paper withBorder p="md">
      <Title order={2} size="h3" mb="xs">
        {ACCOUNT_MESSAGES.email.title}
      </Title>
      <Text size="sm" mb="sm">
        {ACCOUNT_MESSAGES.email.current} <strong>{currentEmail}</strong>
      </Text>
      {pending ? (
        <Alert color="blue" role="status" mb="sm">
          {MESSAGES.account.emailChangeRequested(pending)}
        </Alert>
      ) : null}
      <TextFieldsForm
        aria-label={ACCOUNT_MESSAGES.email.form}
        schema={changeEmailSchema}
        initialValues={{ email: '', password: '' }}
        fields={[
          {
            name: 'email',
            label: ACCOUNT_MESSAGES.email.newEmail,
            type: 'email',
            required: true,
            autoComplete: 'email',
          },
          {
            name: 'password',
            label: ACCOUNT_MESSAGES.email.currentPassword,
            type: 'password',
            required: true,
            autoComplete: 'current-password',
          },
        ]}
        submitLabel={ACCOUNT_MESSAGES.email.submit}
        send={async (v) => setPending((await request.mutateAsync(v)).pending_email)}
        resetOnSuccess
        pending={request.isPending}
      />
    </Paper>
  );
}
