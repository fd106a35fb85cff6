// A Done placement's close-out reviews (issue 45), on the worker's journey and the organization's application detail:
// the review to give (the caller's side), the review of the worker with her reply beside it (and the worker's Reply
// form, once), the worker's own review of the facility, and for the organization this worker's do-not-return marks.
import { Alert, Stack, Text, Title } from '@mantine/core';
import { doNotReturnReasonLabel, REVIEW_MESSAGES as M } from '@/domain/reviews';
import { formatDate } from '@/domain/shared';
import { Busy } from '../../../app/components/busy';
import { useApplicationReviews } from '../api';
import { ReplyForm } from './reply-form';
import { ReviewCard } from './review-card';
import { ReviewForm } from './review-form';

export function ReviewsPanel({ applicationId }: { applicationId: string }) {
  const q = useApplicationReviews(applicationId);
  if (q.isPending) return <Busy label={M.labels.loading} />;
  const r = q.data;
  if (!r) return null;
  const isWorker = r.side === 'worker';
  const marks = r.do_not_return.filter((m) => m.application_id !== applicationId);
  // Nothing to say yet (no earlier mark, not Done): no empty block for the page's spacing to open a gap around.
  if (marks.length === 0 && r.status !== 'Done') return null;
  return (
    <Stack gap="sm" data-testid="reviews-panel">
      {marks.map((m) => (
        <Alert key={m.review_id} color="red" title={M.notices.workerDoNotReturn}>
          <Text size="sm">
            {M.notices.workerDoNotReturnOn(formatDate(m.created_at.slice(0, 10)), doNotReturnReasonLabel(m.reason))}
          </Text>
          {m.reply ? (
            <Text size="sm">
              {M.labels.workerReply}: {m.reply}
            </Text>
          ) : null}
        </Alert>
      ))}
      {r.status === 'Done' ? (
        <>
          <Title order={2} size="h4">
            {isWorker ? M.labels.yourReview : M.labels.workerReview}
          </Title>
          {r.can_review && r.side ? <ReviewForm side={r.side} applicationId={applicationId} /> : null}
          {r.of_worker ? (
            <ReviewCard review={r.of_worker} title={isWorker ? M.labels.yourReview : M.labels.workerReview} />
          ) : (
            <Text size="sm">{M.labels.notYet}</Text>
          )}
          {r.can_reply && r.of_worker ? <ReplyForm reviewId={r.of_worker.id} /> : null}
          {r.of_facility ? <ReviewCard review={r.of_facility} title={M.labels.facilityReview} /> : null}
        </>
      ) : null}
    </Stack>
  );
}
