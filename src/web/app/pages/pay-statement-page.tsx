// /assignments/:applicationId/statement/:weekStart (issue 44): an approved week's pay statement, 390 px first — the
// gross, each line as hours × rate = amount with the shifts it came from, the contract clause and the rule; what it
// is (gross pay from the contract, not a payslip); the PDF; and "Question this line", which opens a chat with the
// recruiter about that line (the messages feature's composer).
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, Anchor, Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconMessageQuestion } from '@tabler/icons-react';
import { formatWeekDate, HOURS_MESSAGES as M } from '@/domain/hours';
import { MESSAGES, routes } from '@/domain/shared';
import { useApplicationOffers } from '../../features/offers/api';
import type { StartChatTarget } from '../../features/messages/api';
import { LazyStartChatDialog } from '../../features/messages/components/lazy-start-chat-dialog';
import { statementPdfUrl, useAssignment, useStatement, useWeek } from '../../features/timesheets/api';
import { lineFigure, StatementLines, StatementTotals } from '../../features/timesheets/components/statement-lines';
import { Busy } from '../components/busy';
import { answered, failedToShow } from '../../lib/query-state';

export function Component() {
  const { applicationId = '', weekStart = '' } = useParams();
  const assignment = useAssignment(applicationId);
  const statement = useStatement(applicationId, weekStart);
  const week = useWeek(applicationId, weekStart);
  const offers = useApplicationOffers(applicationId);
  const [chat, setChat] = useState<StartChatTarget | null>(null);

  // Drawn once every read has answered (the job's title and the week's shifts arriving after the statement pushed its
  // lines down); a page the server drew has them all at once.
  if (![statement, assignment, week, offers].every(answered))
    return (
      <Center h="40vh">
        <Busy label={MESSAGES.shell.loading} />
      </Center>
    );
  const s = statement.data;
  if (failedToShow(statement) || !s) return <Alert color="red">{statement.error?.message ?? M.loadFailed}</Alert>;
  const app = offers.data?.application;
  const job = offers.data?.job;

  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        {M.statementTitle}
      </Title>
      <Text fw={600}>
        {job ? `${job.title} · ` : ''}
        {M.weekTitle(formatWeekDate(s.week_start), formatWeekDate(week.data?.week_end ?? s.week_start))} ·{' '}
        {M.version(s.version)}
      </Text>
      <Alert color="blue" data-testid="statement-notice">
        {M.statementNote}
      </Alert>
      <Paper withBorder p="md" radius="md">
        <StatementTotals {...s} />
      </Paper>
      <StatementLines
        lines={s.lines}
        entries={week.data?.entries ?? []}
        action={
          app && job
            ? (line, i) => (
                <Button
                  variant="subtle"
                  size="sm"
                  leftSection={<IconMessageQuestion size={18} aria-hidden />}
                  {...LazyStartChatDialog.trigger}
                  onClick={() =>
                    setChat({
                      key: `${s.week_start}:${i}`,
                      title: M.questionTitle,
                      jobTitle: job.title,
                      prefill: M.questionPrefill(
                        formatWeekDate(s.week_start),
                        M.lineCodes[line.code],
                        lineFigure(line),
                      ),
                      input: {
                        organization_id: app.organization_id,
                        job_id: app.job_id,
                        gw_job_id: app.gw_job_id,
                      },
                    })
                  }
                >
                  {M.questionLine}
                </Button>
              )
            : undefined
        }
      />
      <Group gap="md" wrap="wrap">
        {s.final ? (
          <Button
            component="a"
            href={statementPdfUrl(applicationId, s.week_start)}
            download
            variant="light"
            leftSection={<IconDownload size={18} aria-hidden />}
          >
            {M.downloadPdf}
          </Button>
        ) : null}
        <Anchor component={Link} to={routes.assignment(applicationId, s.week_start)}>
          {M.pageTitle}
        </Anchor>
      </Group>
      <LazyStartChatDialog target={chat} onClose={() => setChat(null)} />
      <Text size="xs" c="dimmed">
        {MESSAGES.hours.statementNote}
      </Text>
    </Stack>
  );
}
