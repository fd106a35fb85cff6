// One review as both sides read it (issue 45): each criterion's score, the comments, rehire or the do-not-return
// reason, and the worker's reply beside it wherever the review is shown.
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  criterionLabel,
  doNotReturnReasonLabel,
  REVIEW_CRITERIA,
  REVIEW_MESSAGES as M,
  type Review,
} from '@/domain/reviews';

export function ReviewCard({ review, title }: { review: Review; title: string }) {
  const id = `review-${review.id}`;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id} data-testid="review-card">
      <Stack gap="xs">
        <Title order={3} size="h5" id={id}>
          {title}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <Stack gap={4}>
            {REVIEW_CRITERIA[review.side].map((c) => (
              <Group key={c} justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm">{criterionLabel(c)}</Text>
                <Text size="sm" fw={600}>
                  {M.labels.score(review.scores[c] ?? 0)}
                </Text>
              </Group>
            ))}
            {review.side === 'organization' ? (
              review.do_not_return_reason ? (
                <Stack gap={2}>
                  <Badge color="red" variant="light">
                    {M.labels.doNotReturn}
                  </Badge>
                  <Text size="sm">{M.labels.reasonOf(doNotReturnReasonLabel(review.do_not_return_reason))}</Text>
                </Stack>
              ) : (
                <Badge color="green" variant="light">
                  {M.labels.eligibleForRehire}
                </Badge>
              )
            ) : (
              <Badge variant="light">{review.would_return ? M.labels.wouldReturnYes : M.labels.wouldReturnNo}</Badge>
            )}
            {review.comments ? (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {review.comments}
              </Text>
            ) : null}
          </Stack>
          {review.reply ? (
            <Paper bg="gray.0" p="sm" radius="sm" aria-label={M.labels.workerReply}>
              <Text size="sm" fw={600}>
                {M.labels.workerReply}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {review.reply}
              </Text>
            </Paper>
          ) : null}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
