// The dialogs of /dashboard/api-keys: renaming a key and a webhook's delivery log. Loaded when one first opens
// (api-keys-section.tsx's lazyDialogs), so the page's first view carries no Modal.
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { DASHBOARD_MESSAGES } from '@/domain/organizations';
import { DASHBOARD_FORM_SCHEMAS as SCHEMAS } from '../form-schemas';
import { useDeliveries, useRenameApiKey, type ApiKey } from '../api';
import { useDomainForm } from '../../../lib/domain-form';
import { applyServerErrors } from '../../../lib/form-errors';
import { ResponsiveTable } from '../../../components/responsive-table';
import { QueryState } from './query-state';
import { useFullLocalTime } from '../../../components/local-time';

const A = DASHBOARD_MESSAGES.apiKeys;
const W = DASHBOARD_MESSAGES.webhooks;

export function RenameModal({ apiKey, onClose }: { apiKey: ApiKey | null; onClose: () => void }) {
  return (
    <Modal opened={!!apiKey} onClose={onClose} title={A.renameTitle}>
      {/* A new form per key: it starts from that key's name. */}
      {apiKey && <RenameForm key={apiKey.id} apiKey={apiKey} onDone={onClose} />}
    </Modal>
  );
}

function RenameForm({ apiKey, onDone }: { apiKey: ApiKey; onDone: () => void }) {
  const rename = useRenameApiKey();
  const form = useDomainForm(SCHEMAS.apiKeyName, { name: apiKey.name });
  const submit = form.onSubmit(async ({ name }) => {
    try {
      await rename.mutateAsync({ id: apiKey.id, name });
      onDone();
    } catch (err) {
      // A field refusal lands on the input; any other is the mutation cache's toast.
      applyServerErrors(form, err);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label={A.newName} required data-autofocus {...form.getInputProps('name')} />
        <Group justify="flex-end">
          <Button type="submit" loading={rename.isPending}>
            {A.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function DeliveryLog({ webhookId, onClose }: { webhookId: string | null; onClose: () => void }) {
  const log = useDeliveries(webhookId);
  const at = useFullLocalTime();
  return (
    <Modal opened={!!webhookId} onClose={onClose} title={W.deliveryLog} size="lg">
      <QueryState query={log} />
      {log.data && log.data.length === 0 && <Text>{W.noDeliveries}</Text>}
      {log.data && log.data.length > 0 && (
        <ResponsiveTable
          aria-label={W.deliveries}
          minWidth={480}
          rows={log.data}
          rowKey={(d) => d.id}
          columns={[
            { header: W.columns.when, cell: (d) => at(d.createdAt) },
            { header: W.columns.event, cell: (d) => d.event },
            { header: W.columns.attempt, cell: (d) => d.attempt },
            {
              header: W.columns.result,
              cell: (d) =>
                d.error ? (
                  <Text c="red" size="sm">
                    {d.error}
                  </Text>
                ) : (
                  `HTTP ${d.responseStatus}`
                ),
            },
          ]}
        />
      )}
    </Modal>
  );
}
