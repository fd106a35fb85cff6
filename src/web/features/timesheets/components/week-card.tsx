// A week's timesheet (issue 44): its dates, status and version, the entries, and what this person may do next — the
// worker submits (or resubmits after a dispute) and edits a line; the organization approves or disputes line by
// line, and reopens an approved week for a correction (its next version). Versions and History below; an approved
// week links to its statement.
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileInvoice } from '@tabler/icons-react';
import { addDaysToDate } from '@/domain/pay';
import { routes } from '@/domain/shared';
import { formatPayHours, formatWeekDate, HOURS_MESSAGES as M } from '@/domain/hours';
import { TIMESHEET_MESSAGES, type EntryInput, type WeekResponse } from '@/domain/timesheets';
import { useApproveWeek, useDisputeWeek, useSubmitWeek } from '../api';
import { inputOfEntry } from '../entry-input';
import { WeekEntries } from './week-entries';
import { WeekHistory } from './week-history';
import { useFullLocalTime } from '../../../components/local-time';
import { Busy } from '../../../app/components/busy';

// The organization's forms open on a press (Dispute, Correct): their code and schemas load then, not with the week
// (the emailed approval link's page opens the same dispute form).
export const DisputeForm = lazy(() => import('./dispute-form').then((m) => ({ default: m.DisputeForm })));
const CorrectionForm = lazy(() => import('./correction-form').then((m) => ({ default: m.CorrectionForm })));

const STATUS_COLOR = { draft: 'gray', submitted: 'blue', approved: 'green', disputed: 'red' } as const;

/** The disputes of the week's current version, by entry id. */
export function currentDisputes(week: WeekResponse): Map<string, string> {
  const current = week.versions.find((v) => v.version === week.version);
  return new Map((week.status === 'disputed' ? (current?.disputes ?? []) : []).map((d) => [d.entry, d.reason]));
}

export function WeekCard(props: {
  applicationId: string;
  week: WeekResponse;
  side: 'worker' | 'organization';
  /** The worker edits a line (opens the shift form with it). */
  onEdit: (entry: EntryInput) => void;
}) {
  const { applicationId, week, side } = props;
  const submit = useSubmitWeek(applicationId, week.week_start);
  const approve = useApproveWeek(applicationId, week.week_start);
  const dispute = useDisputeWeek(applicationId, week.week_start);
  const [disputing, setDisputing] = useState(false);
  const [correcting, setCorrecting] = useState(false);
  const at = useFullLocalTime();
  const disputes = currentDisputes(week);
  const editable = side === 'worker' && !week.locked && (week.status === 'draft' || week.status === 'disputed');
  const closed = week.entries.filter((e) => e.end_at !== null);

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="week-title" data-testid="week-card">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id="week-title">
            {M.weekTitle(formatWeekDate(week.week_start), formatWeekDate(week.week_end))}
          </Title>
          <Group gap={4}>
            <Badge color={STATUS_COLOR[week.status]} data-testid="week-status">
              {M.status[week.status]}
            </Badge>
            <Badge variant="outline" data-testid="week-version-badge">
              {M.version(week.version)}
            </Badge>
          </Group>
        </Group>
        <Text fw={600} data-testid="week-hours">
          {M.weekHours(formatPayHours(week.worked_minutes))}
        </Text>
        {week.auto_approve_at && week.status === 'submitted' ? (
          <Text size="sm" c="dimmed">
            {M.autoApproveAt(at(week.auto_approve_at))}
          </Text>
        ) : null}
        {week.locked ? <Text size="sm">{M.locked}</Text> : null}
        <WeekEntries
          entries={week.entries}
          disputes={disputes}
          action={
            editable
              ? (entry) => {
                  const input = inputOfEntry(entry);
                  return input ? (
                    <Button variant="light" size="sm" onClick={() => props.onEdit(input)}>
                      {M.shift.edit}
                    </Button>
                  ) : null;
                }
              : undefined
          }
        />
        {editable && closed.length > 0 ? (
          <Button
            size="lg"
            loading={submit.isPending}
            onClick={() => submit.mutate(undefined, { onSuccess: () => notifications.show({ message: M.submitted }) })}
          >
            {week.status === 'disputed' ? M.resubmit : M.submit}
          </Button>
        ) : null}
        {side === 'organization' && week.status === 'submitted' && !disputing ? (
          <Group gap="sm" wrap="wrap">
            <Button
              color="green"
              loading={approve.isPending}
              onClick={() =>
                approve.mutate(undefined, { onSuccess: () => notifications.show({ message: M.approved }) })
              }
            >
              {M.approve}
            </Button>
            <Button color="red" variant="light" onClick={() => setDisputing(true)}>
              {M.dispute}
            </Button>
          </Group>
        ) : null}
        <Suspense fallback={<Busy label={TIMESHEET_MESSAGES.loading} />}>
          {disputing && week.status === 'submitted' ? (
            <DisputeForm
              entries={closed}
              pending={dispute.isPending}
              onCancel={() => setDisputing(false)}
              onSend={(input) =>
                dispute.mutate(input, {
                  onSuccess: () => {
                    setDisputing(false);
                    notifications.show({ message: M.disputed });
                  },
                })
              }
            />
          ) : null}
          {side === 'organization' && week.status === 'approved' && !correcting ? (
            <Group>
              <Button color="orange" variant="light" onClick={() => setCorrecting(true)}>
                {M.correct}
              </Button>
            </Group>
          ) : null}
          {correcting && week.status === 'approved' ? (
            <CorrectionForm
              applicationId={applicationId}
              weekStart={week.week_start}
              version={week.version}
              onDone={() => setCorrecting(false)}
            />
          ) : null}
        </Suspense>
        {week.status === 'approved' ? (
          <Anchor component={Link} to={routes.payStatement(applicationId, week.week_start)} fw={600}>
            <Group gap={4} component="span">
              <IconFileInvoice size={18} aria-hidden />
              {M.openStatement}
            </Group>
          </Anchor>
        ) : null}
        <WeekHistory week={week} />
      </Stack>
    </Paper>
  );
}

/** The week before or after `weekStart`. */
export const otherWeek = (weekStart: string, step: -1 | 1) => addDaysToDate(weekStart, 7 * step);
