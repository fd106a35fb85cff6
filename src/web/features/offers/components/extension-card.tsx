// The extension window of a Working assignment (issue 45), on the application detail: when the window is open (domain
// extensionWindow, the same function the server judges proposals with), "Propose extension" asks for the new end date
// and, if it changes, the hourly rate; the proposal is an offer version, shown and answered in the offer panel.
import { useState } from 'react';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { extensionWindow, liveOfferStatus } from '@/domain/offers';
import type { ApplicationStatus } from '@/domain/applications';
import { isoDay } from '@/domain/profile';
import { MESSAGES } from '@/domain/shared';
import { lazyDialog } from '../../../components/lazy-dialog';
import { usePageNow } from '../../../lib/page-time';

/** The proposal's dialog and form, loaded when it opens (or on the button's hover or focus): the journey's and the
 * application page's first views carry neither Mantine's Modal nor its NumberInput. */
const ProposeExtensionDialog = lazyDialog(() =>
  import('./propose-extension-dialog').then((m) => m.ProposeExtensionDialog),
);

const M = MESSAGES.extension;

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
  const now = usePageNow();
  if (status !== 'Working' || !schedule) return null;
  const window = extensionWindow(schedule, isoDay(now));
  const waiting = liveOfferStatus(status, offerStatus as Parameters<typeof liveOfferStatus>[1]) !== null;
  if (!window.may_propose || waiting) return null;

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
        <Button onClick={() => setOpen(true)} {...ProposeExtensionDialog.trigger}>
          {M.propose}
        </Button>
      </Group>
      <ProposeExtensionDialog
        opened={open}
        onClose={() => setOpen(false)}
        applicationId={applicationId}
        version={version}
      />
    </Card>
  );
}
