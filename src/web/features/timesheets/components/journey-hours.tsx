// A placement's hours on the worker's journey (issue 44): the current week's hours and status, and the last approved
// week's statement, each a click from the journey; the assignment's page one more.
import { Link } from 'react-router';
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { MESSAGES, routes } from '@/domain/shared';
import { formatPayHours, formatWeekDate, HOURS_MESSAGES as M } from '@/domain/hours';
import { useAssignment, useLedger, useWeek } from '../api';
import { Busy } from '../../../app/components/busy';
import { answered } from '../../../lib/query-state';

export function JourneyHours({ applicationId }: { applicationId: string }) {
  const assignment = useAssignment(applicationId);
  const a = assignment.data;
  const current = a?.complete ? a.current_week_start : null;
  const weekRead = useWeek(applicationId, current);
  const ledgerRead = useLedger(applicationId);
  const week = weekRead.data;
  const ledger = ledgerRead.data;
  const last = ledger?.weeks.filter((w) => w.status === 'approved').at(-1);
  // Drawn once every read has answered, as the loader it replaces was: a line arriving after the others (this week's
  // hours) pushed "Last statement" down under the person's eyes (a layout shift: signed-in-first-view.spec).
  if (!answered(assignment) || !answered(ledgerRead) || (current !== null && !answered(weekRead)))
    return <Busy size="sm" label={MESSAGES.shell.loading} />;
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={M.pageTitle} data-testid="journey-hours">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Anchor component={Link} to={routes.assignment(applicationId)} fw={600}>
            {M.openHours}
          </Anchor>
          {week ? <Badge variant="light">{M.status[week.status]}</Badge> : null}
        </Group>
        {week ? <Text size="sm">{M.weekHours(formatPayHours(week.worked_minutes))}</Text> : null}
        <Text size="sm">
          {M.lastStatement}:{' '}
          {last ? (
            <Anchor component={Link} to={routes.payStatement(applicationId, last.week_start)} size="sm">
              {formatWeekDate(last.week_start)}
            </Anchor>
          ) : (
            M.noStatement
          )}
        </Text>
      </Stack>
    </Paper>
  );
}
