// /login: email and password; each role lands on its home (or where it was going). @mantine/form over the domain's
// loginInput (fetched after the page paints: lib/lazy-schema.ts); the server's field errors land on the inputs, its other refusals in the alert; what was typed stays.
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useNavigateFromHere } from '../../../lib/navigate-here';
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { AUTH_MESSAGES, homeForRole, MESSAGES, routes, safeNextPath, meSchema } from '@/domain/shared';
import { api, ApiError } from '../../../lib/api';
import { useDomainForm } from '../../../lib/domain-form';
import { lazySchema } from '../../../lib/lazy-schema';
import { applyServerErrors } from '../../../lib/form-errors';
import { useResetSession } from '../../../lib/auth';
import { AuthCard } from '../components/auth-card';
import { EmailInput } from '../components/email-input';

/** The domain's loginInput, fetched when the form is first edited (the login page is many people's first view). */
const loginSchema = lazySchema(() => import('@/domain/shared/account-schemas').then((m) => m.loginInput));

export function Component() {
  const form = useDomainForm(loginSchema, { email: '', password: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A move that follows the answer: not made if the person has gone elsewhere meanwhile (decision 0058).
  const navigate = useNavigateFromHere();
  const [params] = useSearchParams();
  const reset = useResetSession();

  const submit = form.onSubmit(async ({ email, password }) => {
    setBusy(true);
    setError(null);
    try {
      const me = await api('/api/auth/login', { body: { email, password }, schema: import.meta.env.DEV && meSchema });
      await reset(me);
      navigate(safeNextPath(params.get('next')) ?? homeForRole(me.role), { replace: true });
    } catch (err) {
      if (applyServerErrors(form, err)) return;
      setError(err instanceof ApiError ? err.message : AUTH_MESSAGES.unreachable);
    } finally {
      setBusy(false);
    }
  });

  return (
    <AuthCard title={AUTH_MESSAGES.login.title}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <EmailInput {...form.getInputProps('email')} />
          <PasswordInput
            label={AUTH_MESSAGES.fields.password}
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <Button type="submit" loading={busy} fullWidth>
            {AUTH_MESSAGES.login.submit}
          </Button>
          <Anchor component={Link} to={routes.forgotPassword()} size="sm">
            {MESSAGES.account.forgotPassword}
          </Anchor>
          <Text size="sm">
            {AUTH_MESSAGES.login.newHere}{' '}
            <Anchor component={Link} to={routes.signup(params.get('next'))}>
              {AUTH_MESSAGES.login.createAccount}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
