// A week's entries (issue 44), one card per shift at 390 px: day, kind, times, breaks, hours; a corrected punch shows
// as a correction with its reason, a disputed line with the organization's comment. `action` adds a control per
// entry (the worker's Edit, the organization's dispute choice).
import type { ReactNode } from 'react';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { formatLocalTime, formatShiftDay, formatShiftLength, HOURS_MESSAGES as M } from '@/domain/hours';
import type { SavedEntry } from '../entry-input';

function breakText(b: SavedEntry['breaks'][number]): string {
  const kind = b.kind === 'meal' ? M.shift.meal : M.shift.rest;
  return `${kind} ${formatLocalTime(b.start)} – ${b.end ? formatLocalTime(b.end) : M.inProgress}`;
}

export function WeekEntries(props: {
  entries: SavedEntry[];
  /** The current version's disputes, by entry id. */
  disputes: Map<string, string>;
  action?: (entry: SavedEntry) => ReactNode;
}) {
  if (props.entries.length === 0) return <Text c="dimmed">{M.noEntries}</Text>;
  const sorted = [...props.entries].sort((a, b) => a.start_at.localeCompare(b.start_at));
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={M.columns.day}>
      {sorted.map((e) => {
        const disputed = props.disputes.get(e.id);
        return (
          <Paper
            key={e.id}
            component="li"
            withBorder
            p="sm"
            radius="md"
            aria-label={formatShiftDay(e.date)}
            data-testid="week-entry"
            bd={disputed ? '1px solid var(--mantine-color-red-6)' : undefined}
          >
            <Stack gap={4}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Text fw={700}>{formatShiftDay(e.date)}</Text>
                <Group gap={4}>
                  <Badge variant="light">{M.entryKinds[e.kind]}</Badge>
                  {e.corrected ? (
                    <Badge color="orange" variant="light">
                      {M.correction}
                    </Badge>
                  ) : null}
                </Group>
              </Group>
              <Text size="sm">
                {formatLocalTime(e.start)} – {e.end ? formatLocalTime(e.end) : M.inProgress}
                {e.minutes !== null ? ` · ${formatShiftLength(e.minutes)}` : ''}
              </Text>
              {e.breaks.length > 0 ? (
                <Text size="sm" c="dimmed">
                  {e.breaks.map(breakText).join(' · ')}
                </Text>
              ) : null}
              {e.corrections.map((c, i) => (
                <Text key={i} size="sm" c="orange.9" data-testid="entry-correction">
                  {M.correctionReason(c.reason)}
                </Text>
              ))}
              {e.note ? <Text size="sm">{e.note}</Text> : null}
              {disputed ? (
                <Text size="sm" c="red.9" fw={600} data-testid="entry-dispute">
                  {M.disputedLine(disputed)}
                </Text>
              ) : null}
              {props.action?.(e)}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
