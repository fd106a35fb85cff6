// @vitest-environment jsdom
// Correcting an approved week (issue 44/45): the organization's card of an approved week offers "Correct this week";
// its form refuses a blank reason and sends none, then sends the reason with the version the card shows.
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { HOURS_MESSAGES as M } from '@/domain/hours';
import { TIMESHEET_MESSAGES, type WeekResponse } from '@/domain/timesheets';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/msw';
import { WeekCard } from './week-card';

const APP = '11111111-1111-4111-8111-111111111111';

const approved: WeekResponse = {
  application_id: APP,
  week_start: '2026-11-15',
  week_end: '2026-11-21',
  status: 'approved',
  version: 2,
  locked: true,
  entries: [],
  versions: [],
  history: [],
  submitted_at: '2026-11-17T23:30:00.000Z',
  approved_at: '2026-11-18T16:00:00.000Z',
  auto_approve_at: null,
  worked_minutes: 480,
};

describe('correcting an approved week', () => {
  it('is offered to the organization, refuses a blank reason, then sends the reason with the version seen', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(`/api/assignments/${APP}/weeks/2026-11-15/correction`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ ...approved, status: 'disputed', locked: false, approved_at: null });
      }),
    );
    renderWithProviders(<WeekCard applicationId={APP} week={approved} side="organization" onEdit={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: M.correct }));
    // The form's code loads on the press (week-card.tsx).
    await userEvent.click(await screen.findByRole('button', { name: M.correctSend }));
    expect(await screen.findByText(TIMESHEET_MESSAGES.errors.correctionNeedsReason)).toBeVisible();
    expect(sent).toEqual([]);

    await userEvent.type(screen.getByLabelText(M.correctReason), 'Tuesday ended at 15:00');
    await userEvent.click(screen.getByRole('button', { name: M.correctSend }));
    await vi.waitFor(() => expect(sent).toEqual([{ reason: 'Tuesday ended at 15:00', version: 2 }]));
  });

  it('is not offered to the worker, nor on a week that is not approved', () => {
    const { unmount } = renderWithProviders(
      <WeekCard applicationId={APP} week={approved} side="worker" onEdit={() => {}} />,
    );
    expect(screen.queryByRole('button', { name: M.correct })).toBeNull();
    unmount();
    renderWithProviders(
      <WeekCard
        applicationId={APP}
        week={{ ...approved, status: 'submitted' }}
        side="organization"
        onEdit={() => {}}
      />,
    );
    expect(screen.queryByRole('button', { name: M.correct })).toBeNull();
  });
});
