// Disputing a submitted week line by line (issue 44): the organization ticks each wrong line and says what is wrong;
// the worker fixes those lines and resubmits. Used in the app and on the emailed link's page.
import { Alert, Button, Checkbox, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { disputeInput, type DisputeInput } from '@/domain/timesheets';
import { HOURS_MESSAGES as M } from '@/domain/hours';
import { useDomainForm } from '../../../lib/domain-form';
import type { SavedEntry } from '../entry-input';
import { entryText } from './statement-lines';

export function DisputeForm(props: {
  entries: SavedEntry[];
  pending: boolean;
  onSend: (input: DisputeInput) => void;
  onCancel: () => void;
}) {
  // Each ticked line's reason by entry id (undefined: not ticked); the one form hook checks the lines it sends.
  const form = useDomainForm<{ chosen: Record<string, string | undefined> }>(
    disputeInput,
    { chosen: {} },
    // Any refusal (no line ticked, a line without its reason) is one sentence above the Send button.
    { toInput: (v) => linesOf(v.chosen), fieldOf: () => 'chosen' },
  );
  const chosen = form.getValues().chosen;
  const setChosen = (next: Record<string, string | undefined>) => {
    form.setValues({ chosen: next });
    form.clearErrors();
  };
  const send = form.onSubmit((v) => props.onSend(disputeInput.parse(linesOf(v.chosen))));
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="dispute-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="dispute-title">
          {M.disputeTitle}
        </Title>
        <Text size="sm">{M.disputeIntro}</Text>
        {props.entries.map((e) => {
          const reason = chosen[e.id];
          const label = entryText(e);
          return (
            <Stack key={e.id} gap={4} role="group" aria-label={label}>
              <Checkbox
                label={label}
                checked={reason !== undefined}
                onChange={(ev) => {
                  const on = ev.currentTarget.checked;
                  setChosen({ ...chosen, [e.id]: on ? '' : undefined });
                }}
              />
              {reason !== undefined ? (
                <Textarea
                  label={M.disputeReason}
                  autosize
                  minRows={2}
                  value={reason}
                  onChange={(ev) => {
                    const text = ev.currentTarget.value;
                    setChosen({ ...chosen, [e.id]: text });
                  }}
                />
              ) : null}
            </Stack>
          );
        })}
        {form.errors.chosen ? <Alert color="red">{M.disputeNeedsLine}</Alert> : null}
        <Button color="red" onClick={() => send()} loading={props.pending}>
          {M.disputeSend}
        </Button>
        <Button variant="default" onClick={props.onCancel}>
          {M.cancel}
        </Button>
      </Stack>
    </Paper>
  );
}

/** The dispute's payload: each ticked line with its reason. */
function linesOf(chosen: Record<string, string | undefined>) {
  return {
    lines: Object.entries(chosen)
      .filter((pair): pair is [string, string] => pair[1] !== undefined)
      .map(([entry, reason]) => ({ entry, reason })),
  };
}
