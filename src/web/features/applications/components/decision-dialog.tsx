// The decision dialog shown before a move to Done, Rejected, Blocked or Hold: decision maker (when the rule asks),
// reason, notes.
import { useState } from 'react';
import { Button, Group, Modal, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { isDecisionMakerAsked } from '@/domain/applications';
import type { ApplicationStatus } from '@/domain/applications';
import { DECISION_MAKERS, defaultDecisionMaker, isDecisionMaker, type DecisionMaker, type Role } from '@/domain/shared';

export interface Decision {
  decision_maker: DecisionMaker;
  decision_reason: string;
  decision_notes: string;
}

export interface DecisionDialogProps {
  opened: boolean;
  from: ApplicationStatus;
  to: ApplicationStatus | null;
  role: Role;
  loading: boolean;
  onClose: () => void;
  onSubmit: (decision: Decision) => void;
}

function DecisionForm({
  from,
  to,
  role,
  loading,
  onClose,
  onSubmit,
}: Omit<DecisionDialogProps, 'opened' | 'to'> & { to: ApplicationStatus }) {
  const asked = isDecisionMakerAsked(from, to);
  const [maker, setMaker] = useState<DecisionMaker>(defaultDecisionMaker(role));
  const [reason, setReason] = useState('');
  const [notes, setNotes] = useState('');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit({
          decision_maker: asked ? maker : defaultDecisionMaker(role),
          decision_reason: reason.trim(),
          decision_notes: notes.trim(),
        });
      }}
    >
      <Stack gap="sm">
        {asked && (
          <NativeSelect
            label="Who made this decision?"
            data={[...DECISION_MAKERS]}
            value={maker}
            onChange={(e) => {
              const v = e.currentTarget.value;
              if (isDecisionMaker(v)) setMaker(v);
            }}
          />
        )}
        <TextInput label="Reason" value={reason} onChange={(e) => setReason(e.currentTarget.value)} maxLength={500} />
        <Textarea
          label="Notes"
          value={notes}
          onChange={(e) => setNotes(e.currentTarget.value)}
          maxLength={2000}
          rows={3}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={loading}>
            Move to {to}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function DecisionDialog(props: DecisionDialogProps) {
  const { opened, to, onClose } = props;
  return (
    <Modal opened={opened && to !== null} onClose={onClose} title={to ? `Move to ${to}` : ''}>
      {to && <DecisionForm key={`${props.from}-${to}`} {...props} to={to} />}
    </Modal>
  );
}
