// The assignment's pay terms on the application page (issue 44): while the signed contract leaves terms open, the
// organization (or the recruiter) sees why Cleared waits (domain clearingTermsRefusal, as the server refuses it) and
// completes them in a form of the same mechanism as the timesheet forms (useDomainForm over the route's schema).
import { useState } from 'react';
import { Alert, Button, Checkbox, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { HOURS_MESSAGES } from '@/domain/hours';
import { stateName } from '@/domain/shared';
import type { RuleSetId } from '@/domain/pay';
import {
  clearingTermsRefusal,
  FACILITY_TIME_ZONES,
  suggestedRuleSet,
  suggestedTimeZone,
  TIMESHEET_MESSAGES as T,
  type AssignmentTermKey,
  type CompleteTermsInput,
} from '@/domain/timesheets';
import { useDomainForm } from '../../../lib/domain-form';
import { lazySchema } from '../../../lib/lazy-schema';
import { applyServerErrors } from '../../../lib/form-errors';
import { useAssignment, useCompleteTerms } from '../api';

/** The terms' schema, fetched when the form is first edited: the application page's first view carries no zod. */
const termsSchema = lazySchema(() => import('@/domain/timesheets/api-schemas').then((m) => m.completeTermsInput));

type Values = {
  rule_set: string;
  workweek_starts_on: string;
  time_zone: string;
  classification: string;
  start_date: string;
  end_date: string;
  holidays: string;
  on_call_restricted: boolean;
  stipend_prorated: boolean;
  guarantee_excludes: { first_week: boolean; last_week: boolean; orientation_weeks: boolean };
  call_off_allowance: { shifts: string; per_weeks: string };
  [money: string]: unknown;
};

const CENTS = [
  'hourly_rate_cents',
  'on_call_rate_cents',
  'call_back_rate_cents',
  'missed_shift_penalty_cents_per_hour',
  'stipend_weekly_cents',
];
const NULLABLE_CENTS = [
  'overtime_rate_cents',
  'double_time_rate_cents',
  'holiday_rate_cents',
  'orientation_rate_cents',
];
const HOURS = [
  'call_back_minimum_minutes',
  'guaranteed_minutes_per_week',
  'cancellation_pay_minutes',
  'scheduled_minutes_per_week',
];
const WHOLE = ['cancellation_notice_hours'];
const NULLABLE_WHOLE = ['auto_approve_hours'];

const INITIAL: Values = {
  rule_set: 'federal',
  workweek_starts_on: '0',
  time_zone: 'America/New_York',
  classification: 'w2',
  start_date: '',
  end_date: '',
  holidays: '',
  on_call_restricted: false,
  stipend_prorated: false,
  guarantee_excludes: { first_week: true, last_week: true, orientation_weeks: true },
  call_off_allowance: { shifts: '3', per_weeks: '13' },
  call_back_minimum_minutes: '2',
  cancellation_notice_hours: '24',
  cancellation_pay_minutes: '4',
  missed_shift_penalty_cents_per_hour: '0',
};

const num = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN);

/** The form's values as the route's payload: only the open terms, dollars to cents and hours to minutes. */
function toInput(v: Values, keys: readonly string[]): CompleteTermsInput {
  const out: Record<string, unknown> = {};
  for (const k of keys) {
    const raw = v[k];
    if (CENTS.includes(k)) out[k] = Math.round(num(raw) * 100);
    else if (NULLABLE_CENTS.includes(k)) out[k] = raw === '' || raw === undefined ? null : Math.round(num(raw) * 100);
    else if (HOURS.includes(k)) out[k] = Math.round(num(raw) * 60);
    else if (WHOLE.includes(k)) out[k] = num(raw);
    else if (NULLABLE_WHOLE.includes(k)) out[k] = raw === '' || raw === undefined ? null : num(raw);
    else if (k === 'workweek_starts_on') out[k] = Number(v.workweek_starts_on);
    else if (k === 'holidays')
      out[k] = v.holidays
        .split(',')
        .map((d) => d.trim())
        .filter(Boolean);
    else if (k === 'guarantee_excludes') out[k] = { ...v.guarantee_excludes, time_off_weeks: [] };
    else if (k === 'call_off_allowance')
      out[k] = { shifts: num(v.call_off_allowance.shifts), per_weeks: num(v.call_off_allowance.per_weeks) };
    else out[k] = raw;
  }
  return out as CompleteTermsInput;
}

