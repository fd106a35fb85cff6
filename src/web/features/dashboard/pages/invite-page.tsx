// /invite?token=…: an invited recruiter sets name and password, gets an account in the organization and is signed in.
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, formRefusals, homeForRole } from '@/domain/shared';
import { DASHBOARD_MESSAGES, acceptInvitationInput, invitationInfoSchema } from '@/domain/organizations';
import { notifications } from '@mantine/notifications';
import { Logo } from '../../../components/logo';
import { api, ApiError } from '../../../lib/api';
import { fetchMe, meQueryKey } from '../../../lib/auth';
import { Busy } from '../../../app/components/busy';

export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const invitation = useQuery({
    queryKey: ['invitation', token],
    queryFn: () => api(`/api/invitations/${encodeURIComponent(token)}`, { schema: invitationInfoSchema }),
    retry: false,
    enabled: token.length >= 10,
  });
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Paper withBorder shadow="sm" p="xl" w="100%" maw={420}>
        <Stack gap="lg">
          <Logo />
          <Title order={1} size="h2">
            Join your team
          </Title>
          {token.length < 10 || invitation.isError ? (
            <Alert color="red" role="alert">
              {invitation.error instanceof ApiError ? invitation.error.message : MESSAGES.errors.invalidToken}
            </Alert>
          ) : invitation.isLoading ? (
            <Busy label="Loading invitation" />
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
  const [first, setFirst] = useState('');
  const [last, setLast] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const qc = useQueryClient();
  const navigate = useNavigate();
  return (
    <form
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        const body = { token, first_name: first, last_name: last, password };
        // Refused before sending with the server's words: the schema the route validates with.
        const refused = formRefusals(acceptInvitationInput, body);
        if (Object.keys(refused).length > 0) {
          setErrors(refused.token ? { ...refused, form: refused.token } : refused);
          return;
        }
        setBusy(true);
        setErrors({});
        try {
          await api('/api/invitations/accept', { body });
          qc.clear();
          const me = await fetchMe();
          qc.setQueryData(meQueryKey, me);
          notifications.show({ color: 'green', message: DASHBOARD_MESSAGES.invitationAccepted });
          navigate(me ? homeForRole(me.role) : '/login', { replace: true });
        } catch (err) {
          setErrors(err instanceof ApiError ? (err.body.fields ?? { form: err.message }) : { form: String(err) });
        } finally {
          setBusy(false);
        }
      }}
    >
      <Stack>
        <Text>
          You are invited to join <b>{organization}</b> as a recruiter. Your account will use {email}.
        </Text>
        <TextInput
          label="First name"
          required
          value={first}
          onChange={(e) => setFirst(e.currentTarget.value)}
          error={errors.first_name}
          autoComplete="given-name"
        />
        <TextInput
          label="Last name"
          required
          value={last}
          onChange={(e) => setLast(e.currentTarget.value)}
          error={errors.last_name}
          autoComplete="family-name"
        />
        <PasswordInput
          label="Password"
          required
          minLength={8}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={errors.password}
          autoComplete="new-password"
        />
        {errors.form && (
          <Alert color="red" role="alert">
            {errors.form}
          </Alert>
        )}
        <Button type="submit" loading={busy}>
          Create account
        </Button>
      </Stack>
    </form>
  );
}
