// The extension window of a Working assignment (issue 45), on the application detail: when the window is open (domain
// extensionWindow, the same function the server judges proposals with), "Propose extension" asks for the new end date
// and, if it changes, the hourly rate; the proposal is an offer version, shown and answered in the offer panel.
import { useState } from 'react';
import { Badge, Button, Card, Group, Modal, NumberInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { extensionWindow, liveOfferStatus, type ProposeExtensionInput } from '@/domain/offers';
import type { ApplicationStatus } from '@/domain/applications';
import { isoDay } from '@/domain/profile';
import { MESSAGES } from '@/domain/shared';
import { useDomainForm } from '../../../lib/domain-form';
import { lazySchema } from '../../../lib/lazy-schema';
import { applyServerErrors } from '../../../lib/form-errors';
import { useProposeExtension } from '../api';
import { usePageNow } from '../../../lib/page-time';

/** The proposal's schema, fetched when its form is first edited: the journey's first view carries no zod. */
const proposeSchema = lazySchema(() =>
  import('@/domain/offers/extension-schemas').then((m) => m.proposeExtensionInput),
);

const M = MESSAGES.extension;

interface Values extends Record<string, unknown> {
  end_date: string;
  hourly_rate: number | string;
}

/** The payload of the values: the end date, and the hourly rate only when one is given. */
function inputOf(v: Values): ProposeExtensionInput {
  const rate = typeof v.hourly_rate === 'number' ? v.hourly_rate : null;
  return { end_date: v.end_date, ...(rate !== null ? { terms: { pay: { hourly_rate: rate } } } : {}) };
}

export interface ExtensionCardProps {
  applicationId: string;
  status: ApplicationStatus;
  offerStatus: string | null | undefined;
  version: number;
  schedule: { start_date?: unknown; end_date?: unknown } | undefined;
}

/** The window's mark and, while a proposal may be made and none waits for an answer, the proposal dialog. */
export function ExtensionCard({ applicationId, status, offerStatus, version, schedule }: ExtensionCardProps) {
  const [open, setOpen] = useState(false);
  const propose = useProposeExtension();
  const form = useDomainForm<Values>(proposeSchema, { end_date: '', hourly_rate: '' }, { toInput: inputOf });
  const now = usePageNow();
  if (status !== 'Working' || !schedule) return null;
  const window = extensionWindow(schedule, isoDay(now));
  const waiting = liveOfferStatus(status, offerStatus as Parameters<typeof liveOfferStatus>[1]) !== null;
  if (!window.may_propose || waiting) return null;

  const submit = form.onSubmit(async (values) => {
    try {
      await propose.mutateAsync({ applicationId, ...inputOf(values), version });
      notifications.show({ color: 'green', message: M.sent });
      setOpen(false);
      form.reset();
    } catch (err) {
      applyServerErrors(form, err);
    }
  });

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="extension-window">
      <Group justify="space-between" wrap="wrap">
        <Stack gap={4}>
          <Group gap="xs">
            <Title order={2} size="h4" id="extension-window">
              {M.windowMark}
            </Title>
            {window.standing === 'open' && window.closes_on ? <Badge color="grape">{M.windowMark}</Badge> : null}
          </Group>
          {window.standing === 'open' && window.closes_on ? (
            <Text size="sm">{M.windowOpen(window.closes_on)}</Text>
          ) : null}
        </Stack>
        <Button onClick={() => setOpen(true)}>{M.propose}</Button>
      </Group>
      <Modal opened={open} onClose={() => setOpen(false)} title={M.proposeTitle}>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput data-autofocus type="date" label={M.endDateLabel} required {...form.getInputProps('end_date')} />
            <NumberInput
              label={MESSAGES.extension.hourlyRateLabel}
              min={0}
              decimalScale={2}
              prefix="$"
              {...form.getInputProps('hourly_rate')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpen(false)}>
                {MESSAGES.cancel}
              </Button>
              <Button type="submit" loading={propose.isPending}>
                {M.send}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Card>
  );
}
