// A close-out review's form (issue 45), one per side: the organization reviews the worker (four scores, comments,
// rehire; a do-not-return needs its reason category), the worker reviews the facility (three scores, would return,
// comments). Validated by the domain's schema of the side; the server's field errors land on the same inputs.
import { Button, NativeSelect, Paper, Radio, Group, Stack, Switch, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  criterionLabel,
  doNotReturnReasonLabel,
  DO_NOT_RETURN_REASONS,
  REVIEW_CRITERIA,
  REVIEW_MESSAGES as M,
  type ReviewSide,
} from '@/domain/reviews';
import { useDomainForm } from '../../../lib/domain-form';
import { lazySchema } from '../../../lib/lazy-schema';
import { applyServerErrors } from '../../../lib/form-errors';
import { useSubmitReview } from '../api';

/** Each side's schema, fetched when its form is first edited: the pages that show a review form load no zod first. */
const SIDE_SCHEMAS = {
  organization: lazySchema(() => import('@/domain/reviews/review-schemas').then((m) => m.organizationReviewInput)),
  worker: lazySchema(() => import('@/domain/reviews/review-schemas').then((m) => m.workerReviewInput)),
} satisfies Record<ReviewSide, unknown>;

type Values = {
  scores: Record<string, string>;
  comments: string;
  eligible: boolean;
  reason: string;
  wouldReturn: boolean;
};

/** The payload of the side's review from the form's values (scores as numbers, an empty comment as null). */
function toInput(side: ReviewSide, v: Values) {
  const scores = Object.fromEntries(REVIEW_CRITERIA[side].map((c) => [c, v.scores[c] ? Number(v.scores[c]) : NaN]));
  const comments = v.comments.trim() || null;
  return side === 'organization'
    ? {
        scores,
        comments,
        eligible_for_rehire: v.eligible,
        do_not_return_reason: v.eligible ? null : v.reason || null,
      }
    : { scores, comments, would_return: v.wouldReturn };
}

export function ReviewForm({ side, applicationId }: { side: ReviewSide; applicationId: string }) {
  const submit = useSubmitReview(applicationId);
  const form = useDomainForm<Values>(
    SIDE_SCHEMAS[side],
    { scores: {}, comments: '', eligible: true, reason: '', wouldReturn: true },
    { toInput: (v) => toInput(side, v) },
  );
  const title = side === 'organization' ? M.labels.reviewWorker : M.labels.reviewFacility;
  const onSubmit = form.onSubmit((v) => {
    submit.mutate(toInput(side, v) as Parameters<typeof submit.mutate>[0], {
      onSuccess: () => notifications.show({ message: M.notices.submitted }),
      onError: (error) => {
        if (!applyServerErrors(form, error)) return;
        // The server names do_not_return_reason; the form's input is `reason`.
        const reason = form.errors.do_not_return_reason;
        if (reason) form.setFieldError('reason', reason);
      },
    });
  });
  const id = `review-form-${side}`;
  const reasonError = form.errors.reason ?? form.errors.do_not_return_reason;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Title order={3} size="h5" id={id}>
            {title}
          </Title>
          {REVIEW_CRITERIA[side].map((c) => (
            <Radio.Group
              key={c}
              label={criterionLabel(c)}
              value={form.values.scores[c] ?? ''}
              onChange={(value) => form.setFieldValue(`scores.${c}`, value)}
              error={form.errors[`scores.${c}`]}
            >
              <Group gap="sm" mt={4}>
                {[1, 2, 3, 4, 5].map((n) => (
                  <Radio key={n} value={String(n)} label={String(n)} aria-label={`${criterionLabel(c)}: ${n}`} />
                ))}
              </Group>
            </Radio.Group>
          ))}
          {side === 'organization' ? (
            <>
              <Switch
                label={M.labels.eligibleForRehire}
                checked={form.values.eligible}
                onChange={(e) => form.setFieldValue('eligible', e.currentTarget.checked)}
              />
              {!form.values.eligible ? (
                <NativeSelect
                  label={M.labels.doNotReturnReason}
                  data={[
                    { value: '', label: '' },
                    ...DO_NOT_RETURN_REASONS.map((r) => ({ value: r, label: doNotReturnReasonLabel(r) })),
                  ]}
                  value={form.values.reason}
                  onChange={(e) => form.setFieldValue('reason', e.currentTarget.value)}
                  error={reasonError}
                />
              ) : null}
            </>
          ) : (
            <Switch
              label={M.labels.wouldReturn}
              checked={form.values.wouldReturn}
              onChange={(e) => form.setFieldValue('wouldReturn', e.currentTarget.checked)}
            />
          )}
          <Textarea label={M.labels.comments} autosize minRows={2} {...form.getInputProps('comments')} />
          <Button type="submit" loading={submit.isPending}>
            {M.labels.submit}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
