// A posting as a worker will see it: About job, description clamp, pay with derived weekly and feels-like, hours (60+).
import { useState } from 'react';
import { Alert, Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { jobIdLine, type Job } from '@/domain/jobs';
import { fieldLabel } from '@/domain/fields';
import { DASHBOARD_MESSAGES } from '@/domain/organizations';
import { termsPay } from '@/domain/offers';
import {
  appliedBadge,
  formatDate,
  formatHoursPerWeek,
  formatMoney,
  shouldClampDescription,
  showsAskRecruiterForDescription,
  MESSAGES,
  stateName,
} from '@/domain/shared';

const M = DASHBOARD_MESSAGES.jobPreview;
const F = DASHBOARD_MESSAGES.jobForm;

function Row({ label, value }: { label: string; value: string | undefined | null }) {
  if (!value) return null;
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}

/** Renders `job` (possibly unsaved) the way the worker's job view presents it. */
export function JobPreview({ job }: { job: Partial<Job> }) {
  const [expanded, setExpanded] = useState(false);
  const pay = termsPay(job);
  const flag = pay.stipendFlag;
  const clamp = shouldClampDescription(job.description);
  const applied = appliedBadge(job.applied);
  return (
    <Paper withBorder p="md" aria-label={M.label}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={3}>{job.title || M.untitled}</Title>
          {applied && <Badge>{applied}</Badge>}
        </Group>
        <Text size="sm" c="dimmed">
          {jobIdLine(job) || M.noJobId}
        </Text>
        <Title order={4}>{M.aboutJob}</Title>
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <Row label={fieldLabel('organization_name')} value={job.organization_name} />
          <Row label={fieldLabel('date_posted')} value={formatDate(job.date_posted ?? new Date().toISOString())} />
          <Row label={M.terms} value={job.terms} />
        </SimpleGrid>
        <Title order={4}>{F.description}</Title>
        {showsAskRecruiterForDescription(job.description) ? (
          <Anchor component="span">{MESSAGES.askRecruiter}</Anchor>
        ) : (
          <div>
            <Text size="sm" lineClamp={clamp && !expanded ? 3 : undefined} style={{ whiteSpace: 'pre-line' }}>
              {job.description}
            </Text>
            {clamp && (
              <Anchor component="button" type="button" size="sm" onClick={() => setExpanded((e) => !e)}>
                {expanded ? MESSAGES.showLess : MESSAGES.readMore}
              </Anchor>
            )}
          </div>
        )}
        <Title order={4}>{M.summary}</Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Row label={fieldLabel('profession')} value={job.profession} />
          <Row label={fieldLabel('specialty')} value={job.specialty} />
          <Row label={fieldLabel('hours_per_week')} value={formatHoursPerWeek(job.hours?.hours_per_week)} />
          <Row label={M.shift} value={job.schedule?.shift_time} />
          <Row
            label={M.location}
            value={[job.location?.city, job.location?.state ? stateName(job.location.state) : '']
              .filter(Boolean)
              .join(', ')}
          />
          <Row label={M.facility} value={job.location?.facility} />
          <Row label={fieldLabel('start_date')} value={formatDate(job.schedule?.start_date)} />
        </SimpleGrid>
        <Title order={4}>{M.pay}</Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Row label={F.weeklyPay} value={formatMoney(pay.weeklyTotal)} />
          <Row label={M.feelsLike} value={formatMoney(pay.feelsLikeHourly)} />
          <Row label={fieldLabel('hourly_rate')} value={formatMoney(pay.taxableHourly)} />
          <Row label={fieldLabel('taxable_weekly')} value={formatMoney(pay.taxableWeekly)} />
          <Row label={fieldLabel('non_taxable_weekly')} value={formatMoney(pay.stipendWeekly)} />
          <Row label={M.overtimeRate} value={formatMoney(pay.overtimeRate)} />
        </SimpleGrid>
        {flag && (
          <Alert color="yellow" title={M.stipend}>
            {F.stipendFlag(flag)}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
