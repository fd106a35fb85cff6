// /timesheet-approval/:token (issue 44): the page an organization opens from the emailed link, signed out. It shows
// the submitted week (its shifts and what it pays) and answers once: approve, or dispute line by line. A used or
// expired link says so at once.
import { Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { Alert, Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { formatWeekDate, HOURS_MESSAGES as M } from '@/domain/hours';
import { MESSAGES } from '@/domain/shared';
import { TIMESHEET_MESSAGES } from '@/domain/timesheets';
import { Logo } from '../../../components/logo';
import { ApiError } from '../../../lib/api';
import { failedToShow } from '../../../lib/query-state';
import { errorText } from '../../../lib/form-errors';
import { useAnswerApprovalLink, useApprovalLink } from '../api';
import { StatementLines, StatementTotals } from '../components/statement-lines';
import { currentDisputes, DisputeForm } from '../components/week-card';
import { WeekEntries } from '../components/week-entries';
import { Busy } from '../../../app/components/busy';

function Answer({ token }: { token: string }) {
  const q = useApprovalLink(token);
  const answer = useAnswerApprovalLink(token);
  const [disputing, setDisputing] = useState(false);
  const [done, setDone] = useState<'approved' | 'disputed' | null>(null);
  const data = q.data;
  if (done)
    return (
      <Alert color="green" role="status">
        {done === 'approved' ? M.linkApproved : M.linkDisputed}
      </Alert>
    );
  if (q.isLoading) return <Busy label={TIMESHEET_MESSAGES.checkingLink} />;
  if (failedToShow(q) || !data)
    return (
      <Alert color="red" role="alert">
        {q.error instanceof ApiError ? q.error.message : MESSAGES.errors.invalidToken}
      </Alert>
    );
  if (!data.valid || !data.week)
    return (
      <Alert color="red" role="alert">
        {data.reason === 'used' ? M.linkUsed : M.linkExpired}
      </Alert>
    );
  const week = data.week;
  const closed = week.entries.filter((e) => e.end_at !== null);
  return (
    <Stack gap="md">
      <Text fw={600}>
        {M.weekTitle(formatWeekDate(week.week_start), formatWeekDate(week.week_end))} · {M.version(week.version)}
      </Text>
      {answer.isError ? (
        <Alert color="red" role="alert">
          {errorText(answer.error)}
        </Alert>
      ) : null}
      <WeekEntries entries={week.entries} disputes={currentDisputes(week)} />
      {data.statement ? (
        <Stack gap="xs">
          <StatementTotals {...data.statement} />
          <StatementLines lines={data.statement.lines} entries={week.entries} />
        </Stack>
      ) : null}
      {disputing ? (
        // Its code and schema load on the press of Dispute, not with the week.
        <Suspense fallback={<Busy label={TIMESHEET_MESSAGES.loading} />}>
          <DisputeForm
            entries={closed}
            pending={answer.isPending}
            onCancel={() => setDisputing(false)}
            onSend={(input) => answer.mutate({ action: 'dispute', input }, { onSuccess: () => setDone('disputed') })}
          />
        </Suspense>
      ) : (
        <Stack gap="sm">
          <Button
            color="green"
            size="lg"
            loading={answer.isPending}
            onClick={() => answer.mutate({ action: 'approve' }, { onSuccess: () => setDone('approved') })}
          >
            {M.approve}
          </Button>
          <Button color="red" variant="light" size="lg" onClick={() => setDisputing(true)}>
            {M.dispute}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

export function Component() {
  const { token = '' } = useParams();
  return (
    <Center component="main" mih="100vh" p="md" bg="gray.0">
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} w="100%" maw={720}>
        <Stack gap="lg">
          <Logo />
          <Title order={1} size="h2">
            {M.linkTitle}
          </Title>
          <Answer token={token} />
        </Stack>
      </Paper>
    </Center>
  );
}
