// Apply mode: what blocks applying (requiredToApply mismatches, closed job), the auto-offer question, and the apply
// button whose label and state come from the domain. An unverified worker may press Apply: the application is held
// and sent on after verification (spec section 5; the banner sits at the top of the page, VerificationBanner).
import { useState } from 'react';
import { Link } from 'react-router';
import { useNavigateFromHere } from '../../../lib/navigate-here';
import { Alert, Button, Group, Radio, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { applyButtonState, canApplyAgain } from '@/domain/applications';
import { JOB_MESSAGES } from '@/domain/jobs';
import { YES_NO } from '@/domain/profile';
import { MESSAGES, routes } from '@/domain/shared';
import { ApiError } from '../../../lib/api';
import { useApplyToJob, type JobDetailDto } from '../api';

export function ApplyPanel({ detail }: { detail: JobDetailDto }) {
  const { job } = detail;
  // The thank-you page follows the answer only while the person is still on the job (lib/navigate-here.tsx).
  const navigate = useNavigateFromHere();
  const apply = useApplyToJob();
  const [consent, setConsent] = useState<'yes' | 'no' | ''>('');
  const [serverMismatches, setServerMismatches] = useState<{ key: string; title: string; component?: string }[] | null>(
    null,
  );

  const mismatches = serverMismatches ?? detail.required_mismatches;
  // A withdrawn application does not count: the worker may apply again. A held one does (it is sent on later).
  const standing = detail.application
    ? !canApplyAgain({ status: detail.application.status, offerStatus: detail.application.offer_status })
    : false;
  const alreadyApplied = standing || detail.application_held;
  const button = applyButtonState({ applying: apply.isPending, alreadyApplied });
  const autoOffer = job.requirements.auto_offer === true;
  const blocked = mismatches.length > 0 || !job.is_open || (autoOffer && consent === '' && !alreadyApplied);

  const onApply = () =>
    apply.mutate(
      {
        status: 'New',
        job_id: job._id,
        recruiter_id: job.recruiter_id ?? null,
        organization_id: job.organization_id,
        gw_job_id: job.gw_job_id,
        auto_offer_consent: autoOffer && consent === 'yes',
      },
      {
        onSuccess: (res) => {
          if ('held' in res) notifications.show({ color: 'yellow', message: MESSAGES.applicationHeld });
          else navigate(routes.thanksForApplying(res._id));
        },
        onError: (err) => {
          // The toast (Already applied…) comes from the mutation cache; a mismatch list is shown here instead.
          if (err instanceof ApiError && err.status === 422 && err.body.fields) {
            setServerMismatches(
              Object.entries(err.body.fields).map(([key, title]) => ({
                key,
                title,
                component: detail.comparison?.find((c) => c.key === key)?.component,
              })),
            );
          }
        },
      },
    );

  return (
    <Stack gap="sm">
      {mismatches.length > 0 && !alreadyApplied ? (
        <Alert color="red" title={MESSAGES.requiredFieldsMismatch}>
          <Group gap="xs" mt={4}>
            {mismatches.map((m) => (
              <Button
                key={m.key}
                component={Link}
                to={routes.profile(m.component ?? m.key)}
                size="xs"
                variant="outline"
                color="red"
              >
                {m.title}
              </Button>
            ))}
          </Group>
        </Alert>
      ) : null}
      {!job.is_open && !alreadyApplied ? <Alert color="gray">{MESSAGES.errors.jobClosed}</Alert> : null}
      {autoOffer && !alreadyApplied ? (
        <Radio.Group
          label={JOB_MESSAGES.apply.autoOfferConsent}
          description={MESSAGES.autoOfferConsentHint}
          value={consent}
          onChange={(v) => setConsent(v as 'yes' | 'no')}
        >
          <Group mt={4}>
            <Radio value="yes" label={YES_NO[0].label} />
            <Radio value="no" label={YES_NO[1].label} />
          </Group>
        </Radio.Group>
      ) : null}
      <Button size="md" onClick={onApply} disabled={button.disabled || blocked} loading={false}>
        {button.label}
      </Button>
    </Stack>
  );
}
