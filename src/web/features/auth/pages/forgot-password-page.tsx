// /forgot-password: asks for a reset link; the answer is the same whatever the email.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { MESSAGES, forgotPasswordInput, formRefusal, routes } from '@/domain/shared';
import { api, ApiError } from '../../../lib/api';
import { AuthCard } from '../components/auth-card';

export function Component() {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const refused = formRefusal(forgotPasswordInput, { email });
    if (refused) return setState({ ok: false, message: refused });
    setBusy(true);
    try {
      await api('/api/auth/forgot-password', { body: { email } });
      setState({ ok: true, message: MESSAGES.account.resetRequested });
    } catch (err) {
      setState({ ok: false, message: err instanceof ApiError ? err.message : MESSAGES.errors.unavailable });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Reset your password">
      <form onSubmit={submit} noValidate>
        <Stack>
          {state ? (
            <Alert color={state.ok ? 'green' : 'red'} role={state.ok ? 'status' : 'alert'}>
              {state.message}
            </Alert>
          ) : null}
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <Button type="submit" loading={busy} fullWidth>
            Send reset link
          </Button>
          <Anchor component={Link} to={routes.login()} size="sm">
            {MESSAGES.publicJobs.logIn}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
