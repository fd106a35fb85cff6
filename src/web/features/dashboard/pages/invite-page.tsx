// /invite?token=…: an invited recruiter sets name and password, gets an account in the organization and is signed in.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useNavigateFromHere } from '../../../lib/navigate-here';
import { Alert, Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, homeForRole } from '@/domain/shared';
import { DASHBOARD_MESSAGES, invitationInfoSchema } from '@/domain/organizations';
import { DASHBOARD_FORM_SCHEMAS as SCHEMAS } from '../form-schemas';
import { notifications } from '@mantine/notifications';
import { Logo } from '../../../components/logo';
import { api, ApiError } from '../../../lib/api';
import { fetchMe, meQueryKey } from '../../../lib/auth';
import { useDomainForm } from '../../../lib/domain-form';
import { applyServerErrors, hasFieldErrors } from '../../../lib/form-errors';
import { Busy } from '../../../app/components/busy';

const M = DASHBOARD_MESSAGES.invite;

export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const invitation = useQuery({
    queryKey: ['invitation', token],
    queryFn: () =>
      api(`/api/invitations/${encodeURIComponent(token)}`, { schema: import.meta.env.DEV && invitationInfoSchema }),
    retry: false,
    enabled: token.length >= 10,
  });
  return (
    <Center component="main" mih="100vh" p="md" bg="gray.0">
      <Paper withBorder shadow="sm" p="xl" w="100%" maw={420}>
        <Stack gap="lg">
          <Logo />
          <Title order={1} size="h2">
            {M.title}
          </Title>
          {token.length < 10 || invitation.isError ? (
            <Alert color="red" role="alert">
              {invitation.error instanceof ApiError ? invitation.error.message : MESSAGES.errors.invalidToken}
            </Alert>
          ) : invitation.isLoading ? (
            <Busy label={M.loading} />
          ) : (
            invitation.data && (
              <AcceptForm
                token={token}
                email={invitation.data.email}
                organization={invitation.data.organization_name}
              />
            )
          )}
        </Stack>
      </Paper>
    </Center>
  );
}

function AcceptForm({ token, email, organization }: { token: string; email: string; organization: string }) {
  // The one form mechanism: the route's own schema refuses before sending, in the server's words, under each input;
  // the link's token has no input, so its refusal (and any other the server gives) is said in the alert.
  const form = useDomainForm(
    SCHEMAS.acceptInvitation,
    { first_name: '', last_name: '', password: '' },
    {
      toInput: (v) => ({
        token,
        ...v,
      }),
    },
  );
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const qc = useQueryClient();
  // A move that follows the answer: not made if the person has gone elsewhere meanwhile (decision 0058).
  const navigate = useNavigateFromHere();
  const submit = form.onSubmit(
    async (values) => {
      setBusy(true);
      setFormError(null);
      try {
        await api('/api/invitations/accept', { body: { token, ...values } });
        qc.clear();
        const me = await fetchMe();
        qc.setQueryData(meQueryKey, me);
        notifications.show({ color: 'green', message: DASHBOARD_MESSAGES.invitationAccepted });
        navigate(me ? homeForRole(me.role) : '/login', { replace: true });
      } catch (err) {
        if (hasFieldErrors(err) && !err.body.fields.token) return void applyServerErrors(form, err);
        setFormError(err instanceof ApiError ? err.message : MESSAGES.errors.unavailable);
      } finally {
        setBusy(false);
      }
    },
    (errors) => setFormError(typeof errors.token === 'string' ? errors.token : null),
  );
  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        <Text>
          {M.invitedToJoin} <b>{organization}</b> {M.asRecruiter(email)}
        </Text>
        <TextInput label={M.firstName} required autoComplete="given-name" {...form.getInputProps('first_name')} />
        <TextInput label={M.lastName} required autoComplete="family-name" {...form.getInputProps('last_name')} />
        <PasswordInput
          label={M.password}
          required
          minLength={8}
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <Button type="submit" loading={busy}>
          {M.createAccount}
        </Button>
      </Stack>
    </form>
  );
}
