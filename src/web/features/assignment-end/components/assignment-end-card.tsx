// The end of an assignment on its page (issue 45), for either side: "End assignment" (an organization user or the
// assigned recruiter) or "Give notice" (the worker) on a running placement, and once it is ended, the reason, the last
// day and what was still owed. Live: the application's server event refreshes the recorded end (app/live-events.ts).
import { lazy, Suspense, useState } from 'react';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { ASSIGNMENT_END_MESSAGES as M, type TerminationReason, type TerminationSide } from '@/domain/assignment-end';
import { showsHours } from '@/domain/applications';
import { formatDate } from '@/domain/shared';
import { useOwedIfEndedToday, useTermination } from '../queries';
import { OwedPreview } from './owed-preview';

// The dialog (its form and the schema it checks with) loads on its press: the page's first view carries no zod.
const EndAssignmentDialog = lazy(() =>
  import('./end-assignment-dialog').then((m) => ({ default: m.EndAssignmentDialog })),
);

const RUNNING = new Set(['Cleared', 'Working']);

/**
 * The worker's running assignment, before any end is confirmed: what the organization ending it today would still owe
 * her (the same reckoning, clause by clause, as the organization's preview). Nothing while it cannot end yet.
 */
function OwedIfEndedToday({ applicationId, status }: { applicationId: string; status: string }) {
  const owed = useOwedIfEndedToday(applicationId, status === 'Working');
  if (!owed.data) return null;
  return (
    <Stack gap={4}>
      <Text size="sm">{M.ui.ifEndedToday}</Text>
      <OwedPreview preview={owed.data} />
    </Stack>
  );
}

export function AssignmentEndCard(props: { applicationId: string; status: string; side: TerminationSide }) {
  const [open, setOpen] = useState(false);
  // Placed (Cleared, Working or Done): an end may be recorded.
  const placed = showsHours(props.status);
  const ended = useTermination(props.applicationId, placed);
  if (!placed) return null;
  const t = ended.data;
  if (!t && !RUNNING.has(props.status)) return null;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="assignment-end-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="assignment-end-title">
            {props.side === 'worker' ? M.ui.giveNotice : M.ui.endAssignment}
          </Title>
          {/* Ended early: ending soon until its last day, then ended (the placement is Done). */}
          {t ? (
            props.status === 'Done' ? (
              <Badge color="gray">{M.ui.endedEarly}</Badge>
            ) : (
              <Badge color="orange">{M.ui.endingSoon}</Badge>
            )
          ) : null}
        </Group>
        {t ? (
          <>
            <Text size="sm" data-testid="termination-reason">
              {M.reasons[t.reason_code as TerminationReason]} · {M.ui.endsOn(t.effective_date)}
            </Text>
            <OwedPreview preview={t} />
          </>
        ) : (
          <>
            {props.side === 'worker' ? (
              <OwedIfEndedToday applicationId={props.applicationId} status={props.status} />
            ) : null}
            <Group>
              <Button variant="light" color="red" onClick={() => setOpen(true)}>
                {props.side === 'worker' ? M.ui.giveNotice : M.ui.endAssignment}
              </Button>
            </Group>
          </>
        )}
        {t && t.status !== 'Done' ? <Text size="xs">{formatDate(t.created_at)}</Text> : null}
      </Stack>
      {open ? (
        <Suspense fallback={null}>
          <EndAssignmentDialog applicationId={props.applicationId} side={props.side} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </Card>
  );
}
