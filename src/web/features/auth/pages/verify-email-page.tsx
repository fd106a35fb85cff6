// /verify-email?token=…: confirms the address from the emailed link.
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Button, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { AUTH_MESSAGES, MESSAGES, safeNextPath, verifyEmailResponse } from '@/domain/shared';
import { api, ApiError } from '../../../lib/api';
import { meQueryKey } from '../../../lib/auth';
import { AuthCard } from '../components/auth-card';
import { Busy } from '../../../app/components/busy';

export function Component() {
  const [params] = useSearchParams();
  const [state, setState] = useState<{ ok: boolean; message: string } | null>(null);
  const qc = useQueryClient();
  useEffect(() => {
    const token = params.get('token') ?? '';
    api('/api/auth/verify-email', { body: { token }, schema: import.meta.env.DEV && verifyEmailResponse })
      .then(({ role }) => {
        // What this role can now do: an organization posts jobs, it does not apply for them (issue 42).
        setState({ ok: true, message: MESSAGES.accountMail.verified(role) });
        void qc.invalidateQueries({ queryKey: meQueryKey });
      })
      .catch((err) =>
        setState({ ok: false, message: err instanceof ApiError ? err.message : AUTH_MESSAGES.verifyEmail.failed }),
      );
  }, [params, qc]);
  return (
    <AuthCard title={AUTH_MESSAGES.verifyEmail.title}>
      {state ? (
        <Stack>
          <Alert color={state.ok ? 'green' : 'red'} role="status">
            {state.message}
          </Alert>
          <Button component={Link} to={safeNextPath(params.get('next')) ?? '/'}>
            {AUTH_MESSAGES.continue}
          </Button>
        </Stack>
      ) : (
        <Busy label={AUTH_MESSAGES.verifyEmail.busy} />
      )}
    </AuthCard>
  );
}
