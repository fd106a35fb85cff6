// One job on the board: title, where, pay, and how well it matches the worker.
import { Link, useLocation } from 'react-router';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { MESSAGES, appliedBadge, formatDate, formatHoursPerWeek, formatMoney, routes } from '@/domain/shared';
import type { JobCard as JobCardData } from '@/domain/jobs';
import { fromList } from '../../../lib/back-to-list';

/**
 * Colour and words of a match (words, so colour is never the only signal); a job of another profession is never called
 * a match, whatever its percent.
 */
function matchTone({ percent, other_profession }: NonNullable<JobCardData['match']>): { color: string; label: string } {
  if (other_profession) return { color: 'gray', label: MESSAGES.otherProfession };
  if (percent >= 80) return { color: 'green', label: 'Strong match' };
  if (percent >= 50) return { color: 'yellow', label: 'Partial match' };
  return { color: 'gray', label: 'Weak match' };
}

export function JobCard({ job }: { job: JobCardData }) {
  const tone = job.match ? matchTone(job.match) : null;
  const applied = appliedBadge(job.applied);
  // The job page's "←" returns to this list as it is now (filters and sort).
  const location = useLocation();
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={`job-${job._id}`}>
      <Stack gap={6}>
        <Group justify="space-between" align="start" wrap="nowrap" gap="xs">
          <Title order={2} fz="md" lh="h3" id={`job-${job._id}`} style={{ overflowWrap: 'anywhere' }}>
            <Link to={routes.jobDetail(job._id)} state={fromList(location)} style={{ color: 'inherit' }}>
              {job.title}
            </Link>
          </Title>
          {job.match && tone ? (
            <Badge
              color={tone.color}
              variant="light"
              style={{ flexShrink: 0 }}
              title={MESSAGES.matchPercentOf(job.match.percent, job.match.matched, job.match.total)}
            >
              {job.match.other_profession ? `${MESSAGES.otherProfession} · ` : ''}
              {job.match.percent}% match
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed">
          {[job.organization_name, job.facility].filter(Boolean).join(' · ')}
        </Text>
        <Text size="sm">
          {job.city}, {job.state} · {job.terms}
          {job.shift_time ? ` · ${job.shift_time}` : ''}
        </Text>
        <Group gap="xs">
          {job.weekly_rate !== null ? <Text fw={600}>{formatMoney(job.weekly_rate)} / week</Text> : null}
          {job.hours_per_week !== null ? (
            <Text size="sm" c="dimmed">
              {formatHoursPerWeek(job.hours_per_week)} hrs/week
            </Text>
          ) : null}
        </Group>
        <Group gap="xs" justify="space-between">
          <Text size="xs" c="dimmed">
            {job.start_date ? `Starts ${formatDate(job.start_date)} · ` : ''}Posted {formatDate(job.date_posted)}
          </Text>
          <Group gap={6}>
            {tone ? (
              <Text size="xs" c="dimmed">
                {tone.label}
              </Text>
            ) : null}
            {applied ? (
              <Text size="xs" c="dimmed">
                {applied}
              </Text>
            ) : null}
            {job.already_applied ? (
              <Badge variant="outline" size="sm">
                Already Applied
              </Badge>
            ) : null}
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
