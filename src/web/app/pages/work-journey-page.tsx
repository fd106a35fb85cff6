// /work-journey and /work-journey/:status: the worker's applications grouped by status, with counts.
import { lazy, useDeferredValue, useEffect, useRef } from 'react';
import { LazyPart } from '../../components/until-hydrated';
import { Link, useParams, useSearchParams } from 'react-router';
import { useNavigateFromHere } from '../../lib/navigate-here';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Anchor, Badge, Center, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  APPLICATION_STATUSES,
  applicationOfferNote,
  applicationStatusLabel,
  isWithdrawn,
  showsHours,
  type ApplicationStatus,
} from '@/domain/applications';
import { journeyFollowStatus } from '@/domain/offers';
import { MESSAGES, routes } from '@/domain/shared';
import { useWorkJourney, type WorkJourneyItem } from '../../features/offers/api';
import { journeyStatusOf, workJourneyQuery } from '../../features/offers/queries';
import { Busy } from '../components/busy';
import { NextJobsCard } from '../../features/assignment-end/components/next-jobs-card';
import { useSavedSearches } from '../../features/alerts/api';
import { failedToShow } from '../../lib/query-state';
import { JourneyHours } from '../../features/timesheets/components/journey-hours';

// Only an application in Onboarding shows them: their code loads then, not with every journey's first view.
const PlacementCards = lazy(() =>
  import('../../features/onboarding/components/placement-cards').then((m) => ({ default: m.PlacementCards })),
);

function JourneyItem({ item }: { item: WorkJourneyItem }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Group justify="space-between" wrap="wrap">
        <Stack gap={2}>
          <Anchor component={Link} to={routes.workJourneyDetail(item.status, item.applicationId)} fw={600}>
            {item.title}
          </Anchor>
          <Text size="sm" c="dimmed">
            {[item.facility, [item.city, item.state].filter(Boolean).join(', ')].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
        <Group gap="xs">
          <Badge variant="light" color={isWithdrawn(item.status, item.offer_status) ? 'gray' : undefined}>
            {applicationStatusLabel(item.status, item.offer_status)}
          </Badge>
          {applicationOfferNote(item.status, item.offer_status) ? (
            <Badge color="orange">{applicationOfferNote(item.status, item.offer_status)}</Badge>
          ) : null}
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * Issue 42: the list of one status follows its placements live. When what it showed moves on (the recruiter cleared the
 * placement: the socket refetches the list) and nothing is left, the page goes to the tile it moved to (domain
 * journeyFollowStatus) instead of reading "No applications here yet".
 */
function useFollowMoved(status: ApplicationStatus | null, items: readonly { applicationId: string }[] | undefined) {
  const qc = useQueryClient();
  // Not once the person has left the tile meanwhile (lib/navigate-here.tsx).
  const navigate = useNavigateFromHere();
  const shown = useRef<{ status: ApplicationStatus | null; ids: string[] }>({ status: null, ids: [] });
  const ids = items?.map((i) => i.applicationId).join(',');
  useEffect(() => {
    if (ids === undefined) return;
    const now = ids ? ids.split(',') : [];
    const before = shown.current;
    shown.current = { status, ids: now };
    if (!status || before.status !== status || now.length > 0 || before.ids.length === 0) return;
    let live = true;
    void qc.fetchQuery(workJourneyQuery(null)).then((all) => {
      const to = journeyFollowStatus(status, before.ids, now, all.items);
      if (live && to) navigate(routes.workJourney(to), { replace: true });
    });
    return () => {
      live = false;
    };
  }, [status, ids, qc, navigate]);
}

export function Component() {
  const params = useParams();
  const [search] = useSearchParams();
  // /work-journey/done?status=rejected shows the rejected ones.
  const status = journeyStatusOf(params.status, search);
  const q = useWorkJourney(status);
  const savedSearches = useSavedSearches();
  useFollowMoved(status, q.data?.items);
  // Drawn from a deferred copy of the answer: in slices, not in the query's own (one-task) update.
  const data = useDeferredValue(q.data);

  if (q.isLoading || (q.data && !data))
    return (
      <Center h="40vh">
        <Busy label={MESSAGES.shell.loading} />
      </Center>
    );
  if (failedToShow(q) || !data) return <Alert color="red">{q.error?.message}</Alert>;
  const { items, counts } = data;
  const groups = APPLICATION_STATUSES.filter((s) => (status ? s === status : (counts[s] ?? 0) > 0));

  return (
    <Stack gap="lg">
      <Title order={1}>{status ? MESSAGES.workJourney.titleFor(status) : MESSAGES.workJourney.title}</Title>
      <NextJobsCard savedSearches={savedSearches.data} />
      <SimpleGrid cols={{ base: 2, xs: 3, md: 6 }} aria-label={MESSAGES.workJourney.byStatus}>
        {APPLICATION_STATUSES.filter((s) => (counts[s] ?? 0) > 0 || s === status).map((s) => (
          <Anchor key={s} component={Link} to={routes.workJourney(s)} underline="never">
            <Paper withBorder p="xs" radius="md" bg={s === status ? 'blue.0' : undefined}>
              <Text size="sm">{s}</Text>
              <Text fw={700} data-testid={`count-${s.toLowerCase()}`}>
                {counts[s] ?? 0}
              </Text>
            </Paper>
          </Anchor>
        ))}
      </SimpleGrid>
      {items.length === 0 ? <Text>{MESSAGES.workJourney.empty}</Text> : null}
      {groups.map((s) => {
        const list = items.filter((i) => i.status === s);
        if (list.length === 0) return null;
        return (
          <Stack key={s} gap="xs" component="section" aria-label={s}>
            <Title order={2}>
              {s} ({counts[s] ?? list.length})
            </Title>
            {list.map((item) => (
              <Stack key={item.applicationId} gap="xs">
                <JourneyItem item={item} />
                {/* /work-journey/onboarding: each placement's contract to sign and checklist (issue 31). */}
                {s === 'Onboarding' && (
                  <LazyPart fallback={<Busy size="sm" label={MESSAGES.shell.loading} />}>
                    <PlacementCards applicationId={item.applicationId} />
                  </LazyPart>
                )}
                {/* A placement at work: its hours (issue 44), drawn with the page (their reads are the route's prefetch's). */}
                {showsHours(s) && <JourneyHours applicationId={item.applicationId} />}
              </Stack>
            ))}
          </Stack>
        );
      })}
    </Stack>
  );
}
