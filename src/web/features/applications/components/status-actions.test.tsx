// @vitest-environment jsdom
// Issue 42, item 9: at Onboarding the quick-advance is honest. "To Working" (the spec's "to Working") is disabled with
// what is missing listed under it while the Cleared rule finds something missing; once nothing is missing, "To Cleared"
// is a visible button beside it, and it moves the placement to Cleared.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { ApplicationDetail } from '@/domain/applications';
import { StatusActions } from './status-actions';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/msw';

const A = '11111111-1111-4111-8111-111111111111';
const app = {
  applicationId: A,
  status: 'Onboarding',
  version: 4,
  worker_id: '22222222-2222-4222-8222-222222222222',
  gw_job_id: '33333333-3333-4333-8333-333333333333',
} as unknown as ApplicationDetail['application'];

afterEach(cleanup);

describe('StatusActions at Onboarding', () => {
  it('disables "To Working" and lists what is missing before clearance; no "To Cleared"', () => {
    renderWithProviders(
      <StatusActions app={app} role="recruiter" clearanceBlockers={['There is no contract yet', 'BLS (missing)']} />,
    );
    const toWorking = screen.getByRole('button', { name: 'To Working' });
    expect(toWorking).toBeDisabled();
    const missing = screen.getByTestId('quick-advance-missing');
    expect(missing).toHaveTextContent('To Working needs first:');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'There is no contract yet',
      'BLS (missing)',
    ]);
    expect(toWorking.getAttribute('aria-describedby')).toBe(missing.id);
    expect(screen.queryByRole('button', { name: 'To Cleared' })).toBeNull();
  });

  it('offers "To Cleared" when the clearance holds, and it moves the placement to Cleared', async () => {
    const sent: unknown[] = [];
    server.use(
      http.patch('/api/application-journey', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ status: 'Cleared', applicationId: A, version: 5 });
      }),
      http.post('/api/revalidate/dashboard', () => new HttpResponse(null, { status: 204 })),
    );
    renderWithProviders(<StatusActions app={app} role="recruiter" clearanceBlockers={[]} />);
    expect(screen.getByRole('button', { name: 'To Working' })).toBeEnabled();
    expect(screen.queryByTestId('quick-advance-missing')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'To Cleared' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ applicationId: A, status: 'Cleared', version: 4, decision_maker: 'Recruiter' });
  });
});
