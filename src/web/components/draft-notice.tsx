// The notice above a form whose draft was restored: "Draft restored — Discard" (lib/form-draft.ts).
import { Alert, Button, Group, Text } from '@mantine/core';
import { MESSAGES } from '@/domain/shared';
import type { FormDraft } from '../lib/form-draft';

export function DraftNotice({ draft }: { draft: Pick<FormDraft, 'restored' | 'discard'> }) {
  if (!draft.restored) return null;
  return (
    <Alert color="blue" role="status" aria-label={MESSAGES.drafts.restored} p="xs">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <div>
          <Text fw={600} size="sm">
            {MESSAGES.drafts.restored}
          </Text>
          <Text size="xs">{MESSAGES.drafts.restoredText}</Text>
        </div>
        <Button size="compact-sm" variant="light" onClick={draft.discard}>
          {MESSAGES.drafts.discard}
        </Button>
      </Group>
    </Alert>
  );
}