function TermField({
  k,
  form,
  suggested,
}: {
  k: AssignmentTermKey;
  form: ReturnType<typeof useDomainForm<Values>>;
  /** Says the field starts from the facility's state (its rule set, its zone). */
  suggested?: string;
}) {
  const label = T.termLabels[k];
  if (k === 'rule_set')
    return (
      <NativeSelect
        label={label}
        description={suggested}
        data={(Object.keys(HOURS_MESSAGES.ruleSets) as RuleSetId[]).map((r) => ({
          value: r,
          label: HOURS_MESSAGES.ruleSets[r],
        }))}
        {...form.getInputProps(k)}
      />
    );
  if (k === 'workweek_starts_on')
    return (
      <NativeSelect
        label={label}
        data={HOURS_MESSAGES.weekdays.map((d, i) => ({ value: String(i), label: d }))}
        {...form.getInputProps(k)}
      />
    );
  if (k === 'time_zone')
    return (
      <NativeSelect label={label} description={suggested} data={[...FACILITY_TIME_ZONES]} {...form.getInputProps(k)} />
    );
  if (k === 'classification')
    return (
      <NativeSelect
        label={label}
        data={[
          { value: 'w2', label: T.payTerms.w2 },
          { value: '1099', label: T.payTerms.c1099 },
        ]}
        {...form.getInputProps(k)}
      />
    );
  if (k === 'on_call_restricted' || k === 'stipend_prorated')
    return <Checkbox label={label} {...form.getInputProps(k, { type: 'checkbox' })} />;
  if (k === 'guarantee_excludes')
    return (
      <Stack gap={4} role="group" aria-label={label}>
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Checkbox label={T.payTerms.firstWeek} {...form.getInputProps(`${k}.first_week`, { type: 'checkbox' })} />
        <Checkbox label={T.payTerms.lastWeek} {...form.getInputProps(`${k}.last_week`, { type: 'checkbox' })} />
        <Checkbox
          label={T.payTerms.orientationWeeks}
          {...form.getInputProps(`${k}.orientation_weeks`, { type: 'checkbox' })}
        />
      </Stack>
    );
  if (k === 'call_off_allowance')
    return (
      <Group grow role="group" aria-label={label}>
        <TextInput label={T.payTerms.allowanceShifts} inputMode="numeric" {...form.getInputProps(`${k}.shifts`)} />
        <TextInput label={T.payTerms.allowanceWeeks} inputMode="numeric" {...form.getInputProps(`${k}.per_weeks`)} />
      </Group>
    );
  if (k === 'start_date' || k === 'end_date') return <TextInput type="date" label={label} {...form.getInputProps(k)} />;
  return <TextInput label={label} inputMode={k === 'holidays' ? 'text' : 'decimal'} {...form.getInputProps(k)} />;
}

function PayTermsForm(props: {
  applicationId: string;
  missing: AssignmentTermKey[];
  facilityState: string | null;
  onDone: () => void;
}) {
  const save = useCompleteTerms(props.applicationId);
  // The rule set and the zone start from the facility's state (time is kept in the facility's zone); the organization
  // confirms or changes them.
  const zone = suggestedTimeZone(props.facilityState);
  const initial = {
    ...INITIAL,
    ...(props.facilityState ? { rule_set: suggestedRuleSet(props.facilityState) } : {}),
    ...(zone ? { time_zone: zone } : {}),
  } as Values;
  const suggested = props.facilityState && zone ? T.payTerms.suggested(stateName(props.facilityState)) : undefined;
  for (const k of props.missing) if (!(k in initial)) (initial as Record<string, unknown>)[k] = '';
  const form = useDomainForm<Values>(termsSchema, initial, { toInput: (v) => toInput(v, props.missing) });
  const submit = form.onSubmit((v) =>
    save.mutate(toInput(v, props.missing), {
      onSuccess: () => {
        notifications.show({ message: T.payTerms.saved });
        props.onDone();
      },
      onError: (error) => applyServerErrors(form, error),
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={T.payTerms.title}>
      <Stack gap="sm">
        <Text size="sm">{T.payTerms.intro}</Text>
        {props.missing.map((k) => (
          <TermField
            key={k}
            k={k}
            form={form}
            suggested={k === 'rule_set' || k === 'time_zone' ? suggested : undefined}
          />
        ))}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {T.payTerms.save}
          </Button>
          <Button variant="default" onClick={props.onDone}>
            {T.payTerms.cancel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The pay terms of a placement for its organization: why Cleared waits, and the form completing the open terms. */
export function PayTermsCard({
  applicationId,
  facilityState = null,
}: {
  applicationId: string;
  /** The facility's state (its two-letter code): the form's rule set and time zone start from it. */
  facilityState?: string | null;
}) {
  const assignment = useAssignment(applicationId);
  const [open, setOpen] = useState(false);
  const a = assignment.data;
  if (!a) return null;
  const refusal = clearingTermsRefusal(a.missing);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="pay-terms-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="pay-terms-title">
          {T.payTerms.title}
        </Title>
        {refusal ? (
          <Alert color="yellow" data-testid="pay-terms-refusal">
            {refusal}
          </Alert>
        ) : (
          <Text size="sm" data-testid="pay-terms-complete">
            {T.payTerms.complete}
          </Text>
        )}
        {refusal && !open ? (
          <Button variant="light" onClick={() => setOpen(true)}>
            {T.payTerms.open}
          </Button>
        ) : null}
        {refusal && open ? (
          <PayTermsForm
            applicationId={applicationId}
            missing={a.missing as AssignmentTermKey[]}
            facilityState={facilityState}
            onDone={() => setOpen(false)}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
