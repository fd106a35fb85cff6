// The worker's one reply to the review of her (issue 45): after it, neither the review nor the reply changes.
import { Button, Paper, Stack, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { REVIEW_MESSAGES as M } from '@/domain/reviews';
import { useDomainForm } from '../../../lib/domain-form';
import { lazySchema } from '../../../lib/lazy-schema';
import { applyServerErrors } from '../../../lib/form-errors';
import { useReplyToReview } from '../api';

/** The reply's schema, fetched when the form is first edited. */
const replySchema = lazySchema(() => import('@/domain/reviews/review-schemas').then((m) => m.replyInput));

export function ReplyForm({ reviewId }: { reviewId: string }) {
  const send = useReplyToReview(reviewId);
  const form = useDomainForm<{ reply: string }>(replySchema, { reply: '' });
  const onSubmit = form.onSubmit((v) =>
    send.mutate(
      { reply: v.reply.trim() },
      {
        onSuccess: () => notifications.show({ message: M.notices.replied }),
        onError: (error) => void applyServerErrors(form, error),
      },
    ),
  );
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="reply-title">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Title order={3} size="h5" id="reply-title">
            {M.labels.reply}
          </Title>
          <Textarea label={M.labels.reply} autosize minRows={3} {...form.getInputProps('reply')} />
          <Button type="submit" loading={send.isPending}>
            {M.labels.sendReply}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
