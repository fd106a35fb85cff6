// The verification banner of spec section 5, at the top of the job page: the link was sent to the worker's email and
// the application will be sent on after verification (held once Apply is pressed).
import { Alert, Text } from '@mantine/core';
import { MESSAGES } from '@/domain/shared';
import { useMe } from '../../../lib/auth';
import { ResendVerificationButton } from '../../../components/resend-verification-button';

export function VerificationBanner({ held }: { held: boolean }) {
  const me = useMe().data;
  return (
    <Alert color="yellow" title={held ? MESSAGES.applicationHeld : MESSAGES.verifyEmailTitle} role="status">
      <Text size="sm">{me ? MESSAGES.verificationBanner(me.email) : MESSAGES.verificationBannerGeneric}</Text>
      <ResendVerificationButton label={MESSAGES.resendVerification} />
    </Alert>
  );
}
