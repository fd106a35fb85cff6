// A statement's lines (issue 44): hours × rate = amount, and under each line the shifts it came from, the contract
// clause and the rule that made it; the gross and the regular rate. Used by the statement page, the pay preview and
// the emailed approval link.
import type { ReactNode } from 'react';
import { Group, Paper, Stack, Text } from '@mantine/core';
import {
  formatCents,
  formatLocalTime,
  formatPayHours,
  formatRateCents,
  formatShiftDay,
  HOURS_MESSAGES as M,
} from '@/domain/hours';
import type { PayLineCode } from '@/domain/pay';
import type { SavedEntry } from '../entry-input';

export interface StatementLine {
  code: PayLineCode;
  minutes: number;
  rate_cents: number;
  amount_cents: number;
  rule: string;
  clause: string;
  entries: string[];
}

/** A line's figure: '8.00 h × $45.00/h = $360.00', or the amount alone for a line not paid by the hour. */
export function lineFigure(line: StatementLine): string {
  return line.minutes > 0
    ? M.lineFormula(formatPayHours(line.minutes), formatRateCents(line.rate_cents), formatCents(line.amount_cents))
    : M.lineAmount(formatCents(line.amount_cents));
}

/** An entry as 'Mon, Mar 1 · 7:00 AM – 3:30 PM' (the facility's local times). */
export function entryText(entry: SavedEntry): string {
  const times = `${formatLocalTime(entry.start)} – ${entry.end ? formatLocalTime(entry.end) : M.inProgress}`;
  return `${formatShiftDay(entry.date)} · ${times}`;
}

export function StatementLines(props: {
  lines: StatementLine[];
  entries: SavedEntry[];
  /** An action under each line (Question this line). */
  action?: (line: StatementLine, index: number) => ReactNode;
}) {
  const byId = new Map(props.entries.map((e) => [e.id, e]));
  return (
    <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label={M.statementTitle}>
      {props.lines.map((line, i) => (
        <Paper
          key={`${line.code}-${i}`}
          withBorder
          p="sm"
          radius="md"
          component="li"
          aria-label={M.lineCodes[line.code]}
          data-testid="statement-line"
        >
          <Stack gap={4}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text fw={700}>{M.lineCodes[line.code]}</Text>
              <Text fw={600} data-testid="line-figure">
                {lineFigure(line)}
              </Text>
            </Group>
            {line.entries.length > 0 ? (
              <Stack gap={0}>
                <Text size="xs" c="dimmed">
                  {M.fromShifts}
                </Text>
                {line.entries.map((id) => {
                  const entry = byId.get(id);
                  return entry ? (
                    <Text size="sm" key={id} data-testid="line-shift">
                      {entryText(entry)}
                    </Text>
                  ) : null;
                })}
              </Stack>
            ) : null}
            <Text size="sm">
              <Text span size="xs" c="dimmed">
                {M.clause}:{' '}
              </Text>
              {line.clause}
            </Text>
            <Text size="sm" data-testid="line-rule">
              <Text span size="xs" c="dimmed">
                {M.rule}:{' '}
              </Text>
              {line.rule}
            </Text>
            {props.action?.(line, i)}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** The statement's totals: gross pay, regular rate and hours worked. */
export function StatementTotals(props: { gross_cents: number; regular_rate_cents: number; worked_minutes: number }) {
  return (
    <Group gap="lg" wrap="wrap">
      <div>
        <Text size="xs" c="dimmed">
          {M.gross}
        </Text>
        <Text fz="xl" fw={700} data-testid="statement-gross">
          {formatCents(props.gross_cents)}
        </Text>
      </div>
      <div>
        <Text size="xs" c="dimmed">
          {M.regularRate}
        </Text>
        <Text fw={600}>{formatRateCents(props.regular_rate_cents)}</Text>
      </div>
      <div>
        <Text size="xs" c="dimmed">
          {M.workedHours}
        </Text>
        <Text fw={600}>{formatPayHours(props.worked_minutes)}</Text>
      </div>
    </Group>
  );
}
