// @vitest-environment jsdom
// The job board draws a search's cards in a background pass (useDeferredValue): after the answer has come, the
// previous cards stay on screen until that pass commits. "Updating results" must stay with them, or a person (or a
// test) who waits for it to go presses a card that is about to be replaced. Checked at every commit (React's Profiler
// calls back once the commit is in the document).
import { Profiler } from 'react';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { JobCard } from '@/domain/jobs';
import { renderWithProviders } from '../../test/render';
import { NO_USER } from '../../test/fixtures';
import { server } from '../../test/msw';
import { Component as ExploreJobsPage } from './explore-jobs-page';
import { queriesOfFrame, staleFilter } from '../live-events';

afterEach(cleanup);

const card = (n: number, title: string): JobCard => ({
  _id: `00000000-0000-4000-8000-00000000000${n}`,
  gw_job_id: `00000000-0000-4000-8000-00000000001${n}`,
  job_id: `GW-10000${n}`,
  title,
  profession: 'Registered Nurse',
  specialty: 'ICU',
  terms: 'Travel',
  organization_name: 'Sunrise Health',
  facility: 'Sunrise General',
  city: 'Fresno',
  state: 'CA',
  shift_time: 'Days',
  weekly_rate: 2_000,
  hours_per_week: 36,
  start_date: null,
  date_posted: '2026-11-01T00:00:00.000Z',
  applied: 0,
  already_applied: false,
  match: null,
});
const page = (items: JobCard[]) => ({ items, nextCursor: null, total: items.length, totalCapped: false });

describe('the job board', () => {
  it('shows "Updating results" until the cards on screen are the search’s', async () => {
    let searchAnswered = false;
    server.use(
      http.get('/api/jobs', ({ request }) => {
        const q = new URL(request.url).searchParams.get('q');
        if (!q) return HttpResponse.json(page([card(1, 'Previous Telemetry RN')]));
        searchAnswered = true;
        return HttpResponse.json(page([card(2, 'Searched ICU RN')]));
      }),
    );
    // At each commit after the search's answer came: the previous cards are never shown without the spinner.
    const faults: string[] = [];
    const onCommit = () => {
      if (!searchAnswered) return;
      const previous = document.body.textContent?.includes('Previous Telemetry RN');
      const spinner = document.querySelector('[role="progressbar"][aria-label="Updating results"]');
      if (previous && !spinner) faults.push('the previous cards without "Updating results"');
    };
    renderWithProviders(
      <Profiler id="board" onRender={onCommit}>
        <ExploreJobsPage />
      </Profiler>,
      { route: '/explore-jobs', seed: [NO_USER] },
    );
    await screen.findByText('Previous Telemetry RN');
    fireEvent.change(screen.getByLabelText('Search jobs'), { target: { value: 'icu' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Search' })));
    await screen.findByText('Searched ICU RN');
    expect(searchAnswered).toBe(true);
    expect(screen.queryByText('Previous Telemetry RN')).toBeNull();
    expect(screen.queryByRole('progressbar', { name: 'Updating results' })).toBeNull();
    expect(faults).toEqual([]);
  });

  it('offers the jobs opened since it was drawn without moving its cards, and brings them in on a press', async () => {
    let since: JobCard[] = [];
    let releaseIcu: () => void = () => {};
    const icuAnswered = new Promise<void>((resolve) => (releaseIcu = resolve));
    server.use(
      http.get('/api/jobs', async ({ request }) => {
        if (new URL(request.url).searchParams.get('q')) {
          await icuAnswered;
          return HttpResponse.json(page([card(4, 'Searched ICU RN')]));
        }
        return HttpResponse.json(page([...since, card(1, 'Drawn RN')]));
      }),
    );
    const { queryClient } = renderWithProviders(<ExploreJobsPage />, { route: '/explore-jobs', seed: [NO_USER] });
    await screen.findByText('Drawn RN');
    expect(screen.queryByRole('button', { name: /new job/ })).toBeNull();

    // An organization posts a job: the frame every worker hears (app/live-events.ts).
    since = [card(3, 'Posted Since RN')];
    const opened = queriesOfFrame({ type: 'changed', resource: { kind: 'job-opened', id: card(3, '')._id } }, false);
    await act(async () => {
      for (const q of opened) await queryClient.invalidateQueries(staleFilter(q));
    });
    const show = await screen.findByRole('button', { name: 'Show 1 new job' });
    // The cards stay as they were until the press.
    expect(screen.queryByText('Posted Since RN')).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    await act(async () => void fireEvent.click(show));
    await screen.findByText('Posted Since RN');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('button', { name: /new job/ })).toBeNull());

    // Another job opened, not yet brought in; then another search. Its board offers nothing of the previous one's, while
    // its answer is on the way (the previous cards shown) and after.
    since = [card(5, 'Posted Later RN'), ...since];
    await act(async () => {
      for (const q of opened) await queryClient.invalidateQueries(staleFilter(q));
    });
    await screen.findByRole('button', { name: 'Show 1 new job' });
    fireEvent.change(screen.getByLabelText('Search jobs'), { target: { value: 'icu' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Search' })));
    expect(screen.queryByRole('button', { name: /new job/ })).toBeNull();
    releaseIcu();
    await screen.findByText('Searched ICU RN');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /new job/ })).toBeNull();
  });
});
