// /reset-password?token=…: sets a new password from the emailed link, then signs in (every other session ends). The
// one form mechanism (useDomainForm over the domain's resetPasswordInput, the token added from the link).
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useNavigateFromHere } from '../../../lib/navigate-here';
import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { AUTH_MESSAGES, homeForRole, MESSAGES, routes, meSchema } from '@/domain/shared';
import { api, ApiError } from '../../../lib/api';
import { useResetSession } from '../../../lib/auth';
import { useDomainForm } from '../../../lib/domain-form';
import { lazySchema } from '../../../lib/lazy-schema';
import { applyServerErrors, hasFieldErrors } from '../../../lib/form-errors';
import { AuthCard } from '../components/auth-card';
import { CheckingLink, LinkUnusable, useLinkStatus } from '../components/link-state';

/** The domain's resetPasswordInput, fetched when the form is first edited (the page is a form: lazy-schema.ts). */
const resetSchema = lazySchema(() => import('@/domain/shared/account-schemas').then((m) => m.resetPasswordInput));

export function Component() {
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A move that follows the answer: not made if the person has gone elsewhere meanwhile (decision 0058).
  const navigate = useNavigateFromHere();
  const reset = useResetSession();
  const token = params.get('token') ?? '';
  const form = useDomainForm(resetSchema, { password: '' }, { toInput: ({ password }) => ({ token, password }) });
  // Checked on opening: a used or expired link says so before a new password is typed.
  const link = useLinkStatus(token, 'password-reset');
  const status = token ? link.data?.status : 'invalid';

  const submit = form.onSubmit(
    async ({ password }) => {
      setBusy(true);
      setError(null);
      try {
        const me = await api('/api/auth/reset-password', {
          body: { token, password },
          schema: import.meta.env.DEV && meSchema,
        });
        await reset(me);
        notifications.show({ color: 'green', message: MESSAGES.account.passwordReset });
        navigate(homeForRole(me.role), { replace: true });
      } catch (err) {
        // A refusal of the password lands on its field; any other (the link's token) in the alert.
        if (hasFieldErrors(err) && err.body.fields.password) return void applyServerErrors(form, err);
        setError(err instanceof ApiError ? err.message : MESSAGES.errors.unavailable);
      } finally {
        setBusy(false);
      }
      // The link's token has no field of its own: its refusal is said in the alert.
    },
    (errors) => setError(typeof errors.token === 'string' ? errors.token : null),
  );

  if (status && status !== 'valid')
    return (
      <AuthCard title={AUTH_MESSAGES.resetPassword.title}>
        <LinkUnusable status={status} askLabel={MESSAGES.account.askNewResetLink} askTo={routes.forgotPassword()} />
      </AuthCard>
    );
  if (!status && link.isPending)
    return (
      <AuthCard title={AUTH_MESSAGES.resetPassword.title}>
        <CheckingLink />
      </AuthCard>
    );

  return (
    <AuthCard title={AUTH_MESSAGES.resetPassword.title}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <PasswordInput
            label={AUTH_MESSAGES.resetPassword.newPassword}
            description={AUTH_MESSAGES.fields.passwordHint}
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <Button type="submit" loading={busy} fullWidth>
            {AUTH_MESSAGES.resetPassword.submit}
          </Button>
          <Anchor component={Link} to={routes.forgotPassword()} size="sm">
            {MESSAGES.account.forgotPassword}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
