// The assignment's terms (issue 44) as both sides see them: the rule set, the workweek, the rates, the guarantee, the
// call-off allowance, the stipend and the classification. They come from the signed contract and never change here.
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatCents, formatPayHours, formatRateCents, formatWeekDate, HOURS_MESSAGES as M } from '@/domain/hours';
import type { z } from 'zod';
import type { assignmentResponse } from '@/domain/timesheets';

type Assignment = z.infer<typeof assignmentResponse>;

const rate = (cents: number | null | undefined, multiplier: string) =>
  cents === null || cents === undefined ? M.terms.multiplier(multiplier) : formatRateCents(cents);

export function TermsCard({ a }: { a: Assignment }) {
  const rows: [string, string][] = [];
  if (a.rule_set) rows.push([M.terms.ruleSet, M.ruleSets[a.rule_set]]);
  if (a.workweek_starts_on !== null && a.workweek_starts_on !== undefined)
    rows.push([M.terms.workweek, M.weekdays[a.workweek_starts_on] ?? '']);
  if (a.time_zone) rows.push([M.terms.timeZone, a.time_zone]);
  if (a.start_date && a.end_date)
    rows.push([M.terms.dates, `${formatWeekDate(a.start_date)} – ${formatWeekDate(a.end_date)}`]);
  if (typeof a.hourly_rate_cents === 'number') rows.push([M.terms.hourlyRate, formatRateCents(a.hourly_rate_cents)]);
  rows.push([M.terms.overtimeRate, rate(a.overtime_rate_cents, '1.5')]);
  rows.push([M.terms.doubleTimeRate, rate(a.double_time_rate_cents, '2')]);
  rows.push([M.terms.holidayRate, rate(a.holiday_rate_cents, '1.5')]);
  if (typeof a.on_call_rate_cents === 'number') rows.push([M.terms.onCallRate, formatRateCents(a.on_call_rate_cents)]);
  if (typeof a.call_back_rate_cents === 'number')
    rows.push([
      M.terms.callBack,
      M.terms.callBackMinimum(
        formatRateCents(a.call_back_rate_cents),
        formatPayHours(a.call_back_minimum_minutes ?? 0),
      ),
    ]);
  if (typeof a.guaranteed_minutes_per_week === 'number')
    rows.push([M.terms.guarantee, formatPayHours(a.guaranteed_minutes_per_week)]);
  if (a.call_off_allowance)
    rows.push([
      M.terms.callOffAllowance,
      M.terms.allowance(a.call_off_allowance.shifts, a.call_off_allowance.per_weeks),
    ]);
  if (typeof a.stipend_weekly_cents === 'number')
    rows.push([
      M.terms.stipend,
      `${formatCents(a.stipend_weekly_cents)} (${a.stipend_prorated ? M.terms.prorated : M.terms.fixed})`,
    ]);
  if (a.classification) rows.push([M.terms.classification, a.classification === 'w2' ? M.terms.w2 : M.terms.c1099]);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="terms-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="terms-title">
          {M.termsTitle}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" component="dl" m={0}>
          {rows.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="xs" c="dimmed">
                {label}
              </Text>
              <Text component="dd" m={0} size="sm" fw={600}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {M.terms.unchanged}
        </Text>
      </Stack>
    </Paper>
  );
}
