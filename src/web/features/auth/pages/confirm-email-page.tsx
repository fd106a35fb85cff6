// /confirm-email?token=…: the link sent to a new address after a change of email; confirming moves the account to it.
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Button, Loader, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@/domain/shared';
import { api, ApiError } from '../../../lib/api';
import { meQueryKey } from '../../../lib/auth';
import { AuthCard } from '../components/auth-card';

export function Component() {
  const [params] = useSearchParams();
  const [state, setState] = useState<{ ok: boolean; message: string } | null>(null);
  const qc = useQueryClient();
  const sent = useRef(false);
  useEffect(() => {
    // Once: the link is single-use, and development mode runs effects twice.
    if (sent.current) return;
    sent.current = true;
    api('/api/auth/confirm-email', { body: { token: params.get('token') ?? '' } })
      .then(() => {
        setState({ ok: true, message: MESSAGES.account.emailChanged });
        void qc.invalidateQueries({ queryKey: meQueryKey });
      })
      .catch((err: unknown) =>
        setState({ ok: false, message: err instanceof ApiError ? err.message : MESSAGES.errors.unavailable }),
      );
  }, [params, qc]);
  return (
    <AuthCard title="Confirm your new email">
      {state ? (
        <Stack>
          <Alert color={state.ok ? 'green' : 'red'} role="status">
            {state.message}
          </Alert>
          <Button component={Link} to="/">
            Continue
          </Button>
        </Stack>
      ) : (
        <Loader aria-label="Confirming" />
      )}
    </AuthCard>
  );
}
