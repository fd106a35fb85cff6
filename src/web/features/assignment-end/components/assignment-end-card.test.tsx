// @vitest-environment jsdom
// The assignment-end card (issue 45): on her running assignment, before any end is confirmed, the worker sees what the
// organization ending it today would still owe her, amount by amount with its clause; the organization's card does not
// ask for it (its dialog previews the date it chooses).
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ASSIGNMENT_END_MESSAGES as M, type TerminationPreview } from '@/domain/assignment-end';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/msw';
import { AssignmentEndCard } from './assignment-end-card';

const APP = '22222222-2222-4222-8222-222222222222';
const clause = 'Contract: 36 guaranteed hours a week, paid through the 14-day notice period';

const preview: TerminationPreview = {
  application_id: APP,
  side: 'worker',
  reason_code: 'low_census',
  notice_date: '2027-04-12',
  effective_date: '2027-04-12',
  notice_days: 14,
  notice_source: 'Two weeks notice',
  protected_through: '2027-04-26',
  short_days: 14,
  lines: [
    {
      code: 'GUARANTEE',
      payer: 'organization',
      minutes: 4217,
      rate_cents: 5000,
      amount_cents: 351_417,
      clause,
      weeks: ['2027-04-11', '2027-04-18', '2027-04-25'],
    },
  ],
  owed_to_worker_cents: 351_417,
  owed_by_worker_cents: 0,
  note: null,
};

function serve() {
  const asked: string[] = [];
  server.use(
    http.get(`/api/applications/${APP}/termination`, () =>
      HttpResponse.json({ application_id: APP, termination: null }),
    ),
    http.get(`/api/applications/${APP}/termination-preview`, ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json(preview);
    }),
  );
  return asked;
}

describe('the assignment-end card', () => {
  it('shows the worker, before any end is confirmed, what the organization ending it today would owe her', async () => {
    const asked = serve();
    renderWithProviders(<AssignmentEndCard applicationId={APP} status="Working" side="worker" />);
    expect(await screen.findByText(`${M.ui.owedToWorker}: $3,514.17`)).toBeVisible();
    expect(screen.getByText(M.ui.ifEndedToday)).toBeVisible();
    expect(screen.getByText(clause)).toBeVisible();
    expect(screen.getByRole('button', { name: M.ui.giveNotice })).toBeVisible();
    // Today is the server's (the facility's day): no date is sent, only the organization's reason.
    expect(asked).toEqual(['?reason_code=low_census']);
  });

  it("does not ask before the assignment is Working, nor on the organization's card", async () => {
    const asked = serve();
    const { unmount } = renderWithProviders(<AssignmentEndCard applicationId={APP} status="Cleared" side="worker" />);
    expect(await screen.findByRole('button', { name: M.ui.giveNotice })).toBeVisible();
    unmount();
    renderWithProviders(<AssignmentEndCard applicationId={APP} status="Working" side="organization" />);
    expect(await screen.findByRole('button', { name: M.ui.endAssignment })).toBeVisible();
    expect(screen.queryByText(M.ui.ifEndedToday)).toBeNull();
    expect(asked).toEqual([]);
  });

  it('an early end is "Ending soon" until the placement is Done, then "Ended early"', async () => {
    const recorded = {
      ...preview,
      side: 'organization',
      id: 't1',
      status: 'Working',
      created_at: '2027-04-01T15:00:00Z',
    };
    server.use(
      http.get(`/api/applications/${APP}/termination`, () =>
        HttpResponse.json({ application_id: APP, termination: recorded }),
      ),
    );
    const { unmount } = renderWithProviders(
      <AssignmentEndCard applicationId={APP} status="Working" side="organization" />,
    );
    expect(await screen.findByText(M.ui.endingSoon)).toBeVisible();
    expect(screen.queryByText(M.ui.endedEarly)).toBeNull();
    unmount();
    renderWithProviders(<AssignmentEndCard applicationId={APP} status="Done" side="worker" />);
    expect(await screen.findByText(M.ui.endedEarly)).toBeVisible();
    expect(screen.queryByText(M.ui.endingSoon)).toBeNull();
  });
});
