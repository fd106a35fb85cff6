// /confirm-email?token=…: the link sent to a new address after a change of email; confirming moves the account to it.
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Button, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { AUTH_MESSAGES, MESSAGES, routes } from '@/domain/shared';
import { api, ApiError } from '../../../lib/api';
import { meQueryKey } from '../../../lib/auth';
import { AuthCard } from '../components/auth-card';
import { LinkUnusable, useLinkStatus } from '../components/link-state';
import { Busy } from '../../../app/components/busy';

export function Component() {
  const [params] = useSearchParams();
  const [state, setState] = useState<{ ok: boolean; message: string } | null>(null);
  const qc = useQueryClient();
  const sent = useRef(false);
  const token = params.get('token') ?? '';
  // When confirming failed: was the link used, expired or never valid? (Asked only then; nothing is used up.)
  const link = useLinkStatus(token, 'email-change', state?.ok === false);
  const unusable = state?.ok === false && link.data && link.data.status !== 'valid' ? link.data.status : null;
  useEffect(() => {
    // Once: the link is single-use, and development mode runs effects twice.
    if (sent.current) return;
    sent.current = true;
    api('/api/auth/confirm-email', { body: { token } })
      .then(() => {
        setState({ ok: true, message: MESSAGES.account.emailChanged });
        void qc.invalidateQueries({ queryKey: meQueryKey });
      })
      .catch((err: unknown) =>
        setState({ ok: false, message: err instanceof ApiError ? err.message : MESSAGES.errors.unavailable }),
      );
  }, [token, qc]);
  return (
    <AuthCard title={AUTH_MESSAGES.confirmEmail.title}>
      {unusable ? (
        <LinkUnusable status={unusable} askLabel={MESSAGES.account.askNewEmailLink} askTo={routes.account()} />
      ) : state ? (
        <Stack>
          <Alert color={state.ok ? 'green' : 'red'} role="status">
            {state.message}
          </Alert>
          <Button component={Link} to="/">
            {AUTH_MESSAGES.continue}
          </Button>
        </Stack>
      ) : (
        <Busy label={AUTH_MESSAGES.confirmEmail.busy} />
      )}
    </AuthCard>
  );
}
