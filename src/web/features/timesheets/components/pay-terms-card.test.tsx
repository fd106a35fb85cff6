// @vitest-environment jsdom
// The pay terms on the application page (issue 44): while terms are open the page says why Cleared waits (the domain's
// refusal, word for word as the server answers it) and the organization completes them from a form reached by a click,
// sending only the open terms in the route's units (cents, minutes).
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { clearingTermsRefusal, TIMESHEET_MESSAGES as T } from '@/domain/timesheets';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/msw';
import { PayTermsCard } from './pay-terms-card';

const APP = '11111111-1111-4111-8111-111111111111';
const OPEN = ['rule_set', 'time_zone', 'call_back_minimum_minutes', 'double_time_rate_cents', 'call_off_allowance'];
const view = (missing: string[]) => ({
  application_id: APP,
  application_status: 'Onboarding',
  complete: missing.length === 0,
  missing,
  sources: {},
  offer_version: 1,
  current_week_start: null,
  open_shift: null,
});

describe('the pay terms card', () => {
  it('shows why Cleared waits, and completes the open terms from the form', async () => {
    const sent: unknown[] = [];
    let missing = OPEN;
    server.use(
      http.get(`/api/assignments/${APP}`, () => HttpResponse.json(view(missing))),
      http.put(`/api/assignments/${APP}/terms`, async ({ request }) => {
        sent.push(await request.json());
        missing = [];
        return HttpResponse.json(view(missing));
      }),
    );
    renderWithProviders(<PayTermsCard applicationId={APP} />);
    expect(await screen.findByTestId('pay-terms-refusal')).toHaveTextContent(clearingTermsRefusal(OPEN)!);
    await userEvent.click(screen.getByRole('button', { name: T.payTerms.open }));
    const form = screen.getByRole('form', { name: T.payTerms.title });
    await userEvent.selectOptions(screen.getByLabelText(T.termLabels.rule_set), 'california');
    await userEvent.selectOptions(screen.getByLabelText(T.termLabels.time_zone), 'America/Los_Angeles');
    await userEvent.clear(screen.getByLabelText(T.termLabels.call_back_minimum_minutes));
    await userEvent.type(screen.getByLabelText(T.termLabels.call_back_minimum_minutes), '3');
    await userEvent.type(screen.getByLabelText(T.termLabels.double_time_rate_cents), '90.50');
    expect(form).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: T.payTerms.save }));
    expect(await screen.findByTestId('pay-terms-complete')).toHaveTextContent(T.payTerms.complete);
    expect(sent).toEqual([
      {
        rule_set: 'california',
        time_zone: 'America/Los_Angeles',
        call_back_minimum_minutes: 180,
        double_time_rate_cents: 9050,
        call_off_allowance: { shifts: 3, per_weeks: 13 },
      },
    ]);
  });

  it("starts the rule set and the time zone from the facility's state, and says so", async () => {
    const sent: unknown[] = [];
    let missing = ['rule_set', 'time_zone'];
    server.use(
      http.get(`/api/assignments/${APP}`, () => HttpResponse.json(view(missing))),
      http.put(`/api/assignments/${APP}/terms`, async ({ request }) => {
        sent.push(await request.json());
        missing = [];
        return HttpResponse.json(view(missing));
      }),
    );
    renderWithProviders(<PayTermsCard applicationId={APP} facilityState="CA" />);
    await userEvent.click(await screen.findByRole('button', { name: T.payTerms.open }));
    expect(screen.getByLabelText(T.termLabels.rule_set)).toHaveValue('california');
    expect(screen.getByLabelText(T.termLabels.time_zone)).toHaveValue('America/Los_Angeles');
    expect(screen.getByLabelText(T.termLabels.time_zone)).toHaveAccessibleDescription(
      T.payTerms.suggested('California'),
    );
    await userEvent.click(screen.getByRole('button', { name: T.payTerms.save }));
    expect(await screen.findByTestId('pay-terms-complete')).toHaveTextContent(T.payTerms.complete);
    expect(sent).toEqual([{ rule_set: 'california', time_zone: 'America/Los_Angeles' }]);
  });
});
