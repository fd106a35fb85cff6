// /dashboard/opportunities-manager: the organization's jobs (paginated) with post, edit, duplicate, pause, close,
// reopen.
import { useState } from 'react';
import { Badge, Button, Group, Menu, Pagination, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  JOB_STATUS_LABELS,
  jobStatusActions,
  DASHBOARD_MESSAGES,
  type JobStatus,
  type JobStatusAction,
} from '@/domain/organizations';
import { termsPay } from '@/domain/offers';
import { formatDate, formatHoursPerWeek, formatMoney } from '@/domain/shared';
import { useJobAction, useOrgJobs, type OrgJob } from '../api';
import { lazyDialog } from '../../../components/lazy-dialog';
import { OrgVerifyBanner } from './org-verify-banner';
import { confirmAction } from '../../../components/confirm-action';
import { useReturnFocus } from '../../../components/return-focus';
import { ResponsiveTable } from '../../../components/responsive-table';
import { Busy } from '../../../app/components/busy';
import { jobIdLine } from '@/domain/jobs';

const M = DASHBOARD_MESSAGES.opportunities;

/** The job form (seven tabs and the job's schema) loads on Post a job or Edit, or on the button's hover or focus. */
const JobFormModal = lazyDialog(() => import('./job-form-modal').then((m) => m.JobFormModal));

const STATUS_COLOR: Record<JobStatus, string> = { open: 'green', paused: 'yellow', closed: 'gray' };

export function OpportunitiesManager() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<JobStatus | ''>('');
  const [editing, setEditing] = useState<OrgJob | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const jobs = useOrgJobs(page, status);
  const action = useJobAction();

  const run = async (job: OrgJob, a: JobStatusAction | 'duplicate') => {
    try {
      await action.mutateAsync({ id: job._id, action: a === 'duplicate' ? a : a.to });
      notifications.show({ color: 'green', message: a === 'duplicate' ? DASHBOARD_MESSAGES.jobDuplicated : a.done });
    } catch {
      // The query client's mutation cache shows the toast.
    }
  };
  const ask = (job: OrgJob, a: JobStatusAction) =>
    a.to === 'closed'
      ? confirmAction({
          title: DASHBOARD_MESSAGES.confirm.closeJobTitle(job.title ?? job.profession ?? '', job.gw_job_id),
          message: DASHBOARD_MESSAGES.confirm.closeJobText,
          confirmLabel: DASHBOARD_MESSAGES.confirm.closeJob,
          onConfirm: () => void run(job, a),
        })
      : void run(job, a);
  // The form opens from a menu item, which unmounts with its menu: focus goes back to the menu's button.
  const rememberTrigger = useReturnFocus(formOpen);
  const totalPages = jobs.data ? Math.max(1, Math.ceil(jobs.data.total / jobs.data.pageSize)) : 1;

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{M.title}</Title>
        <Button
          {...JobFormModal.trigger}
          onClick={() => {
            rememberTrigger();
            setEditing(null);
            setFormOpen(true);
          }}
        >
          {M.postJob}
        </Button>
      </Group>
      <OrgVerifyBanner />
      <SegmentedControl
        aria-label={M.statusFilter}
        value={status || 'all'}
        onChange={(x) => {
          setStatus(x === 'all' ? '' : (x as JobStatus));
          setPage(1);
        }}
        data={[
          { value: 'all', label: M.allStatuses },
          ...Object.entries(JOB_STATUS_LABELS).map(([value, label]) => ({ value, label })),
        ]}
      />
      {jobs.isLoading ? (
        <Busy label={M.loading} />
      ) : jobs.data && jobs.data.items.length === 0 ? (
        <Text>{M.empty}</Text>
      ) : (
        <ResponsiveTable
          aria-label={M.table}
          minWidth={640}
          tableProps={{ striped: true, highlightOnHover: true }}
          rows={jobs.data?.items ?? []}
          rowKey={(job) => job._id}
          columns={[
            {
              header: M.columns.job,
              cell: (job) => (
                <>
                  <Text fw={600} size="sm">
                    {job.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {jobIdLine(job)}
                  </Text>
                </>
              ),
            },
            {
              header: M.columns.location,
              cell: (job) => [job.location.city, job.location.state].filter(Boolean).join(', '),
            },
            { header: M.columns.weeklyPay, cell: (job) => formatMoney(termsPay(job).weeklyTotal) },
            { header: M.columns.hours, cell: (job) => formatHoursPerWeek(job.hours.hours_per_week) },
            {
              header: M.columns.posted,
              cell: (job) => (job.date_posted ? formatDate(job.date_posted) : M.notPosted),
            },
            { header: M.columns.applied, cell: (job) => job.applied },
            {
              header: M.columns.status,
              cell: (job) => <Badge color={STATUS_COLOR[job.status]}>{JOB_STATUS_LABELS[job.status]}</Badge>,
            },
            {
              header: M.columns.actions,
              cell: (job) => (
                <Menu position="bottom-end">
                  <Menu.Target>
                    <Button size="xs" variant="default" aria-label={M.actionsFor(job.title, job.gw_job_id)}>
                      {M.actions}
                    </Button>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item
                      onClick={() => {
                        rememberTrigger();
                        setEditing(job);
                        setFormOpen(true);
                      }}
                    >
                      {M.edit}
                    </Menu.Item>
                    <Menu.Item onClick={() => run(job, 'duplicate')}>{M.duplicate}</Menu.Item>
                    {/* A job with no posting date was never posted (a duplicate): "Post", not "Reopen". */}
                    {jobStatusActions(job.status, job.date_posted !== undefined).map((a) => (
                      <Menu.Item key={a.to} color={a.to === 'closed' ? 'red' : undefined} onClick={() => ask(job, a)}>
                        {a.label}
                      </Menu.Item>
                    ))}
                  </Menu.Dropdown>
                </Menu>
              ),
            },
          ]}
        />
      )}
      {totalPages > 1 && (
        <Pagination
          total={totalPages}
          value={page}
          onChange={setPage}
          aria-label={M.pages}
          getControlProps={(control) => ({ 'aria-label': DASHBOARD_MESSAGES.pageControl(control) })}
        />
      )}
      <JobFormModal job={editing} opened={formOpen} onClose={() => setFormOpen(false)} />
    </Stack>
  );
}
