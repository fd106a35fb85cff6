// Disputing a submitted week line by line (issue 44): the organization ticks each wrong line and says what is wrong;
// the worker fixes those lines and resubmits. Used in the app and on the emailed link's page.
import { useState } from 'react';
import { Alert, Button, Checkbox, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { disputeInput, type DisputeInput } from '@/domain/timesheets';
import { HOURS_MESSAGES as M } from '@/domain/hours';
import type { SavedEntry } from '../entry-input';
import { entryText } from './statement-lines';

export function DisputeForm(props: {
  entries: SavedEntry[];
  pending: boolean;
  onSend: (input: DisputeInput) => void;
  onCancel: () => void;
}) {
  const [chosen, setChosen] = useState<Record<string, string | undefined>>({});
  const [refused, setRefused] = useState(false);
  const send = () => {
    const input = {
      lines: Object.entries(chosen)
        .filter((pair): pair is [string, string] => pair[1] !== undefined)
        .map(([entry, reason]) => ({ entry, reason })),
    };
    const parsed = disputeInput.safeParse(input);
    if (!parsed.success) return setRefused(true);
    setRefused(false);
    props.onSend(parsed.data);
  };
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
                  setChosen((c) => ({ ...c, [e.id]: on ? '' : undefined }));
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
                    setChosen((c) => ({ ...c, [e.id]: text }));
                  }}
                />
              ) : null}
            </Stack>
          );
        })}
        {refused ? <Alert color="red">{M.disputeNeedsLine}</Alert> : null}
        <Button color="red" onClick={send} loading={props.pending}>
          {M.disputeSend}
        </Button>
        <Button variant="default" onClick={props.onCancel}>
          {M.cancel}
        </Button>
      </Stack>
    </Paper>
  );
}
