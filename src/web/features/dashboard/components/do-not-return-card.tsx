// The organization's do-not-return list on the Dashboard (issue 45): each worker, the job, the reason and her reply.
// Its query key starts with 'reviews', so a review or reply announced live (app/live-events.ts) refetches it.
import { useQuery } from '@tanstack/react-query';
import { Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { doNotReturnReasonLabel, REVIEW_MESSAGES as M } from '@/domain/reviews';
import { formatDate } from '@/domain/shared';
import { Busy } from '../../../app/components/busy';
import { doNotReturnQuery } from '../card-queries';

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
          <Table.ScrollContainer minWidth={600}>
            <Table>
              <Table.Tbody>
                {q.data.items.map((i) => (
                  <Table.Tr key={i.review_id}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {i.worker_name}
                      </Text>
                      <Text size="xs">{i.job_title}</Text>
                      <Text size="xs">{formatDate(i.created_at.slice(0, 10))}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge color="red" variant="light">
                        {doNotReturnReasonLabel(i.reason)}
                      </Badge>
                      {i.comments ? <Text size="sm">{i.comments}</Text> : null}
                    </Table.Td>
                    <Table.Td>
                      {i.reply ? (
                        <Text size="sm">
                          {M.labels.workerReply}: {i.reply}
                        </Text>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Stack>
    </Paper>
  );
}
