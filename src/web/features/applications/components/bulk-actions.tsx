// Bulk actions of a status list (issue 22): change the status of, or assign a recruiter to, the selected rows. One
// Change Status (and one decision dialog for the batch when the status needs it); the answer (moved, and refused rows
// with their reasons) is handed to the page, which keeps it on screen whatever the list becomes (BulkResultAlert).
import { useState } from 'react';
import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import {
  APPLICATION_MESSAGES,
  APPLICATION_STATUSES,
  changeStatusAction,
  type ApplicationStatus,
} from '@/domain/applications';
import type { ApplicationListItem, BulkActionResult } from '@/domain/applications';
import { MESSAGES, can, type Role } from '@/domain/shared';
import { ApiError } from '../../../lib/api';
import { useBulkAction } from '../api';
import type { Decision } from './decision-dialog';
import { LazyAssignDialog, LazyChangeStatusDialog, LazyDecisionDialog, statusDialogsTrigger } from './lazy-dialogs';
import { useReturnFocus } from '../../../components/return-focus';

export interface BulkActionsProps {
  status: ApplicationStatus;
  role: Role;
  selected: ApplicationListItem[];
  /** The server's answer, with the selected rows' names (the page shows it with BulkResultAlert). */
  onResult: (result: BulkResult) => void;
  onDone: () => void;
}

/** The answer of one bulk action, with the rows it was sent for (to name refused rows after they left the list). */
export interface BulkResult {
  kind: 'status' | 'assign';
  names: Map<string, ApplicationListItem>;
  r: BulkActionResult;
}

/** How a refused row is named in the result: worker, job title and job id. */
const rowName = (item: ApplicationListItem | undefined, id: string) =>
  item ? `${item.worker_name}, ${item.job_title} (${item.gw_job_id})` : id;

export function BulkActions({ status, role, selected, onResult, onDone }: BulkActionsProps) {
  const bulk = useBulkAction();
  const [changing, setChanging] = useState(false);
  const [deciding, setDeciding] = useState<ApplicationStatus | null>(null);
  const [assigning, setAssigning] = useState(false);
  const rememberTrigger = useReturnFocus(changing || deciding !== null || assigning);
  const targets = selected.map((i) => ({ applicationId: i.applicationId, version: i.version }));

  const send = (input: Parameters<typeof bulk.mutate>[0]) => {
    const names = new Map(selected.map((i) => [i.applicationId, i]));
    bulk.mutate(input, {
      onSuccess: (r) => {
        onResult({ kind: input.action, names, r });
        setDeciding(null);
        setAssigning(false);
        onDone();
      },
    });
  };
  const move = (to: ApplicationStatus, decision?: Decision) =>
    send({ action: 'status', status: to, applications: targets, ...(decision ?? {}) });

  const choose = (to: ApplicationStatus) => {
    setChanging(false);
    if (changeStatusAction(to) === 'decision') return setDeciding(to);
    move(to);
  };

  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="wrap" role="group" aria-label={APPLICATION_MESSAGES.bulk.group}>
        <Text size="sm" aria-live="polite">
          {MESSAGES.bulkSelected(selected.length)}
        </Text>
        <Button
          size="xs"
          disabled={selected.length === 0}
          loading={bulk.isPending && !assigning}
          {...statusDialogsTrigger}
          onClick={() => {
            rememberTrigger();
            setChanging(true);
          }}
        >
          {APPLICATION_MESSAGES.bulk.changeStatus}
        </Button>
        {can(role, 'applications.assignRecruiter') && (
          <Button
            size="xs"
            variant="light"
            disabled={selected.length === 0}
            {...LazyAssignDialog.trigger}
            onClick={() => {
              rememberTrigger();
              setAssigning(true);
            }}
          >
            {APPLICATION_MESSAGES.assign.title}
          </Button>
        )}
      </Group>
      {bulk.isError && (
        <Alert color="red" role="alert">
          {bulk.error instanceof ApiError ? bulk.error.body.message : MESSAGES.statusFailed}
        </Alert>
      )}
      <LazyChangeStatusDialog
        opened={changing}
        current={status}
        options={APPLICATION_STATUSES}
        onClose={() => setChanging(false)}
        onChoose={choose}
      />
      <LazyDecisionDialog
        opened={deciding !== null}
        from={status}
        to={deciding}
        role={role}
        loading={bulk.isPending}
        onClose={() => setDeciding(null)}
        onSubmit={(d) => deciding && move(deciding, d)}
      />
      {assigning && (
        <LazyAssignDialog
          opened
          organizationIds={[...new Set(selected.map((i) => i.organization_id))]}
          targets={targets}
          loading={bulk.isPending}
          onClose={() => setAssigning(false)}
          onSubmit={(recruiterId) => send({ action: 'assign', newRecruiterId: recruiterId, applications: targets })}
        />
      )}
    </Stack>
  );
}

/** What a bulk action did: how many moved (or were assigned), and each refused row with the server's reason. */
export function BulkResultAlert({ result, onClose }: { result: BulkResult; onClose: () => void }) {
  return (
    <Alert
      color={result.r.refused.length ? 'yellow' : 'green'}
      role="status"
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onClose}
      data-testid="bulk-result"
    >
      <Text size="sm">
        {result.kind === 'status'
          ? MESSAGES.bulkMoved(result.r.changed.length)
          : MESSAGES.bulkAssigned(result.r.changed.length)}
      </Text>
      {result.r.refused.length > 0 && (
        <>
          <Text size="sm">{MESSAGES.bulkRefused(result.r.refused.length)}</Text>
          <List size="sm">
            {result.r.refused.map((x) => (
              <List.Item key={x.applicationId}>
                {rowName(result.names.get(x.applicationId), x.applicationId)}: {x.message}
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Alert>
  );
}
