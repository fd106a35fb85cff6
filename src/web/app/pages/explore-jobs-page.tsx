// /explore-jobs: the job board. Filters live in the URL, so a search can be shared and Back restores it.
import { useCallback, useDeferredValue, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Center, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { JOB_SEARCH_URL_KEYS, defaultJobSort, jobsNewSince, type JobSearchResponse } from '@/domain/jobs';
import { formatCount, MESSAGES } from '@/domain/shared';
import { useJobSearch } from '../../features/jobs/api';
import { jobBoardHeadQuery, jobSearchKey } from '../../features/jobs/queries';
import { JobFilters } from '../../features/jobs/components/job-filters';
import { JobCard } from '../../features/jobs/components/job-card';
import { SaveSearchButton } from '../../features/alerts/components/save-search-button';
import { Busy } from '../components/busy';
import { failedToShow } from '../../lib/query-state';
import { useHistoryAddress } from '../../lib/navigate-here';
import { useHydrated } from '../../components/until-hydrated';
import classes from './explore-jobs-page.module.css';

export function Component() {
  const [params, setParams] = useSearchParams();
  const search = useJobSearch(params);
  const { pathname } = useLocation();
  const historyAddress = useHistoryAddress();

  // Stable between renders (JobFilters is memoized, so the data's arrival does not re-render the filters).
  const onChange = useCallback(
    (patch: Record<string, string>, opts: { replace?: boolean } = {}) => {
      // From the address bar, not this render's params: two filters changed before React renders again (a quick
      // second choice) must both stay. The router writes the URL at once and renders after.
      // A change the page makes on its own (the box's search, sent once typing pauses) after the person has left the
      // board (a job opened, its page still loading while the board stays drawn) would take them back to the board:
      // made only while the history is still on this page (lib/navigate-here.tsx).
      const address = new URL(historyAddress(), window.location.origin);
      if (address.pathname !== pathname) return;
      const current = new URLSearchParams(address.search);
      const next = new URLSearchParams(current);
      if (patch.clear) {
        for (const k of JOB_SEARCH_URL_KEYS) if (k !== 'sort') next.delete(k);
      } else {
        for (const [k, v] of Object.entries(patch)) {
          if (v === '') next.delete(k);
          else next.set(k, v);
        }
      }
      // The order the words give by default stays out of the URL (Most relevant with words, Newest without).
      if (next.get('sort') === defaultJobSort(next.get('q'))) next.delete('sort');
      if (next.toString() !== current.toString()) setParams(next, { replace: opts.replace });
    },
    [setParams, pathname, historyAddress],
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{MESSAGES.exploreJobs.title}</Title>
        <SaveSearchButton params={params} />
      </Group>
      <JobFilters params={params} onChange={onChange} />
      <JobResults search={search} searchKey={jobSearchKey(params)} />
    </Stack>
  );
}

/**
 * The count and the cards. Twenty cards are a large render: it runs in a background pass that yields to input (typing
 * in the filters stays responsive), not in the task that delivers the data. Apart from the page, so that the pass draws
 * this part only: the page reads the search's store, and a store read by a slice-drawn render changing before it ends
 * makes React draw the whole of it again in one task.
 */
function JobResults({ search, searchKey }: { search: ReturnType<typeof useJobSearch>; searchKey: string }) {
  const data = useDeferredValue(search.data);
  const results = useRef<HTMLDivElement>(null);
  // The new jobs' button shows nothing until a job opens: not drawn by the server (its first page would be written into
  // the page's query state a second time), only once the app owns the page.
  const hydrated = useHydrated();
  // "Updating results" until the cards on screen are the search's: while its answer is on the way, and after it came
  // while the background pass draws it (the previous cards still shown; a press on one then could land on a card
  // being replaced).
  const updating = (search.isFetching && !search.isFetchingNextPage) || data !== search.data;
  const items = data?.pages.flatMap((p) => p.items) ?? [];
  const first = data?.pages[0];
  return (
    <>
      <div aria-live="polite">
        {first && first.total !== null ? (
          <Text size="sm" c="dimmed">
            {first.total === 0
              ? MESSAGES.exploreJobs.noneFound
              : MESSAGES.exploreJobs.found(formatCount(first.total), first.totalCapped, first.total)}
          </Text>
        ) : null}
      </div>
      {!data && !failedToShow(search) ? (
        <Stack gap="sm" aria-label={MESSAGES.exploreJobs.loading}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={130} radius="md" />
          ))}
        </Stack>
      ) : failedToShow(search) ? (
        <Alert color="red" title={MESSAGES.exploreJobs.loadFailed}>
          {search.error?.message}
          <Button variant="subtle" size="xs" ml="sm" onClick={() => void search.refetch()}>
            {MESSAGES.exploreJobs.tryAgain}
          </Button>
        </Alert>
      ) : items.length === 0 ? (
        <Alert color="gray" title={MESSAGES.exploreJobs.noMatchTitle}>
          {MESSAGES.exploreJobs.noMatchText}
        </Alert>
      ) : (
        <Stack gap="sm" component="section" aria-label={MESSAGES.exploreJobs.results} ref={results} tabIndex={-1}>
          {hydrated && search.data && !search.isPlaceholderData ? (
            <NewJobsButton
              key={searchKey}
              searchKey={searchKey}
              pages={search.data.pages}
              updatedAt={search.dataUpdatedAt}
              onShow={async () => {
                // The board again from its start, the new jobs in their place; the reader taken to its top.
                await search.refetch();
                results.current?.focus({ preventScroll: true });
                window.scrollTo({ top: 0 });
              }}
            />
          ) : null}
          {first?.relaxed ? (
            // Nothing matched every word: the server says so and names what it relaxed for these nearest results.
            <Alert color="yellow" variant="light">
              {first.relaxed}
            </Alert>
          ) : null}
          {items.map((job) => (
            <JobCard key={job._id} job={job} />
          ))}
          {search.hasNextPage ? (
            <Stack align="center" gap={4}>
              {/* A next page that failed leaves the jobs already shown; the button asks again. */}
              {search.isFetchNextPageError ? (
                <Text size="sm" c="red" role="alert">
                  {search.error?.message}
                </Text>
              ) : null}
              <Button variant="light" onClick={() => void search.fetchNextPage()} loading={search.isFetchingNextPage}>
                {MESSAGES.exploreJobs.loadMore}
              </Button>
            </Stack>
          ) : null}
          {updating ? (
            <Center>
              <Busy size="sm" label={MESSAGES.exploreJobs.updating} />
            </Center>
          ) : null}
        </Stack>
      )}
    </>
  );
}

/**
 * Jobs posted or reopened since the board was drawn that match its search (two people at once: an organization posts
 * while a worker reads the board). The board's first page as the server has it now is kept beside the cards
 * (jobBoardHeadQuery, fetched again when a job opens); the jobs it has that the cards lack are offered by a button that
 * stays in sight, rather than moving the cards under the reader's finger.
 */
function NewJobsButton({
  searchKey,
  pages,
  updatedAt,
  onShow,
}: {
  searchKey: string;
  pages: JobSearchResponse[];
  updatedAt: number;
  onShow: () => Promise<void>;
}) {
  const head = useQuery(jobBoardHeadQuery(searchKey, { page: pages[0]!, updatedAt }));
  const n = jobsNewSince(pages, head.data);
  if (n === 0) return null;
  return (
    <div className={classes.newJobs} role="status">
      <Button radius="xl" size="sm" onClick={() => void onShow()}>
        {MESSAGES.exploreJobs.showNew(formatCount(n), n)}
      </Button>
    </div>
  );
}
