// @vitest-environment jsdom
// The profile page keeps what it loaded, its open dialog and what was typed in it, when a later read of the profile
// fails for a passing reason (failedToShow); a first load that fails shows the server's message in its place.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { workerProfileResponse, workerProfileSchema } from '@/domain/profile';
import { MESSAGES } from '@/domain/shared';
import { Component as ProfilePage } from './profile-page';
import { profileQueryKey } from '../../features/profile/api';
import { renderWithProviders } from '../../test/render';
import { server } from '../../test/msw';
import { NO_USER } from '../../test/fixtures';

const ANSWER = workerProfileResponse.parse({
  profile: workerProfileSchema.parse({
    summary: { profession: 'Registered Nurse', feels_like_hourly: 50, min_weekly_pay: 1800 },
  }),
  version: 3,
  completeness: { percent: 40, missing: [] },
  isPharmacy: false,
});

const unavailable = () => HttpResponse.json({ message: 'Service unavailable' }, { status: 503 });

function renderPage(route: string, seeded: boolean) {
  return renderWithProviders(
    <Routes>
      <Route path="/profile" element={<ProfilePage />} />
    </Routes>,
    { route, seed: seeded ? [NO_USER, [profileQueryKey, ANSWER]] : [NO_USER] },
  );
}

afterEach(cleanup);

describe('the profile page when a read of the profile fails', () => {
  it('keeps the page, the open dialog and what was typed through a failed re-read', async () => {
    // The page's other panels read their own lists: empty here.
    server.use(
      http.get('/api/worker-profile', unavailable),
      http.get('/api/credentials', () => HttpResponse.json({ items: [] })),
      http.get('/api/work-records', () => HttpResponse.json({ items: [] })),
      http.get('/api/saved-searches', () => HttpResponse.json({ items: [] })),
    );
    const user = userEvent.setup();
    const { queryClient } = renderPage('/profile?edit=weekly-pay', true);
    const dialog = await screen.findByRole('dialog', { name: 'Weekly pay' });
    const field = within(dialog).getByLabelText('Weekly pay', { exact: true });
    await user.clear(field);
    await user.type(field, '2500');
    expect(field).toHaveValue('2500');
    await queryClient.invalidateQueries({ queryKey: profileQueryKey });
    await waitFor(() => expect(queryClient.getQueryState(profileQueryKey)?.status).toBe('error'));
    expect(screen.getByRole('heading', { level: 1, name: MESSAGES.profilePage.title })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Weekly pay' })).toBe(dialog);
    expect(within(dialog).getByLabelText('Weekly pay', { exact: true })).toHaveValue('2500');
    expect(screen.queryByText('Service unavailable')).toBeNull();
  });

  it('shows the server’s message in place of the page when the first load fails', async () => {
    server.use(http.get('/api/worker-profile', unavailable));
    renderPage('/profile', false);
    expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable');
  });
});
