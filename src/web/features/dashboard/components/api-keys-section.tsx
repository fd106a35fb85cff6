// /dashboard/api-keys: API keys (shown once, listed by prefix and last use, renamed, revoked) and webhooks with their
// delivery log.
import { useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Code,
  CopyButton,
  Group,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  DASHBOARD_MESSAGES,
  isAllowedWebhookUrl,
  WEBHOOK_EVENTS,
  WEBHOOK_PAUSE_AFTER,
  WEBHOOK_SIGNATURE_HEADER,
  type WebhookEvent,
} from '@/domain/organizations';
import { DASHBOARD_FORM_SCHEMAS as SCHEMAS } from '../form-schemas';
import { formatDate } from '@/domain/shared';
import {
  useApiKeys,
  useCreateApiKey,
  useCreateWebhook,
  useDeleteWebhook,
  useResumeWebhook,
  useRevokeApiKey,
  useWebhooks,
  type ApiKey,
} from '../api';
import { confirmAction } from '../../../components/confirm-action';
import { useDomainForm } from '../../../lib/domain-form';
import { applyServerErrors } from '../../../lib/form-errors';
import { ResponsiveTable } from '../../../components/responsive-table';
import { errorMessage, QueryState } from './query-state';
import { useFullLocalTime } from '../../../components/local-time';
import { lazyDialog } from '../../../components/lazy-dialog';

// Their code loads when one first opens, or on the hover or focus of the button that opens it.
const RenameModal = lazyDialog(() => import('./api-key-dialogs').then((m) => m.RenameModal), {
  isOpen: (p) => p.apiKey !== null,
  closed: (p) => ({ ...p, apiKey: null }),
});
const DeliveryLog = lazyDialog(() => import('./api-key-dialogs').then((m) => m.DeliveryLog), {
  isOpen: (p) => p.webhookId !== null,
  closed: (p) => ({ ...p, webhookId: null }),
});

const A = DASHBOARD_MESSAGES.apiKeys;
const W = DASHBOARD_MESSAGES.webhooks;

/** A secret shown once, with a copy button. */
function ShownOnce({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <Alert color="green" title={note} role="status">
      <Stack gap="xs">
        <Text size="sm">{label}</Text>
        {/* Wraps anywhere: a 50-character key would otherwise widen the alert past a phone's edge. */}
        <Code block data-testid="secret-value" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {value}
        </Code>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button size="xs" variant="default" onClick={copy}>
              {copied ? DASHBOARD_MESSAGES.shownOnce.copied : DASHBOARD_MESSAGES.shownOnce.copy}
            </Button>
          )}
        </CopyButton>
      </Stack>
    </Alert>
  );
}

export function ApiKeysSection() {
  const keys = useApiKeys();
  const at = useFullLocalTime();
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const form = useDomainForm(SCHEMAS.apiKeyName, { name: '' });
  const [created, setCreated] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<ApiKey | null>(null);

  const submit = form.onSubmit(async ({ name }) => {
    try {
      const k = await create.mutateAsync(name);
      setCreated(k.key);
      form.reset();
    } catch (err) {
      // A field refusal lands on the input; any other is the mutation cache's toast.
      applyServerErrors(form, err);
    }
  });
  const doRevoke = (k: ApiKey) =>
    confirmAction({
      title: DASHBOARD_MESSAGES.confirm.revokeKeyTitle(k.name),
      message: DASHBOARD_MESSAGES.confirm.revokeKeyText,
      confirmLabel: DASHBOARD_MESSAGES.confirm.revokeKey,
      onConfirm: () =>
        revoke.mutate(k.id, {
          onSuccess: () => notifications.show({ color: 'green', message: DASHBOARD_MESSAGES.apiKeyRevoked }),
        }),
    });

  return (
    <Stack>
      <Title order={1}>{A.title}</Title>
      <Text size="sm">
        {A.intro} <Code>{A.authHeader}</Code>
        {A.seeThe}{' '}
        <Anchor href="/api/docs" target="_blank">
          {A.reference}
        </Anchor>{' '}
        {A.version}
      </Text>
      <form onSubmit={submit} noValidate>
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={A.keyName}
            required
            maxLength={100}
            {...form.getInputProps('name')}
            style={{ flex: '1 1 240px' }}
          />
          <Button type="submit" loading={create.isPending}>
            {A.create}
          </Button>
        </Group>
      </form>
      {created && <ShownOnce label={A.newKey} value={created} note={DASHBOARD_MESSAGES.apiKeyCreated} />}
      <QueryState query={keys} />
      {keys.data && keys.data.length > 0 && (
        <ResponsiveTable
          aria-label={A.table}
          minWidth={560}
          rows={keys.data}
          rowKey={(k) => k.id}
          columns={[
            { header: A.columns.name, cell: (k) => k.name },
            { header: A.columns.key, cell: (k) => <Code>{k.prefix}…</Code> },
            { header: A.columns.created, cell: (k) => formatDate(k.createdAt) },
            { header: A.columns.lastUsed, cell: (k) => (k.lastUsedAt ? at(k.lastUsedAt) : A.neverUsed) },
            {
              header: A.columns.actions,
              cell: (k) =>
                k.revokedAt ? (
                  <Badge color="gray">{A.revoked}</Badge>
                ) : (
                  <Group gap="xs" wrap="wrap">
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => setRenaming(k)}
                      {...RenameModal.trigger}
                      aria-label={A.renameKey(k.name)}
                    >
                      {A.rename}
                    </Button>
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      onClick={() => doRevoke(k)}
                      aria-label={A.revokeKey(k.name)}
                    >
                      {A.revoke}
                    </Button>
                  </Group>
                ),
            },
          ]}
        />
      )}
      <RenameModal apiKey={renaming} onClose={() => setRenaming(null)} />
      <Webhooks />
    </Stack>
  );
}

