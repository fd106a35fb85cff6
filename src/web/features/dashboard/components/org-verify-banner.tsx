// An organization that has not verified its email learns it before it starts a job (issue 33): a banner on its jobs
// and dashboard pages with a Resend button, instead of a refusal after the whole job form is filled in.
import { Alert, Button, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { MESSAGES, okResponse } from '@/domain/shared';
import { api } from '../../../lib/api';
import { useMe } from '../../../lib/auth';

export function OrgVerifyBanner() {
  const me = useMe().data;
  const resend = useMutation({
    mutationFn: () =>
      api('/api/auth/resend-verification', { method: 'POST', body: {}, schema: import.meta.env.DEV && okResponse }),
  });
  if (!me || me.email_verified || me.role !== 'organization') return null;
  return (
    <Alert color="yellow" role="status" title={MESSAGES.firstRun.orgUnverifiedTitle}>
      <Text size="sm">{MESSAGES.firstRun.orgUnverifiedText(me.email)}</Text>
      <Button
        mt="xs"
        size="xs"
        variant="light"
        loading={resend.isPending}
        onClick={() =>
          resend.mutate(undefined, {
            onSuccess: () => notifications.show({ color: 'green', message: MESSAGES.verificationResent }),
          })
        }
      >
        {MESSAGES.firstRun.resend}
      </Button>
    </Alert>
  );
}
