// An organization that has not verified its email learns it before it starts a job (issue 33): a banner on its jobs
// and dashboard pages with a Resend button, instead of a refusal after the whole job form is filled in.
import { Alert, Text } from '@mantine/core';
import { MESSAGES } from '@/domain/shared';
import { useMe } from '../../../lib/auth';
import { ResendVerificationButton } from '../../../components/resend-verification-button';

export function OrgVerifyBanner() {
  const me = useMe().data;
  if (!me || me.email_verified || me.role !== 'organization') return null;
  return (
    <Alert color="yellow" role="status" title={MESSAGES.firstRun.orgUnverifiedTitle}>
      <Text size="sm">{MESSAGES.firstRun.orgUnverifiedText(me.email)}</Text>
      <ResendVerificationButton label={MESSAGES.firstRun.resend} />
    </Alert>
  );
}
