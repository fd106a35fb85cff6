// The organization's do-not-return list on the Dashboard (issue 45): each worker, the job, the reason and her reply.
// Its query key starts with 'reviews', so a review or reply announced live (app/live-events.ts) refetches it.
import { useQuery } from '@tanstack/react-query';
import { Badge, Paper, Stack, Text, Title } from '@mantine/core';
import { doNotReturnReasonLabel, REVIEW_MESSAGES as M, type DoNotReturnRow } from '@/domain/reviews';
import { formatDate } from '@/domain/shared';
import { Busy } from '../../../app/components/busy';
import { doNotReturnQuery } from '../card-queries';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/responsive-table';

// On a phone each worker is a card of these pairs, as every table of the app is (ResponsiveTable).
const COLUMNS: ResponsiveColumn<DoNotReturnRow>[] = [
  {
    header: M.labels.doNotReturnColumns.worker,
    cell: (i) => (
      <>
        <Text size="sm" fw={600}>
          {i.worker_name}
        </Text>
        <Text size="xs">{i.job_title}</Text>
        <Text size="xs">{formatDate(i.created_at.slice(0, 10))}</Text>
      </>
    ),
  },
  {
    header: M.labels.doNotReturnColumns.reason,
    cell: (i) => (
      <>
        <Badge color="red" variant="light">
          {doNotReturnReasonLabel(i.reason)}
        </Badge>
        {i.comments ? <Text size="sm">{i.comments}</Text> : null}
      </>
    ),
  },
  {
    header: M.labels.doNotReturnColumns.reply,
    cell: (i) =>
      i.reply ? (
        <Text size="sm">
          {M.labels.workerReply}: {i.reply}
        </Text>
      ) : null,
  },
];

export function DoNotReturnCard() {
  const q = useQuery(doNotReturnQuery());
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="dnr-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="dnr-title">
          {M.labels.doNotReturnList}
        </Title>
        {q.isPending ? <Busy label={M.labels.loading} /> : null}
        {q.data && q.data.items.length === 0 ? <Text size="sm">{M.labels.doNotReturnEmpty}</Text> : null}
        {q.data && q.data.items.length > 0 ? (
          <ResponsiveTable
            aria-label={M.labels.doNotReturnList}
            columns={COLUMNS}
            rows={q.data.items}
            rowKey={(i) => i.review_id}
            minWidth={600}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
