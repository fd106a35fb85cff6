// /reset-password?token=…: sets a new password from the emailed link, then signs in (every other session ends).
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formRefusal, homeForRole, MESSAGES, resetPasswordInput, routes, meSchema } from '@/domain/shared';
import { api, ApiError } from '../../../lib/api';
import { useResetSession } from '../../../lib/auth';
import { AuthCard } from '../components/auth-card';
import { CheckingLink, LinkUnusable, useLinkStatus } from '../components/link-state';

export function Component() {
  const [params] = useSearchParams();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const reset = useResetSession();
  const token = params.get('token') ?? '';
  // Checked on opening: a used or expired link says so before a new password is typed.
  const link = useLinkStatus(token, 'password-reset');
  const status = token ? link.data?.status : 'invalid';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // The domain's rules first, in the words the server would answer with.
    const refused = formRefusal(resetPasswordInput, { token, password });
    if (refused) return setError(refused);
    setBusy(true);
    setError(null);
    try {
      const me = await api('/api/auth/reset-password', { body: { token, password }, schema: meSchema });
      await reset(me);
      notifications.show({ color: 'green', message: MESSAGES.account.passwordReset });
      navigate(homeForRole(me.role), { replace: true });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : MESSAGES.errors.unavailable);
    } finally {
      setBusy(false);
    }
  };

  if (status && status !== 'valid')
    return (
      <AuthCard title="Choose a new password">
        <LinkUnusable status={status} askLabel={MESSAGES.account.askNewResetLink} askTo={routes.forgotPassword()} />
      </AuthCard>
    );
  if (!status && link.isPending)
    return (
      <AuthCard title="Choose a new password">
        <CheckingLink />
      </AuthCard>
    );

  return (
    <AuthCard title="Choose a new password">
      <form onSubmit={submit} noValidate>
        <Stack>
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <PasswordInput
            label="New password"
            description="At least 8 characters"
            autoComplete="new-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <Button type="submit" loading={busy} fullWidth>
            Set new password
          </Button>
          <Anchor component={Link} to={routes.forgotPassword()} size="sm">
            {MESSAGES.account.forgotPassword}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
