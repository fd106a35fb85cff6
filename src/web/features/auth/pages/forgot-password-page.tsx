// /forgot-password: asks for a reset link; the answer is the same whatever the email. The one form mechanism
// (useDomainForm over the domain's forgotPasswordInput, a lazySchema): a refusal lands on the field, what was typed stays.
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { AUTH_MESSAGES, MESSAGES, routes } from '@/domain/shared';
import { api, ApiError } from '../../../lib/api';
import { useDomainForm } from '../../../lib/domain-form';
import { lazySchema } from '../../../lib/lazy-schema';
import { applyServerErrors } from '../../../lib/form-errors';
import { AuthCard } from '../components/auth-card';
import { EmailInput } from '../components/email-input';

/** The domain's forgotPasswordInput, fetched when the form is first edited (the page is a form: lazy-schema.ts). */
const forgotSchema = lazySchema(() => import('@/domain/shared/account-schemas').then((m) => m.forgotPasswordInput));

export function Component() {
  const form = useDomainForm(forgotSchema, { email: '' });
  const [state, setState] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = form.onSubmit(async ({ email }) => {
    setBusy(true);
    setState(null);
    try {
      await api('/api/auth/forgot-password', { body: { email } });
      setState({ ok: true, message: MESSAGES.account.resetRequested });
    } catch (err) {
      if (applyServerErrors(form, err)) return;
      setState({ ok: false, message: err instanceof ApiError ? err.message : MESSAGES.errors.unavailable });
    } finally {
      setBusy(false);
    }
  });

  return (
    <AuthCard title={AUTH_MESSAGES.forgotPassword.title}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {state ? (
            <Alert color={state.ok ? 'green' : 'red'} role={state.ok ? 'status' : 'alert'}>
              {state.message}
            </Alert>
          ) : null}
          <EmailInput {...form.getInputProps('email')} />
          <Button type="submit" loading={busy} fullWidth>
            {AUTH_MESSAGES.forgotPassword.submit}
          </Button>
          <Anchor component={Link} to={routes.login()} size="sm">
            {MESSAGES.publicJobs.logIn}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
