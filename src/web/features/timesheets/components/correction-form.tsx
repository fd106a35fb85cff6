// Correcting an approved week (issue 44/45): the organization or the assigned recruiter says what needs correcting;
// the week reopens to the worker as its next version (the approved version and its statement never change), and its
// approval credits the invoice and issues it again. The version seen travels with the reason: a stale one is refused.
import { Button, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { correctionInput } from '@/domain/timesheets';
import { HOURS_MESSAGES as M } from '@/domain/hours';
import { useDomainForm } from '../../../lib/domain-form';
import { applyServerErrors } from '../../../lib/form-errors';
import { useCorrectWeek } from '../api';

type Values = { reason: string; version: number };

export function CorrectionForm(props: {
  applicationId: string;
  weekStart: string;
  version: number;
  onDone: () => void;
}) {
  const correct = useCorrectWeek(props.applicationId, props.weekStart);
  const form = useDomainForm<Values>(correctionInput, { reason: '', version: props.version });
  const submit = form.onSubmit((v) =>
    correct.mutate(correctionInput.parse(v), {
      onSuccess: () => {
        notifications.show({ message: M.corrected });
        props.onDone();
      },
      onError: (error) => applyServerErrors(form, error),
    }),
  );
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="correction-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="correction-title">
            {M.correctTitle}
          </Title>
          <Text size="sm">{M.correctIntro}</Text>
          <Textarea size="md" label={M.correctReason} autosize minRows={2} {...form.getInputProps('reason')} />
          <Button type="submit" color="orange" loading={correct.isPending}>
            {M.correctSend}
          </Button>
          <Button variant="default" onClick={props.onDone}>
            {M.cancel}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
