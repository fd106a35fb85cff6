// "Resend" of an unverified email, wherever the person is told to verify (a worker's job page, an organization's jobs
// and Dashboard): one request, one confirmation toast; a refusal (the minute a new link waits) is the mutation
// cache's toast (lib/mutation-toasts.ts).
import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { MESSAGES, okResponse } from '@/domain/shared';
import { api } from '../lib/api';

export function ResendVerificationButton({ label }: { label: string }) {
  const resend = useMutation({
    mutationFn: () =>
      api('/api/auth/resend-verification', { method: 'POST', body: {}, schema: import.meta.env.DEV && okResponse }),
    onSuccess: () => notifications.show({ color: 'green', message: MESSAGES.verificationResent }),
  });
  return (
    <Button mt="xs" size="xs" variant="light" loading={resend.isPending} onClick={() => resend.mutate()}>
      {label}
    </Button>
  );
}
