// Clocking out under California rules: which meal and rest breaks were taken (the attestation the statement's premiums
// come from). Its own file, loaded by the clock (clock-card.tsx) as a lazyDialog when Clock out is pressed, hovered or
// focused: the hours page's first view does not carry Mantine's Modal.
import { useState } from 'react';
import { Button, Checkbox, Modal, Stack, Text } from '@mantine/core';
import { HOURS_MESSAGES as M } from '@/domain/hours';

export interface AttestDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Clocks out with what was missed. */
  onConfirm: (missed: { missed_meal: boolean; missed_rest: boolean }) => void;
  busy: boolean;
}

export function AttestDialog({ opened, onClose, onConfirm, busy }: AttestDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={M.attestTitle} centered>
      {/* Drawn afresh at each opening: both breaks start as taken. */}
      {opened ? <Attestation onClose={onClose} onConfirm={onConfirm} busy={busy} /> : null}
    </Modal>
  );
}

function Attestation({ onClose, onConfirm, busy }: Omit<AttestDialogProps, 'opened'>) {
  const [mealTaken, setMealTaken] = useState(true);
  const [restTaken, setRestTaken] = useState(true);
  return (
    <Stack>
      <Text size="sm">{M.attestIntro}</Text>
      <Checkbox
        size="lg"
        label={M.mealTaken(1)}
        checked={mealTaken}
        onChange={(e) => setMealTaken(e.currentTarget.checked)}
      />
      <Checkbox
        size="lg"
        label={M.restTaken}
        checked={restTaken}
        onChange={(e) => setRestTaken(e.currentTarget.checked)}
      />
      <Button
        size="xl"
        fullWidth
        h={64}
        loading={busy}
        color="red"
        onClick={() => onConfirm({ missed_meal: !mealTaken, missed_rest: !restTaken })}
      >
        {M.attestConfirm}
      </Button>
      <Button variant="default" size="lg" onClick={onClose}>
        {M.cancel}
      </Button>
    </Stack>
  );
}
