// A whole shift entered at once (issue 44), for a worker who keeps a paper record or fixes a disputed line: date,
// start, end, kind, breaks and a note; under it, as she types, what the week would pay with it (the pay preview,
// saved nowhere).
import { useDebouncedValue } from '@mantine/hooks';
import { Button, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { ENTRY_KINDS, entryInput, type EntryInput } from '@/domain/timesheets';
import { formatCents, HOURS_MESSAGES as M } from '@/domain/hours';
import { useDomainForm } from '../../../lib/domain-form';
import { applyServerErrors } from '../../../lib/form-errors';
import { usePayPreview, useSaveEntries } from '../api';
import { weekInputsWith, type SavedEntry } from '../entry-input';
import { StatementLines } from './statement-lines';

type BreakValues = { start: string; end: string; kind: 'meal' | 'rest' };
type ShiftValues = {
  id?: string;
  date: string;
  start: string;
  end: string;
  kind: EntryInput['kind'];
  breaks: BreakValues[];
  note: string;
};

const toInput = (v: ShiftValues): EntryInput => ({
  ...(v.id ? { id: v.id } : {}),
  date: v.date,
  start: v.start,
  end: v.end,
  kind: v.kind,
  breaks: v.breaks,
  ...(v.note.trim() ? { note: v.note.trim() } : {}),
});

export function ShiftForm(props: {
  applicationId: string;
  weekStart: string;
  entries: SavedEntry[];
  /** The entry to change (a disputed line), or a new shift on `date`. */
  editing: EntryInput | null;
  date: string;
  onDone: () => void;
}) {
  const { applicationId, weekStart, entries, editing } = props;
  const save = useSaveEntries(applicationId, weekStart);
  const form = useDomainForm<ShiftValues>(
    entryInput,
    {
      id: editing?.id,
      date: editing?.date ?? props.date,
      start: editing?.start ?? '07:00',
      end: editing?.end ?? '15:30',
      kind: editing?.kind ?? 'worked',
      breaks: editing?.breaks ?? [{ start: '11:00', end: '11:30', kind: 'meal' }],
      note: editing?.note ?? '',
    },
    { toInput: toInput },
  );
  const [typed] = useDebouncedValue(form.values, 300);
  const candidate = entryInput.safeParse(toInput(typed));
  const previewEntries = candidate.success ? weekInputsWith(entries, candidate.data) : null;
  const preview = usePayPreview(applicationId, previewEntries);
  const week = preview.data?.weeks.find((w) => w.week_start === weekStart) ?? preview.data?.weeks[0];

  const submit = form.onSubmit((values) =>
    save.mutate(weekInputsWith(entries, toInput(values)), {
      onSuccess: () => {
        notifications.show({ message: M.shift.saved });
        props.onDone();
      },
      onError: (error) => applyServerErrors(form, error),
    }),
  );

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="shift-form-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="shift-form-title">
            {M.enterShift}
          </Title>
          <TextInput type="date" size="md" label={M.shift.date} {...form.getInputProps('date')} />
          <Group grow gap="sm">
            <TextInput type="time" size="md" label={M.shift.start} {...form.getInputProps('start')} />
            <TextInput type="time" size="md" label={M.shift.end} {...form.getInputProps('end')} />
          </Group>
          <NativeSelect
            size="md"
            label={M.shift.kind}
            data={ENTRY_KINDS.map((k) => ({ value: k, label: M.entryKinds[k] }))}
            {...form.getInputProps('kind')}
          />
          <Text size="sm" fw={600}>
            {M.shift.breaks}
          </Text>
          {form.values.breaks.map((_, i) => (
            <Group key={i} gap="xs" align="end" wrap="nowrap" aria-label={`${M.shift.breaks} ${i + 1}`} role="group">
              <NativeSelect
                size="md"
                label={M.shift.breakKind}
                data={[
                  { value: 'meal', label: M.shift.meal },
                  { value: 'rest', label: M.shift.rest },
                ]}
                {...form.getInputProps(`breaks.${i}.kind`)}
              />
              <TextInput
                type="time"
                size="md"
                label={M.shift.breakStart}
                {...form.getInputProps(`breaks.${i}.start`)}
              />
              <TextInput type="time" size="md" label={M.shift.breakEnd} {...form.getInputProps(`breaks.${i}.end`)} />
              <Button
                variant="subtle"
                color="red"
                size="md"
                px="xs"
                aria-label={M.shift.removeBreak}
                onClick={() => form.removeListItem('breaks', i)}
              >
                <IconTrash size={20} aria-hidden />
              </Button>
            </Group>
          ))}
          <Button
            variant="default"
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => form.insertListItem('breaks', { start: '', end: '', kind: 'rest' })}
          >
            {M.shift.addBreak}
          </Button>
          <TextInput size="md" label={M.shift.note} {...form.getInputProps('note')} />
          <Button type="submit" size="lg" loading={save.isPending}>
            {M.shift.save}
          </Button>
          <Button variant="default" onClick={props.onDone}>
            {M.cancel}
          </Button>
          <Stack gap="xs" component="section" aria-labelledby="pay-preview-title" aria-live="polite">
            <Title order={3} size="h5" id="pay-preview-title">
              {M.previewTitle}
            </Title>
            <Text size="xs" c="dimmed">
              {M.previewNote}
            </Text>
            {week ? (
              <>
                <Text fw={700} data-testid="preview-gross">
                  {M.gross}: {formatCents(week.gross_cents)}
                </Text>
                <StatementLines lines={week.lines} entries={entries} />
              </>
            ) : (
              <Text size="sm">{M.previewNothing}</Text>
            )}
          </Stack>
        </Stack>
      </form>
    </Paper>
  );
}
