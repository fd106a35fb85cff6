// Fixing a missed punch (issue 44): which punch, when (the facility's local date and time) and why; the week shows it
// as a correction with its reason.
import { Button, NativeSelect, Paper, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { localShiftToInstants } from '@/domain/pay';
import { PUNCH_KINDS, punchInput, type PunchInput } from '@/domain/timesheets';
import { HOURS_MESSAGES as M } from '@/domain/hours';
import { useDomainForm } from '../../../lib/domain-form';
import { applyServerErrors } from '../../../lib/form-errors';
import { usePunch } from '../api';

type Values = { kind: PunchInput['kind']; date: string; time: string; reason: string };

/** The corrected punch: the local date and time in the facility's zone as an instant, with its reason. */
function toPunch(v: Values, timeZone: string): PunchInput {
  let at: string | undefined;
  try {
    at = v.date && v.time ? localShiftToInstants(timeZone, v.date, v.time, v.time).start : undefined;
  } catch {
    at = undefined;
  }
  return { kind: v.kind, at, reason: v.reason.trim() || undefined };
}

export function MissedPunchForm(props: { applicationId: string; timeZone: string; date: string; onDone: () => void }) {
  const punch = usePunch(props.applicationId);
  const form = useDomainForm<Values>(punchInput, { kind: 'out', date: props.date, time: '', reason: '' }, (v) =>
    toPunch(v, props.timeZone),
  );
  const submit = form.onSubmit((v) =>
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
    }),
  );
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
