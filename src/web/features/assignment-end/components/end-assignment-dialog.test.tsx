// @vitest-environment jsdom
// "End assignment" and "Give notice" (issue 45): the amount still owed is shown, with its clause, before the
// confirmation can be pressed; a refused date is said; the end is sent with the reason and the date chosen.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ASSIGNMENT_END_MESSAGES as M, type TerminationPreview } from '@/domain/assignment-end';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/msw';
import { EndAssignmentDialog } from './end-assignment-dialog';

const APP = '11111111-1111-4111-8111-111111111111';
const clause = 'Contract: 36 guaranteed hours a week, paid through the 14-day notice period';

const preview = (over: Partial<TerminationPreview> = {}): TerminationPreview => ({
  application_id: APP,
  side: 'organization',
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
      minutes: 4937,
      rate_cents: 5000,
      amount_cents: 411_417,
      clause,
      weeks: ['2027-04-11', '2027-04-18', '2027-04-25'],
    },
  ],
  owed_to_worker_cents: 411_417,
  owed_by_worker_cents: 0,
  note: null,
  ...over,
});

describe('the End assignment dialog', () => {
  it('shows what is still owed with its clause before confirming, then sends the reason and the date', async () => {
    const asked: string[] = [];
    const sent: unknown[] = [];
    server.use(
      http.get(`/api/applications/${APP}/termination-preview`, ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(preview());
      }),
      http.post(`/api/applications/${APP}/termination`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ ...preview(), id: APP, status: 'Done', created_at: '2027-04-12T18:00:00.000Z' });
      }),
    );
    const onClose = vi.fn();
    renderWithProviders(<EndAssignmentDialog applicationId={APP} side="organization" onClose={onClose} />);
    const confirm = screen.getByRole('button', { name: M.ui.confirm });
    expect(confirm).toBeDisabled();
    await userEvent.selectOptions(screen.getByLabelText(M.ui.reason), 'low_census');
    fireEvent.change(screen.getByLabelText(M.ui.effectiveDate), { target: { value: '2027-04-12' } });
    expect(await screen.findByText(`${M.ui.owedToWorker}: $4,114.17`)).toBeVisible();
    expect(screen.getByText(clause)).toBeVisible();
    expect(asked).toContain('?effective_date=2027-04-12&reason_code=low_census');
    await vi.waitFor(() => expect(confirm).toBeEnabled());
    await userEvent.click(confirm);
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([{ reason_code: 'low_census', effective_date: '2027-04-12' }]);
  });

  it('says why a date is refused and keeps the confirmation off', async () => {
    const refusal = M.errors.inApprovedWeek('2027-04-04', '2027-04-10');
    server.use(
      http.get(`/api/applications/${APP}/termination-preview`, () =>
        HttpResponse.json(
          { error: 'UNPROCESSABLE', message: refusal, fields: { effective_date: refusal } },
          { status: 422 },
        ),
      ),
    );
    renderWithProviders(<EndAssignmentDialog applicationId={APP} side="organization" onClose={() => {}} />);
    fireEvent.change(screen.getByLabelText(M.ui.effectiveDate), { target: { value: '2027-04-09' } });
    expect(await screen.findByText(refusal)).toBeVisible();
    expect(screen.getByRole('button', { name: M.ui.confirm })).toBeDisabled();
  });

  it("the worker's notice offers only her reasons and shows the penalty she would owe", async () => {
    server.use(
      http.get(`/api/applications/${APP}/termination-preview`, () =>
        HttpResponse.json(
          preview({
            side: 'worker',
            reason_code: 'worker_request',
            lines: [
              {
                code: 'NOTICE_PENALTY',
                payer: 'worker',
                minutes: 617,
                rate_cents: 833,
                amount_cents: 8_566,
                clause: 'Contract: missed-shift penalty',
                weeks: ['2027-04-25'],
              },
            ],
            owed_to_worker_cents: 0,
            owed_by_worker_cents: 8_566,
          }),
        ),
      ),
    );
    renderWithProviders(<EndAssignmentDialog applicationId={APP} side="worker" onClose={() => {}} />);
    const reasons = screen.getByLabelText(M.ui.reason);
    expect([...(reasons as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
      M.reasons.worker_request,
      M.reasons.other,
    ]);
    fireEvent.change(screen.getByLabelText(M.ui.effectiveDate), { target: { value: '2027-04-24' } });
    expect(await screen.findByText(`${M.ui.owedByWorker}: $85.66`)).toBeVisible();
    expect(screen.getByRole('button', { name: M.ui.confirmNotice })).toBeEnabled();
  });
});
