// The organization's timesheets waiting for approval across its placements (issue 44), oldest first: worker, job,
// week, hours and when it was submitted, each opening the week to approve or dispute; and the approved weeks as CSV
// for payroll.
import { Link } from 'react-router';
import { Anchor, Badge, Button, Group, Paper, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { formatPayHours, formatWeekDate, HOURS_MESSAGES as M } from '@/domain/hours';
import { routes } from '@/domain/shared';
import { timesheetsCsvUrl, useTimesheetApprovals } from '../timesheet-approvals-api';
import { useFullLocalTime } from '../../../components/local-time';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/responsive-table';

export function TimesheetApprovalsCard({ csv }: { csv: boolean }) {
  const q = useTimesheetApprovals('submitted');
  const at = useFullLocalTime();
  const items = q.data?.items;
  if (!items) return null;
  // On a phone each week is a card of these pairs (ResponsiveTable), the Open link last.
  const columns: ResponsiveColumn<(typeof items)[number]>[] = [
    { header: M.columns.worker, cell: (t) => t.worker_name, cardTitle: true },
    {
      header: M.columns.job,
      cell: (t) => (
        <>
          {t.job_title}{' '}
          <Text span size="xs" c="dimmed">
            {t.gw_job_id}
          </Text>
        </>
      ),
    },
    { header: M.columns.week, cell: (t) => `${formatWeekDate(t.week_start)} · ${M.version(t.version)}` },
    {
      header: M.columns.hours,
      thProps: { ta: 'right' },
      tdProps: () => ({ ta: 'right' }),
      cell: (t) => formatPayHours(t.worked_minutes),
    },
    { header: M.columns.submitted, cell: (t) => (t.submitted_at ? at(t.submitted_at) : '') },
    {
      header: <VisuallyHidden>{M.columns.timesheet}</VisuallyHidden>,
      label: M.columns.timesheet,
      cell: (t) => (
        <Anchor
          component={Link}
          to={routes.assignment(t.application_id, t.week_start)}
          aria-label={`${M.approvalsOpen}: ${t.worker_name}, ${formatWeekDate(t.week_start)}`}
        >
          {M.approvalsOpen}
        </Anchor>
      ),
    },
  ];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="timesheet-approvals-title">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Group gap="xs">
          <Title order={2} size="h4" id="timesheet-approvals-title">
            {M.approvalsTitle}
          </Title>
          {items.length > 0 ? <Badge>{items.length}</Badge> : null}
        </Group>
        {csv ? (
          <Button
            component="a"
            href={timesheetsCsvUrl('approved')}
            download
            variant="default"
            size="xs"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            {M.downloadCsv}
          </Button>
        ) : null}
      </Group>
      {items.length === 0 ? (
        <Text>{M.approvalsNone}</Text>
      ) : (
        <ResponsiveTable
          aria-label={M.approvalsTitle}
          columns={columns}
          rows={items}
          rowKey={(t) => `${t.application_id}:${t.week_start}`}
          rowProps={() => ({ 'data-testid': 'timesheet-approval-row' })}
          minWidth={640}
        />
      )}
    </Paper>
  );
}
