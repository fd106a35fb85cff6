// @vitest-environment jsdom
// Issue 42, item 8: the worker's open Work Journey list does not empty when its placement moves on: when the list
// (here Offered) loses the application it showed because the recruiter moved it (the socket refetches the list), the
// page follows it to its new tile instead of reading "No applications here yet".
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router';
import { Component as WorkJourneyPage } from './work-journey-page';
import { renderWithProviders } from '../../test/render';
import { server } from '../../test/msw';

afterEach(cleanup);

const item = (status: string) => ({
  applicationId: 'app-1',
  job_id: 'job-1',
  gw_job_id: 'GW-1',
  title: 'ICU RN',
  facility: 'Mercy General',
  city: 'Atlanta',
  state: 'GA',
  status,
  offer_status: null,
  current_offer: null,
  terms: {
    standing: 'agreed',
    version: 1,
    weekly_rate: 2872,
    hourly_rate: 52,
    non_taxable_weekly: 1000,
    hours_per_week: 36,
  },
  version: 3,
  updated_at: '2026-11-20T12:00:00.000Z',
});
const page = (items: unknown[], counts: Record<string, number>) => ({
  items,
  counts,
  total: items.length,
  page: 1,
  pageSize: 100,
});

function Where() {
  return <span data-testid="where">{useLocation().pathname}</span>;
}

describe('the Work Journey list follows a placement that moved', () => {
  it('goes to the tile the application moved to when its list empties', async () => {
    let moved = false;
    server.use(
      http.get('/api/work-journey', ({ request }) => {
        const status = new URL(request.url).searchParams.get('status');
        if (status === 'Offered')
          return HttpResponse.json(moved ? page([], { Onboarding: 1 }) : page([item('Offered')], { Offered: 1 }));
        if (status) return HttpResponse.json(page([], { Onboarding: 1 }));
        return HttpResponse.json(page([item(moved ? 'Onboarding' : 'Offered')], { Onboarding: 1 }));
      }),
    );
    const { queryClient } = renderWithProviders(
      <>
        <Routes>
          <Route path="/work-journey/:status" element={<WorkJourneyPage />} />
        </Routes>
        <Where />
      </>,
      { route: '/work-journey/offered' },
    );
    expect(await screen.findByRole('link', { name: 'ICU RN' })).toBeInTheDocument();
    // The recruiter moves it on: the live change refetches the list.
    moved = true;
    await queryClient.invalidateQueries({ queryKey: ['work-journey'] });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/work-journey/onboarding'));
  });
});

describe('the Work Journey list when a refresh fails', () => {
  it('keeps the placements it showed while the server cannot answer a re-read', async () => {
    let down = false;
    server.use(
      http.get('/api/work-journey', () =>
        down
          ? HttpResponse.json({ message: 'Service unavailable' }, { status: 503 })
          : HttpResponse.json(page([item('Offered')], { Offered: 1 })),
      ),
    );
    const { queryClient } = renderWithProviders(
      <Routes>
        <Route path="/work-journey/:status" element={<WorkJourneyPage />} />
      </Routes>,
      { route: '/work-journey/offered' },
    );
    expect(await screen.findByRole('link', { name: 'ICU RN' })).toBeInTheDocument();
    down = true;
    await queryClient.invalidateQueries({ queryKey: ['work-journey'] });
    await waitFor(() =>
      expect(queryClient.getQueryCache().findAll({ queryKey: ['work-journey'] })[0]?.state.status).toBe('error'),
    );
    expect(screen.getByRole('link', { name: 'ICU RN' })).toBeInTheDocument();
    expect(screen.queryByText('Service unavailable')).toBeNull();
  });
});
