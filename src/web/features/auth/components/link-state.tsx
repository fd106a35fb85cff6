// An emailed single-use link checked when its page opens: a used or expired link says so at once, with a button to
// ask for a new one (issue 32), instead of failing only after the form is filled in.
import { Link } from 'react-router';
import { Alert, Button, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AUTH_MESSAGES, MESSAGES, type LinkStatus, checkLinkResponse } from '@/domain/shared';
import { api } from '../../../lib/api';
import { Busy } from '../../../app/components/busy';

type Purpose = 'password-reset' | 'email-change' | 'verify';

/** The state of the link's token (checked once; nothing is used up). */
export function useLinkStatus(token: string, purpose: Purpose, enabled = true) {
  return useQuery({
    queryKey: ['email-link', purpose, token],
    queryFn: () =>
      api('/api/auth/check-link', { body: { token, purpose }, schema: import.meta.env.DEV && checkLinkResponse }),
    enabled: enabled && token.length > 0,
    staleTime: Infinity,
    retry: false,
  });
}

/** What a page says of a link that cannot be used. */
export function linkStatusMessage(status: Exclude<LinkStatus, 'valid'>): string {
  if (status === 'used') return MESSAGES.account.linkUsed;
  if (status === 'expired') return MESSAGES.account.linkExpired;
  return MESSAGES.errors.invalidToken;
}

/** A link that cannot be used: why, and the button to ask for a new one. */
export function LinkUnusable({
  status,
  askLabel,
  askTo,
}: {
  status: Exclude<LinkStatus, 'valid'>;
  askLabel: string;
  askTo: string;
}) {
  return (
    <Stack>
      <Alert color="red" role="alert">
        {linkStatusMessage(status)}
      </Alert>
      <Button component={Link} to={askTo}>
        {askLabel}
      </Button>
    </Stack>
  );
}

/** Shown while the link is being checked. */
export const CheckingLink = () => <Busy label={AUTH_MESSAGES.checkingLink} />;
