// /signup: a worker account, or an organization with its first organization user.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert, Anchor, Button, PasswordInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { homeForRole, routes, safeNextPath } from '@/domain/shared';
import { api, ApiError } from '../../../lib/api';
import { useResetSession, type Me } from '../../../lib/auth';
import { AuthCard } from '../components/auth-card';

export function Component() {
  const [role, setRole] = useState<'worker' | 'organization'>('worker');
  const [form, setForm] = useState({ firstName: '', lastName: '', email: '', password: '', organizationName: '' });
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const reset = useResetSession();
  const [params] = useSearchParams();
  // Where the visitor was going (a job, a search): back there after sign-up, and from the verification link.
  const next = safeNextPath(params.get('next'));
  const set = (k: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm({ ...form, [k]: e.currentTarget.value });
  const fieldError = (k: string) => error?.body.fields?.[k];

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const body = {
        role,
        email: form.email,
        password: form.password,
        first_name: form.firstName,
        last_name: form.lastName,
        ...(role === 'organization' ? { organization_name: form.organizationName } : {}),
        ...(next ? { next } : {}),
      };
      const me = await api<Me>('/api/auth/signup', { body });
      await reset(me);
      navigate(next ?? homeForRole(me.role), { replace: true });
    } catch (err) {
      setError(
        err instanceof ApiError ? err : new ApiError(0, { error: 'NETWORK', message: 'Could not reach the server.' }),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Create your account">
      <form onSubmit={submit} noValidate>
        <Stack>
          {error ? (
            <Alert color="red" role="alert">
              {error.message}
            </Alert>
          ) : null}
          <SegmentedControl
            aria-label="Account type"
            value={role}
            onChange={(v) => setRole(v as typeof role)}
            data={[
              { value: 'worker', label: 'I am looking for work' },
              { value: 'organization', label: 'We are hiring' },
            ]}
          />
          <TextInput
            label="First name"
            autoComplete="given-name"
            required
            value={form.firstName}
            onChange={set('firstName')}
            error={fieldError('first_name')}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            required
            value={form.lastName}
            onChange={set('lastName')}
            error={fieldError('last_name')}
          />
          {role === 'organization' ? (
            <TextInput
              label="Organization name"
              required
              value={form.organizationName}
              onChange={set('organizationName')}
              error={fieldError('organization_name')}
            />
          ) : null}
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            value={form.email}
            onChange={set('email')}
            error={fieldError('email')}
          />
          <PasswordInput
            label="Password"
            description="At least 8 characters"
            autoComplete="new-password"
            required
            value={form.password}
            onChange={set('password')}
            error={fieldError('password')}
          />
          <Button type="submit" loading={busy} fullWidth>
            Create account
          </Button>
          <Text size="sm">
            Already have an account?{' '}
            <Anchor component={Link} to={routes.login(next)}>
              Log in
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
