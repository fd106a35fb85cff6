// On a job page where Apply is (issue 45): the worker learns, before she applies, that this job's organization marked
// her do not return; and what workers say of the facility, as averages once enough have reviewed it.
import { Alert, Group, Paper, Stack, Text } from '@mantine/core';
import { criterionLabel, FACILITY_CRITERIA, REVIEW_MESSAGES as M } from '@/domain/reviews';
import type { FacilityReviews } from '@/domain/reviews';

/** Drawn from the facility's reviews as read (ApplySection, app/components/apply-section.tsx, reads them). */
export function DoNotReturnNotice({ reviews: r }: { reviews: FacilityReviews }) {
  return (
    <Stack gap="xs">
      {r.marked_do_not_return ? (
        <Alert color="red" title={M.notices.markedDoNotReturn} role="alert">
          {M.notices.markedDoNotReturnHelp}
        </Alert>
      ) : null}
      <Paper withBorder p="sm" radius="md" component="section" aria-label={M.labels.facilityAverages}>
        <Text fw={600} size="sm">
          {M.labels.facilityAverages}
        </Text>
        {r.averages ? (
          <Stack gap={2}>
            <Text size="xs">{M.labels.averageOf(r.count)}</Text>
            {FACILITY_CRITERIA.map((c) => (
              <Group key={c} justify="space-between" gap="xs">
                <Text size="sm">{criterionLabel(c)}</Text>
                <Text size="sm" fw={600}>
                  {r.averages?.[c].toFixed(1)}
                </Text>
              </Group>
            ))}
            {r.would_return_percent !== null ? (
              <Text size="sm">{M.labels.wouldReturnShare(r.would_return_percent)}</Text>
            ) : null}
          </Stack>
        ) : (
          <Text size="sm">{M.labels.tooFewReviews(r.min_reviews)}</Text>
        )}
      </Paper>
    </Stack>
  );
}
