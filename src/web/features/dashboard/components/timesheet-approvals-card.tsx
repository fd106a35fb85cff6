// The organization's timesheets waiting for approval across its placements (issue 44), oldest first: worker, job,
// week, hours and when it was submitted, each opening the week to approve or dispute; and the approved weeks as CSV
// for payroll.
import { Link } from 'react-router';
import { Anchor, Badge, Button, Group, Paper, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { formatPayHours, formatWeekDate, HOURS_MESSAGES as M } from '@/domain/hours';
import { routes } from '@/domain/shared';
import { timesheetsCsvUrl, useTimesheetApprovals } from '../timesheet-approvals-api';
import { useFullLocalTime } from '../../../components/local-time';

export function TimesheetApprovalsCard({ csv }: { csv: boolean }) {
  const q = useTimesheetApprovals('submitted');
  const at = useFullLocalTime();
  const items = q.data?.items;
  if (!items) return null;
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
        <Table.ScrollContainer minWidth={640}>
          <Table aria-label={M.approvalsTitle}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{M.columns.worker}</Table.Th>
                <Table.Th>{M.columns.job}</Table.Th>
                <Table.Th>{M.columns.week}</Table.Th>
                <Table.Th ta="right">{M.columns.hours}</Table.Th>
                <Table.Th>{M.columns.submitted}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((t) => (
                <Table.Tr key={`${t.application_id}:${t.week_start}`} data-testid="timesheet-approval-row">
                  <Table.Td>{t.worker_name}</Table.Td>
                  <Table.Td>
                    {t.job_title}{' '}
                    <Text span size="xs" c="dimmed">
                      {t.gw_job_id}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {formatWeekDate(t.week_start)} · {M.version(t.version)}
                  </Table.Td>
                  <Table.Td ta="right">{formatPayHours(t.worked_minutes)}</Table.Td>
                  <Table.Td>{t.submitted_at ? at(t.submitted_at) : ''}</Table.Td>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={routes.assignment(t.application_id, t.week_start)}
                      aria-label={`${M.approvalsOpen}: ${t.worker_name}, ${formatWeekDate(t.week_start)}`}
                    >
                      {M.approvalsOpen}
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
