// The verification banner of spec section 5, at the top of the job page: the link was sent to the worker's email and
// the application will be sent on after verification (held once Apply is pressed).
import { Alert, Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MESSAGES } from '@/domain/shared';
import { useMe } from '../../../lib/auth';
import { useResendVerification } from '../api';

export function VerificationBanner({ held }: { held: boolean }) {
  const me = useMe().data;
  const resend = useResendVerification();
  return (
    <Alert color="yellow" title={held ? MESSAGES.applicationHeld : MESSAGES.verifyEmailTitle} role="status">
      <Text size="sm">{me ? MESSAGES.verificationBanner(me.email) : MESSAGES.verificationBannerGeneric}</Text>
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
        {MESSAGES.resendVerification}
      </Button>
    </Alert>
  );
}
