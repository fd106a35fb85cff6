// The decision dialog shown before a move to Done, Rejected, Blocked or Hold: decision maker (when the rule asks),
// reason, notes; checked by the one form hook over the decision fields of the status change's schema.
import { Button, Group, Modal, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { APPLICATION_MESSAGES, decisionInput, isDecisionMakerAsked } from '@/domain/applications';
import type { ApplicationStatus } from '@/domain/applications';
import { DECISION_MAKERS, MESSAGES, defaultDecisionMaker, type DecisionMaker, type Role } from '@/domain/shared';
import { useDomainForm } from '../../../lib/domain-form';

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
  const toDecision = (v: { maker: DecisionMaker; reason: string; notes: string }): Decision => ({
    decision_maker: asked ? v.maker : defaultDecisionMaker(role),
    decision_reason: v.reason.trim(),
    decision_notes: v.notes.trim(),
  });
  const form = useDomainForm(
    decisionInput,
    { maker: defaultDecisionMaker(role), reason: '', notes: '' },
    {
      toInput: toDecision,
      fieldOf: (path) =>
        ({ decision_maker: 'maker', decision_reason: 'reason', decision_notes: 'notes' })[path] ?? path,
    },
  );
  return (
    <form onSubmit={form.onSubmit((v) => onSubmit(toDecision(v)))}>
      <Stack gap="sm">
        {asked && (
          <NativeSelect
            data-autofocus
            label={APPLICATION_MESSAGES.decision.maker}
            data={[...DECISION_MAKERS]}
            {...form.getInputProps('maker')}
          />
        )}
        <TextInput
          data-autofocus={!asked || undefined}
          label={APPLICATION_MESSAGES.decision.reason}
          {...form.getInputProps('reason')}
          maxLength={500}
        />
        <Textarea
          label={APPLICATION_MESSAGES.decision.notes}
          {...form.getInputProps('notes')}
          maxLength={2000}
          rows={3}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {MESSAGES.cancel}
          </Button>
          <Button type="submit" loading={loading}>
            {APPLICATION_MESSAGES.decision.moveTo(to)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function DecisionDialog(props: DecisionDialogProps) {
  const { opened, to, onClose } = props;
  return (
    <Modal opened={opened && to !== null} onClose={onClose} title={to ? APPLICATION_MESSAGES.decision.moveTo(to) : ''}>
      {to && <DecisionForm key={`${props.from}-${to}`} {...props} to={to} />}
    </Modal>
  );
}
