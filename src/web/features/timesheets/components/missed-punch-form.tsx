// Fixing a missed punch (issue 44): which punch, when (the facility's local date and time) and why; the week shows it
// as a correction with its reason.
import { Button, NativeSelect, Paper, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { localShiftToInstants } from '@/domain/pay';
import { PUNCH_KINDS, punchInput, TIMESHEET_MESSAGES, type PunchInput } from '@/domain/timesheets';
import { HOURS_MESSAGES as M } from '@/domain/hours';
import { useDomainForm } from '../../../lib/domain-form';
import { applyServerErrors } from '../../../lib/form-errors';
import { usePunch } from '../api';

type Values = { kind: PunchInput['kind']; date: string; time: string; reason: string };

/** The corrected punch: the local date and time in the facility's zone as an instant, with its reason. */
function toPunch(v: Values, timeZone: string): PunchInput {
  return { kind: v.kind, at: instantOf(v, timeZone) ?? undefined, reason: v.reason.trim() || undefined };
}

/** The facility's local date and time as an ISO instant; null while either is missing or not a time. */
function instantOf(v: Values, timeZone: string): string | null {
  if (!v.date || !v.time) return null;
  try {
    return localShiftToInstants(timeZone, v.date, v.time.slice(0, 5), v.time.slice(0, 5)).start;
  } catch {
    return null;
  }
}

/** A correction needs its time and its reason (the server says the same; a punch without a time is a live one). */
function correctionRefusals(v: Values, timeZone: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!v.date) errors.date = M.missedPunchWhen;
  if (instantOf(v, timeZone) === null) errors.time = M.missedPunchWhen;
  if (!v.reason.trim()) errors.reason = TIMESHEET_MESSAGES.errors.correctionReason;
  return errors;
}

export function MissedPunchForm(props: { applicationId: string; timeZone: string; date: string; onDone: () => void }) {
  const punch = usePunch(props.applicationId);
  const form = useDomainForm<Values>(
    punchInput,
    { kind: 'out', date: props.date, time: '', reason: '' },
    { toInput: (v) => toPunch(v, props.timeZone) },
  );
  const submit = form.onSubmit((v) => {
    const refused = correctionRefusals(v, props.timeZone);
    if (Object.keys(refused).length > 0) return form.setErrors(refused);
    punch.mutate(toPunch(v, props.timeZone), {
      onSuccess: () => {
        notifications.show({ message: M.missedPunchSaved });
        props.onDone();
      },
      onError: (error) => {
        if (!applyServerErrors(form, error)) return;
        // The server names `at`: the form has it as date and time.
        const at = form.errors.at;
        if (at) form.setFieldError('time', at);
      },
    });
  });
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="missed-punch-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="missed-punch-title">
            {M.missedPunch}
          </Title>
          <NativeSelect
            size="md"
            label={M.missedPunchKind}
            data={PUNCH_KINDS.map((k) => ({ value: k, label: M.punchKinds[k] }))}
            {...form.getInputProps('kind')}
          />
          <TextInput type="date" size="md" label={M.missedPunchDate} {...form.getInputProps('date')} />
          <TextInput type="time" size="md" label={M.missedPunchTime} {...form.getInputProps('time')} />
          <Textarea size="md" label={M.missedPunchReason} autosize minRows={2} {...form.getInputProps('reason')} />
          <Button type="submit" size="lg" loading={punch.isPending}>
            {M.missedPunchSave}
          </Button>
          <Button variant="default" onClick={props.onDone}>
            {M.cancel}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
