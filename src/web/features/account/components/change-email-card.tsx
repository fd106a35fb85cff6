// Change email: the new address and the current password; a link goes to the new address, and the current one stays
// in force until it is used.
import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Paper, PasswordInput, SimpleGrid, Text, TextInput, Title } from '@mantine/core';
import { MESSAGES } from '@/domain/shared';
import { ApiError } from '../../../lib/api';
import { useRequestEmailChange } from '../api';

export function ChangeEmailCard({ currentEmail }: { currentEmail: string }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState<string | null>(null);
  const request = useRequestEmailChange();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    try {
      const res = await request.mutateAsync({ email, password });
      setPending(res.pending_email);
      setEmail('');
      setPassword('');
    } catch (err) {
      const body = err instanceof ApiError ? err.body : null;
      setErrors(body?.fields ?? { email: body?.message ?? MESSAGES.errors.unavailable });
    }
  };

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
      <form onSubmit={submit} noValidate aria-label="Change email">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="New email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={errors.email}
          />
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={errors.password}
          />
        </SimpleGrid>
        <Group mt="md">
          <Button type="submit" loading={request.isPending}>
            Send confirmation link
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