function Webhooks() {
  const hooks = useWebhooks();
  const create = useCreateWebhook();
  const remove = useDeleteWebhook();
  const resume = useResumeWebhook();
  const form = useDomainForm(SCHEMAS.webhook, { url: '', events: [...WEBHOOK_EVENTS] as string[] });
  const [secret, setSecret] = useState<string | null>(null);
  const [logFor, setLogFor] = useState<string | null>(null);

  const submit = form.onSubmit(async ({ url, events }) => {
    // The schema's words first (the form), then the HTTPS rule (the server checks the address too).
    if (!isAllowedWebhookUrl(url.trim())) return form.setFieldError('url', DASHBOARD_MESSAGES.errors.webhookUrl);
    try {
      const w = await create.mutateAsync({ url, events: events as WebhookEvent[] });
      setSecret(w.secret);
      form.setFieldValue('url', '');
    } catch (err) {
      if (!applyServerErrors(form, err)) form.setFieldError('url', errorMessage(err));
    }
  });
  return (
    <Stack mt="lg">
      <Title order={2}>{W.title}</Title>
      <Text size="sm">
        {W.introStart} <Code>{WEBHOOK_SIGNATURE_HEADER}</Code> {W.introEnd(WEBHOOK_PAUSE_AFTER)}
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="xs">
          <TextInput label={W.url} type="url" required placeholder={W.urlPlaceholder} {...form.getInputProps('url')} />
          <Checkbox.Group label={W.events} {...form.getInputProps('events')}>
            <Group mt={4}>
              {WEBHOOK_EVENTS.map((ev) => (
                <Checkbox key={ev} value={ev} label={ev} />
              ))}
            </Group>
          </Checkbox.Group>
          <Group>
            <Button type="submit" loading={create.isPending} disabled={form.values.events.length === 0}>
              {W.register}
            </Button>
          </Group>
        </Stack>
      </form>
      {secret && <ShownOnce label={W.secret} value={secret} note={DASHBOARD_MESSAGES.webhookCreated} />}
      <QueryState query={hooks} />
      {hooks.data?.map((w) => (
        <Group key={w.id} justify="space-between" wrap="wrap">
          <div>
            <Text size="sm" fw={600} style={{ wordBreak: 'break-all' }}>
              {w.url}
            </Text>
            <Text size="xs" c="dimmed">
              {w.events.join(', ')}
            </Text>
            {w.pausedAt && (
              <Badge color="orange" variant="light" mt={4}>
                {DASHBOARD_MESSAGES.webhookPaused(w.consecutiveFailures)}
              </Badge>
            )}
          </div>
          <Group gap="xs">
            {w.pausedAt && (
              <Button
                size="xs"
                aria-label={`${DASHBOARD_MESSAGES.resumeWebhook} ${w.url}`}
                loading={resume.isPending && resume.variables === w.id}
                onClick={() =>
                  resume.mutate(w.id, {
                    onSuccess: () => notifications.show({ color: 'green', message: DASHBOARD_MESSAGES.webhookResumed }),
                  })
                }
              >
                {DASHBOARD_MESSAGES.resumeWebhook}
              </Button>
            )}
            <Button size="xs" variant="default" onClick={() => setLogFor(w.id)} {...DeliveryLog.trigger}>
              {W.deliveryLog}
            </Button>
            <Button
              size="xs"
              color="red"
              variant="light"
              aria-label={W.removeWebhook(w.url)}
              onClick={() =>
                confirmAction({
                  title: DASHBOARD_MESSAGES.confirm.removeWebhookTitle(w.url),
                  message: DASHBOARD_MESSAGES.confirm.removeWebhookText,
                  confirmLabel: DASHBOARD_MESSAGES.confirm.removeWebhook,
                  onConfirm: () =>
                    remove.mutate(w.id, {
                      onSuccess: () =>
                        notifications.show({ color: 'green', message: DASHBOARD_MESSAGES.webhookRemoved }),
                    }),
                })
              }
            >
              {W.remove}
            </Button>
          </Group>
        </Group>
      ))}
      <DeliveryLog webhookId={logFor} onClose={() => setLogFor(null)} />
    </Stack>
  );
}
