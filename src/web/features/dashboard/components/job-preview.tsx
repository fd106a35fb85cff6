// A posting as a worker will see it: About job, description clamp, pay with derived weekly and feels-like, hours (60+).
import { useState } from 'react';
import { Alert, Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Job } from '@/domain/jobs';
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
    <Paper withBorder p="md" aria-label="Worker preview">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={3}>{job.title || 'Untitled job'}</Title>
          {applied && <Badge>{applied}</Badge>}
        </Group>
        <Text size="sm" c="dimmed">
          {[job.gw_job_id, job.job_id].filter(Boolean).join(' · ') || 'The job id is assigned when you post it.'}
        </Text>
        <Title order={4}>About job</Title>
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <Row label="Employer Name" value={job.organization_name} />
          <Row label="Date Posted" value={formatDate(job.date_posted ?? new Date().toISOString())} />
          <Row label="Terms" value={job.terms} />
        </SimpleGrid>
        <Title order={4}>Description</Title>
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
        <Title order={4}>Summary</Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Row label="Profession" value={job.profession} />
          <Row label="Speciality" value={job.specialty} />
          <Row label="Hours per week" value={formatHoursPerWeek(job.hours?.hours_per_week)} />
          <Row label="Shift" value={job.schedule?.shift_time} />
          <Row
            label="Location"
            value={[job.location?.city, job.location?.state ? stateName(job.location.state) : '']
              .filter(Boolean)
              .join(', ')}
          />
          <Row label="Facility" value={job.location?.facility} />
          <Row label="Start date" value={formatDate(job.schedule?.start_date)} />
        </SimpleGrid>
        <Title order={4}>Pay</Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Row label="Weekly pay" value={formatMoney(pay.weeklyTotal)} />
          <Row label="Feels Like $/hr" value={formatMoney(pay.feelsLikeHourly)} />
          <Row label="Taxable hourly rate" value={formatMoney(pay.taxableHourly)} />
          <Row label="Taxable weekly pay" value={formatMoney(pay.taxableWeekly)} />
          <Row label="Non-taxable amount" value={formatMoney(pay.stipendWeekly)} />
          <Row label="Overtime rate" value={formatMoney(pay.overtimeRate)} />
        </SimpleGrid>
        {flag && (
          <Alert color="yellow" title="Stipend">
            The weekly stipend is {flag}.
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
