// /signup: a worker account, or an organization with its first organization user. @mantine/form over the domain's
// signupInput; the server's field errors land on the inputs, its other refusals in the alert; what was typed stays.
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useNavigateFromHere } from '../../../lib/navigate-here';
import { Alert, Anchor, Button, PasswordInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { AUTH_MESSAGES, homeForRole, MESSAGES, routes, safeNextPath, meSchema } from '@/domain/shared';
import { api, ApiError } from '../../../lib/api';
import { useDomainForm } from '../../../lib/domain-form';
import { lazySchema } from '../../../lib/lazy-schema';
import { applyServerErrors } from '../../../lib/form-errors';
import { useResetSession } from '../../../lib/auth';
import { draftKey } from '../../../lib/form-draft';
import { DraftNotice } from '../../../components/draft-notice';
import { AuthCard } from '../components/auth-card';
import { EmailInput } from '../components/email-input';

type Values = {
  role: 'worker' | 'organization';
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  organization_name: string;
};

/** The sign-up payload (signupInput): the organization's name only for an organization, and where to go next. */
const bodyOf = (v: Values, next: string | null) => {
  const { organization_name, ...rest } = v;
  return { ...rest, ...(v.role === 'organization' ? { organization_name } : {}), ...(next ? { next } : {}) };
};

/** The domain's signupInput, fetched when the form is first edited (the page is a form: lazy-schema.ts). */
const signupSchema = lazySchema(() => import('@/domain/shared/account-schemas').then((m) => m.signupInput));

export function Component() {
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  // A move that follows the answer: not made if the person has gone elsewhere meanwhile (decision 0058).
  const navigate = useNavigateFromHere();
  const reset = useResetSession();
  const [params] = useSearchParams();
  // Where the visitor was going (a job, a search): back there after sign-up, and from the verification link.
  const next = safeNextPath(params.get('next'));
  const form = useDomainForm<Values>(
    signupSchema,
    { role: 'worker', first_name: '', last_name: '', email: '', password: '', organization_name: '' },
    // Before the account exists the draft is the device's (never the password).
    { toInput: (v) => bodyOf(v, next), draft: draftKey(null, 'signup'), omit: ['password'] },
  );
  const draft = form.draft;
  const role = form.getValues().role;

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    setError(null);
    try {
      const me = await api('/api/auth/signup', { body: bodyOf(values, next), schema: import.meta.env.DEV && meSchema });
      draft.clear();
      await reset(me);
      // A new worker is asked first what drives matching (the first run), then goes on.
      navigate(me.role === 'worker' ? routes.welcome(next) : (next ?? homeForRole(me.role)), { replace: true });
    } catch (err) {
      if (applyServerErrors(form, err)) return;
      setError(
        err instanceof ApiError ? err : new ApiError(0, { error: 'NETWORK', message: AUTH_MESSAGES.unreachable }),
      );
    } finally {
      setBusy(false);
    }
  });

  return (
    <AuthCard title={AUTH_MESSAGES.signup.title}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {error ? (
            <Alert color="red" role="alert">
              {error.message}
            </Alert>
          ) : null}
          <DraftNotice draft={draft} />
          <SegmentedControl
            aria-label={AUTH_MESSAGES.signup.accountType}
            // A squeezed option wraps onto a second line rather than being cut ("We are hirin" on a narrow phone).
            styles={{
              label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', lineHeight: 1.3 },
              innerLabel: { whiteSpace: 'normal' },
            }}
            {...form.getInputProps('role')}
            data={[
              { value: 'worker', label: AUTH_MESSAGES.signup.roles.worker },
              { value: 'organization', label: AUTH_MESSAGES.signup.roles.organization },
            ]}
          />
          <TextInput
            label={AUTH_MESSAGES.signup.firstName}
            autoComplete="given-name"
            required
            {...form.getInputProps('first_name')}
          />
          <TextInput
            label={AUTH_MESSAGES.signup.lastName}
            autoComplete="family-name"
            required
            {...form.getInputProps('last_name')}
          />
          {role === 'organization' ? (
            <TextInput
              label={AUTH_MESSAGES.signup.organizationName}
              required
              {...form.getInputProps('organization_name')}
            />
          ) : null}
          <EmailInput {...form.getInputProps('email')} />
          <PasswordInput
            label={AUTH_MESSAGES.fields.password}
            description={AUTH_MESSAGES.fields.passwordHint}
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <Button type="submit" loading={busy} fullWidth>
            {AUTH_MESSAGES.signup.submit}
          </Button>
          <Text size="sm">
            {AUTH_MESSAGES.signup.haveAccount}{' '}
            <Anchor component={Link} to={routes.login(next)}>
              {MESSAGES.publicJobs.logIn}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
