// Honest pay, shown the same way on jobs and offers: taxable hourly and weekly, the non-taxable stipend, feels-like
// hourly, the overtime rate (at least 1.5 × taxable hourly) and the GSA per-diem flag, all from domain payBreakdown.
import { useId } from 'react';
import { Alert, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { formatHourlyRate, formatHoursPerWeek, formatMoney, MESSAGES } from '@/domain/shared';
import { payBreakdown, type PayInputs } from '@/domain/offers';

export interface PayBreakdownProps {
  pay: PayInputs | undefined;
  hoursPerWeek: number | null | undefined;
  /** The start date (else posting date) that dates the GSA rate. */
  date?: string;
  title?: string;
  /** Heading level of the title (2 on a page, 3 inside a panel). */
  order?: 2 | 3 | 4;
}

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value || '—'}</Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </div>
  );
}

export function PayBreakdown({
  pay,
  hoursPerWeek,
  date,
  title = MESSAGES.payBreakdown.title,
  order = 2,
}: PayBreakdownProps) {
  const headingId = useId();
  const b = payBreakdown(pay ?? {}, hoursPerWeek, date);
  if (b.taxableWeekly === null && b.stipendWeekly === null && b.taxableHourly === null) return null;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <Title order={order} fz="h4" id={headingId} mb="xs">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        <Figure label={MESSAGES.payBreakdown.taxableHourly} value={formatHourlyRate(b.taxableHourly)} />
        <Figure
          label={MESSAGES.payBreakdown.taxableWeekly}
          value={formatMoney(b.taxableWeekly)}
          hint={b.hoursPerWeek ? MESSAGES.payBreakdown.hoursAWeek(formatHoursPerWeek(b.hoursPerWeek)) : undefined}
        />
        <Figure label={MESSAGES.payBreakdown.stipendWeekly} value={formatMoney(b.stipendWeekly ?? 0)} />
        <Figure label={MESSAGES.payBreakdown.weeklyTotal} value={formatMoney(b.weeklyTotal)} />
        <Figure
          label={MESSAGES.payBreakdown.feelsLike}
          value={formatHourlyRate(b.feelsLikeHourly)}
          hint={MESSAGES.payBreakdown.feelsLikeHint}
        />
        <Figure
          label={MESSAGES.payBreakdown.overtime}
          value={formatHourlyRate(b.overtimeRate)}
          hint={
            b.overtimeMinimum !== null
              ? MESSAGES.payBreakdown.overtimeHint(formatHourlyRate(b.overtimeMinimum))
              : undefined
          }
        />
      </SimpleGrid>
      <PayWarnings breakdown={b} />
      <Text size="xs" c="dimmed" mt="xs">
        {MESSAGES.payBreakdown.taxHomeNote}
      </Text>
    </Card>
  );
}

/**
 * The pay warnings (overtime below 1.5 × taxable hourly, a stipend above the GSA weekly guide), shown with the breakdown
 * and live in the forms that set pay, before anything is sent.
 */
export function PayWarnings({ breakdown: b }: { breakdown: ReturnType<typeof payBreakdown> }) {
  return (
    <>
      {b.overtimeBelowMinimum ? (
        <Alert color="orange" mt="sm" role="status">
          {MESSAGES.payBreakdown.overtimeBelowMinimum(formatHourlyRate(b.overtimeMinimum))}
        </Alert>
      ) : null}
      {b.stipendFlag ? (
        <Alert color="yellow" mt="sm" role="status">
          {MESSAGES.payBreakdown.stipendAboveGsa(
            formatMoney(b.stipendWeekly),
            b.stipendFlag,
            formatMoney(b.gsaWeeklyMaximum),
          )}
        </Alert>
      ) : null}
    </>
  );
}
