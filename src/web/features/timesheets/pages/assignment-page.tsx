// /assignments/:applicationId (issue 44): an assignment's hours and pay, for the worker (390 px first: the clock, a
// whole shift, a missed punch, the week to submit) and the organization (the week to approve or dispute line by line).
// Both sides see the terms, the week's versions and History, the statements and the ledger. `?week=` picks the week.
import { lazy, Suspense, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Alert, Anchor, Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { routes } from '@/domain/shared';
import { HOURS_MESSAGES as M } from '@/domain/hours';
import { TIMESHEET_MESSAGES, type EntryInput } from '@/domain/timesheets';
import { useMe } from '../../../lib/auth';
import { useAssignment, useWeek } from '../api';
import { ClockCard } from '../components/clock-card';
import { LedgerCard } from '../components/ledger-card';
import { TermsCard } from '../components/terms-card';
import { otherWeek, WeekCard } from '../components/week-card';
import { Busy } from '../../../app/components/busy';

// The forms open on a press (never on the page's first view): their code, and the schemas they check with, load then.
const ShiftForm = lazy(() => import('../components/shift-form').then((m) => ({ default: m.ShiftForm })));
const MissedPunchForm = lazy(() =>
  import('../components/missed-punch-form').then((m) => ({ default: m.MissedPunchForm })),
);

type Panel = { kind: 'shift'; editing: EntryInput | null } | { kind: 'punch' } | null;

export function Component() {
  const { applicationId = '' } = useParams();
  const [search] = useSearchParams();
  const me = useMe();
  const assignment = useAssignment(applicationId);
  const a = assignment.data;
  const current = a?.current_week_start ?? null;
  const weekStart = search.get('week') ?? current;
  const week = useWeek(applicationId, a?.complete ? weekStart : null);
  const [panel, setPanel] = useState<Panel>(null);

  if (assignment.isLoading)
    return (
      <Center h="40vh">
        <Busy label={TIMESHEET_MESSAGES.loading} />
      </Center>
    );
  if (!a) return <Alert color="red">{assignment.error?.message ?? M.loadFailed}</Alert>;
  const side = me.data?.role === 'worker' ? 'worker' : 'organization';
  const timeZone = a.time_zone ?? 'UTC';
  const w = week.data;
  const isCurrent = !!weekStart && weekStart === current;
  const workerCanEdit = side === 'worker' && !!w && !w.locked && (w.status === 'draft' || w.status === 'disputed');
  const today = current ?? weekStart ?? '';
  const prev = weekStart ? otherWeek(weekStart, -1) : null;
  const next = weekStart ? otherWeek(weekStart, 1) : null;

  return (
    <Stack gap="md">
      <Title order={1}>{M.pageTitle}</Title>
      {!a.complete ? <Alert color="yellow">{M.termsIncomplete(a.missing)}</Alert> : null}
      {weekStart && a.complete ? (
        <Group justify="space-between" wrap="nowrap" component="nav" aria-label={M.weekNav}>
          {prev && a.start_date && prev >= otherWeek(a.start_date, -1) ? (
            <Anchor component={Link} to={routes.assignment(applicationId, prev)} size="sm">
              <Group gap={2} component="span">
                <IconChevronLeft size={16} aria-hidden />
                {M.previousWeek}
              </Group>
            </Anchor>
          ) : (
            <span />
          )}
          {!isCurrent && current ? (
            <Anchor component={Link} to={routes.assignment(applicationId, current)} size="sm">
              {M.thisWeek}
            </Anchor>
          ) : null}
          {next && current && next <= current ? (
            <Anchor component={Link} to={routes.assignment(applicationId, next)} size="sm">
              <Group gap={2} component="span">
                {M.nextWeek}
                <IconChevronRight size={16} aria-hidden />
              </Group>
            </Anchor>
          ) : (
            <span />
          )}
        </Group>
      ) : null}
      {side === 'worker' && a.complete && isCurrent && (!w || !w.locked) ? (
        <ClockCard
          applicationId={applicationId}
          timeZone={timeZone}
          california={a.rule_set === 'california'}
          open={a.open_shift}
          week={w}
        />
      ) : null}
      {week.isError ? <Alert color="red">{week.error.message}</Alert> : null}
      {w ? (
        <WeekCard
          applicationId={applicationId}
          week={w}
          side={side}
          onEdit={(entry) => setPanel({ kind: 'shift', editing: entry })}
        />
      ) : null}
      <Suspense fallback={<Busy label={TIMESHEET_MESSAGES.loading} />}>
        {workerCanEdit && w && panel?.kind === 'shift' ? (
          <ShiftForm
            key={panel.editing?.id ?? 'new'}
            applicationId={applicationId}
            weekStart={w.week_start}
            entries={w.entries}
            editing={panel.editing}
            date={isCurrent ? today : w.week_start}
            onDone={() => setPanel(null)}
          />
        ) : null}
        {workerCanEdit && w && panel?.kind === 'punch' ? (
          <MissedPunchForm
            applicationId={applicationId}
            timeZone={timeZone}
            date={w.week_start}
            onDone={() => setPanel(null)}
          />
        ) : null}
      </Suspense>
      {workerCanEdit && !panel ? (
        <Stack gap="xs">
          <Button variant="default" size="lg" onClick={() => setPanel({ kind: 'shift', editing: null })}>
            {M.enterShift}
          </Button>
          <Button variant="default" size="lg" onClick={() => setPanel({ kind: 'punch' })}>
            {M.missedPunch}
          </Button>
        </Stack>
      ) : null}
      <LedgerCard applicationId={applicationId} />
      <TermsCard a={a} />
      <Text size="xs" c="dimmed">
        {M.statementNote}
      </Text>
    </Stack>
  );
}
