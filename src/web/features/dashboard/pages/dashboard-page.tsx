// /dashboard: pipeline numbers for organization users and admins (SQL aggregates from the server), a New → Done funnel,
// newest activity; recruiters see their own assigned applications. Links to every dashboard child the role may use.
import { useDeferredValue } from 'react';
import { Link } from 'react-router';
import { Anchor, Box, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DataTable } from '../../../components/data-table';
import { StatusMove } from '../../../components/status-move';
import {
  DASHBOARD_CHILDREN,
  breadcrumbTitle,
  routes,
  type DashboardChild,
  can,
  type Permission,
  formatDate,
} from '@/domain/shared';
import { DASHBOARD_MESSAGES } from '@/domain/organizations';
import { useMe } from '../../../lib/auth';
import { useSummary, type Summary } from '../api';
import { QueryState } from '../components/query-state';
import { OverdueItemsCard } from '../components/overdue-items-card';
import { TimesheetApprovalsCard } from '../components/timesheet-approvals-card';
import { InvoicesSection } from '../components/invoices-section';
import { OrgVerifyBanner } from '../components/org-verify-banner';
import { DoNotReturnCard } from '../components/do-not-return-card';
import { dashboardCards } from '../card-queries';

const M = DASHBOARD_MESSAGES.home;

const CHILD_PERMISSION: Record<DashboardChild, Permission | null> = {
  settings: null,
  preferences: 'preferences.manage',
  'api-keys': 'apiKeys.manage',
  'roles-permission': 'roles.view',
  'recruiter-management': 'recruiters.manage',
  'opportunities-manager': 'jobs.manage',
};

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="md">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

/** Horizontal bars: one per funnel step, width proportional to the first step; numbers are in the text. */
function Funnel({ steps }: { steps: Summary['funnel'] }) {
  const max = Math.max(1, ...steps.map((s) => s.count));
  return (
    <Stack gap={6} role="list" aria-label={M.funnelList}>
      {steps.map((s) => (
        <Group key={s.status} gap="sm" wrap="nowrap" role="listitem" aria-label={`${s.status}: ${s.count}`}>
          <Text size="sm" w={96}>
            {s.status}
          </Text>
          <Box style={{ flex: 1 }} bg="gray.1" h={18}>
            <Box h="100%" bg="blue.6" style={{ width: `${(s.count / max) * 100}%` }} />
          </Box>
          <Text size="sm" w={48} ta="right">
            {s.count}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

export function Component() {
  const me = useMe();
  const summary = useSummary();
  const role = me.data?.role;
  // Organization pages need an organization: an admin without one sees settings and roles only.
  const hasOrg = !!me.data?.organization;
  const cards = dashboardCards(me.data);
  const children = DASHBOARD_CHILDREN.filter((c) => {
    const p = CHILD_PERMISSION[c];
    if (p === null) return true;
    if (!role || !can(role, p)) return false;
    return hasOrg || c === 'roles-permission';
  });
  // Drawn from a deferred copy: in slices, not in the query's own (one-task) update.
  const s = useDeferredValue(summary.data);
  return (
    <Stack>
      <Title order={1}>{M.title}</Title>
      <OrgVerifyBanner />
      <Group gap="md" wrap="wrap" component="nav" aria-label={M.sections}>
        {children.map((c) => (
          <Anchor key={c} component={Link} to={routes.dashboard(c)}>
            {breadcrumbTitle(routes.dashboard(c))}
          </Anchor>
        ))}
      </Group>
      <QueryState query={summary} />
      {s && (
        <>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <Stat label={s.scope === 'recruiter' ? M.yourApplications : M.applications} value={String(s.total)} />
            <Stat label={M.applicationsThisWeek} value={String(s.applicationsThisWeek)} />
            <Stat label={M.medianTimeToOffer} value={M.duration(s.medianDaysToOffer)} />
            <Stat label={M.inOffered} value={String(s.pipeline.find((p) => p.status === 'Offered')?.count ?? 0)} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Paper withBorder p="md">
              <Title order={2} size="h4" mb="sm">
                {M.funnel}
              </Title>
              <Funnel steps={s.funnel} />
            </Paper>
            <Paper withBorder p="md">
              <Title order={2} size="h4" mb="sm">
                {M.pipeline}
              </Title>
              <DataTable aria-label={M.pipelineTable}>
                <DataTable.Thead>
                  <DataTable.Tr>
                    <DataTable.Th>{M.status}</DataTable.Th>
                    <DataTable.Th ta="right">{M.applications}</DataTable.Th>
                    <DataTable.Th ta="right">{M.medianTimeInStatus}</DataTable.Th>
                  </DataTable.Tr>
                </DataTable.Thead>
                <DataTable.Tbody>
                  {s.pipeline.map((p) => (
                    <DataTable.Tr key={p.status}>
                      <DataTable.Td>
                        <Anchor component={Link} to={routes.applications(p.status)}>
                          {p.status}
                        </Anchor>
                      </DataTable.Td>
                      <DataTable.Td ta="right">{p.count}</DataTable.Td>
                      <DataTable.Td ta="right">
                        {M.duration(s.medianDaysInStatus.find((m) => m.status === p.status)?.days ?? null)}
                      </DataTable.Td>
                    </DataTable.Tr>
                  ))}
                </DataTable.Tbody>
              </DataTable>
            </Paper>
          </SimpleGrid>
          {/* Issue 44: the weeks waiting for approval across the caller's placements, oldest first. */}
          {cards.timesheets ? <TimesheetApprovalsCard csv={cards.timesheetsCsv} /> : null}
          {/* Issue 45: the organization's invoices with their margins (organization users only). */}
          {cards.invoices ? <InvoicesSection /> : null}
          {/* Issue 45: the organization's do-not-return list with reasons and replies. */}
          {cards.doNotReturn ? <DoNotReturnCard /> : null}
          <OverdueItemsCard />
          {s.scope === 'recruiter' && (
            <Paper withBorder p="md">
              <Title order={2} size="h4" mb="sm">
                {M.assigned}
              </Title>
              {s.assigned.length === 0 ? (
                <Text>{M.noneAssigned}</Text>
              ) : (
                <Stack gap={4}>
                  {s.assigned.map((a) => (
                    <Anchor
                      key={a.id}
                      component={Link}
                      to={routes.applicationDetail({
                        status: a.status,
                        workerId: a.workerId,
                        gwJobId: a.gwJobId,
                        applicationId: a.id,
                      })}
                    >
                      {a.workerName} — {a.jobTitle} ({a.status}, {formatDate(a.statusChangedAt)})
                    </Anchor>
                  ))}
                </Stack>
              )}
            </Paper>
          )}
          <Paper withBorder p="md">
            <Title order={2} size="h4" mb="sm">
              {M.activity}
            </Title>
            {s.activity.length === 0 ? (
              <Text>{M.noActivity}</Text>
            ) : (
              <Stack gap={4}>
                {s.activity.map((a) => (
                  <Text key={a.id} size="sm">
                    {formatDate(a.at)} ·{' '}
                    <Anchor
                      component={Link}
                      to={routes.applicationDetail({
                        status: a.toStatus,
                        workerId: a.workerId,
                        gwJobId: a.gwJobId,
                        applicationId: a.applicationId,
                      })}
                    >
                      {a.workerName}
                    </Anchor>{' '}
                    — {a.jobTitle}:{' '}
                    {a.fromStatus ? <StatusMove from={a.fromStatus} to={a.toStatus} /> : M.appliedIn(a.toStatus)}
                  </Text>
                ))}
              </Stack>
            )}
          </Paper>
        </>
      )}
    </Stack>
  );
}
