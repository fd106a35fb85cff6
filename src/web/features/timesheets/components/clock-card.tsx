// The worker's clock on the assignment's page (issue 44), 390 px first: one big button per next step (clock in; or
// start a meal or rest break and clock out; or end the break). Under California rules, clocking out first asks which
// meal and rest breaks were taken (the attestation the statement's premiums come from).
import { useState } from 'react';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconClockPlay, IconClockStop, IconCoffee, IconToolsKitchen2 } from '@tabler/icons-react';
import { formatFacilityTime, formatLocalTime, HOURS_MESSAGES as M } from '@/domain/hours';
import type { PunchInput, WeekResponse } from '@/domain/timesheets';
import { usePunch } from '../api';
import { lazyDialog } from '../../../components/lazy-dialog';

const AttestDialog = lazyDialog(() => import('./attest-dialog').then((m) => m.AttestDialog));

/** A punch from the clock: a break says whether it is a meal or a rest break. */
type ClockPunch = PunchInput & { break_kind?: 'meal' | 'rest' };

export interface OpenShift {
  entry_id: string;
  since: string;
  on_break: boolean;
}

/** The break of the open shift that has not ended, if any. */
function openBreakOf(week: WeekResponse | undefined, open: OpenShift | null) {
  const entry = open ? week?.entries.find((e) => e.id === open.entry_id) : undefined;
  return entry?.breaks.find((b) => b.end === null) ?? null;
}

export function ClockCard(props: {
  applicationId: string;
  timeZone: string;
  california: boolean;
  open: OpenShift | null;
  week: WeekResponse | undefined;
}) {
  const { applicationId, timeZone, california, open, week } = props;
  const punch = usePunch(applicationId);
  const [attesting, setAttesting] = useState(false);
  const openBreak = open?.on_break ? openBreakOf(week, open) : null;

  const send = (input: ClockPunch) =>
    punch.mutate(input, {
      onSuccess: () => {
        setAttesting(false);
        notifications.show({ message: M.punched[input.kind] });
      },
    });
  const clockOut = () => {
    if (!california) return send({ kind: 'out' });
    setAttesting(true);
  };
  const big = { size: 'xl', fullWidth: true, h: 64, loading: punch.isPending } as const;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="clock-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="clock-title">
          {M.clockTitle}
        </Title>
        <Text data-testid="clock-state" fw={600}>
          {!open
            ? M.clockedOut
            : open.on_break
              ? // A break's start is the facility's wall-clock time ('11:30'), not an instant: read as one, it was
                // 'On a meal break since Invalid Date'.
                M.onBreakSince(
                  openBreak?.kind ?? 'meal',
                  openBreak ? formatLocalTime(openBreak.start) : formatFacilityTime(open.since, timeZone),
                )
              : M.clockedInSince(formatFacilityTime(open.since, timeZone))}
        </Text>
        {!open ? (
          <Button {...big} leftSection={<IconClockPlay size={28} aria-hidden />} onClick={() => send({ kind: 'in' })}>
            {M.clockIn}
          </Button>
        ) : open.on_break ? (
          <Button {...big} color="teal" onClick={() => send({ kind: 'break_end' })}>
            {openBreak?.kind === 'rest' ? M.restEnd : M.mealEnd}
          </Button>
        ) : (
          <>
            <Button
              {...big}
              variant="light"
              leftSection={<IconToolsKitchen2 size={24} aria-hidden />}
              onClick={() => send({ kind: 'break_start', break_kind: 'meal' })}
            >
              {M.mealStart}
            </Button>
            <Button
              {...big}
              variant="light"
              leftSection={<IconCoffee size={24} aria-hidden />}
              onClick={() => send({ kind: 'break_start', break_kind: 'rest' })}
            >
              {M.restStart}
            </Button>
            <Button
              {...big}
              color="red"
              leftSection={<IconClockStop size={28} aria-hidden />}
              onClick={clockOut}
              {...(california ? AttestDialog.trigger : {})}
            >
              {M.clockOut}
            </Button>
          </>
        )}
      </Stack>
      <AttestDialog
        opened={attesting}
        onClose={() => setAttesting(false)}
        onConfirm={(missed) => send({ kind: 'out', ...missed })}
        busy={punch.isPending}
      />
    </Paper>
  );
}
