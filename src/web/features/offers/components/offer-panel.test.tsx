// @vitest-environment jsdom
// The organization answers a worker's counter offer: accepting an extension's counter keeps the assignment Working, so
// the page stays (the amendment to sign appears on it, issue 45); accepting a counter before the placement moves it to
// Onboarding, and the page follows the new status.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { ApplicationStatus } from '@/domain/applications';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/msw';
import OfferPanel from './offer-panel';

vi.mock('@mantine/notifications', () => ({ notifications: { show: () => undefined } }));
const APP = '33333333-3333-4333-8333-333333333333';
const TERMS = { pay: { hourly_rate: 45 }, hours: { hours_per_week: 36 } };

const application = (status: ApplicationStatus) => ({
  applicationId: APP,
  job_id: 'j1',
  gw_job_id: 'GW-1',
  worker_id: 'w1',
  organization_id: 'o1',
  status,
  offer_status: 'Counter Offer' as const,
  auto_offer_consent: false,
  decision_maker: null,
  decision_reason: null,
  decision_notes: null,
  accepted_offer_version: status === 'Working' ? 1 : null,
  version: 5,
});
const version = (n: number, kind: 'Offered' | 'Counter Offer', side: 'recruiter' | 'worker', rate: number) => ({
  _id: `o${n}`,
  version: n,
  kind,
  terms: { pay: { hourly_rate: rate } },
  resolved_terms: { ...TERMS, pay: { hourly_rate: rate } },
  made_by: side,
  made_by_name: side,
  side,
  created_at: '2027-04-21T12:00:00Z',
});

/** Serves the application at `status` with a counter waiting, and the answer's status after an accept. */
function serve(status: ApplicationStatus, after: ApplicationStatus) {
  let answered: unknown = null;
  server.use(
    http.get('/api/auth/me', () =>
      HttpResponse.json({ id: 'r1', role: 'organization', first_name: 'O', last_name: 'Org', email: 'o@x.test' }),
    ),
    http.get(`/api/applications/${APP}/offers`, () =>
      HttpResponse.json({
        application: application(status),
        job: { _id: 'j1', title: 'ICU', profession: 'Registered Nurse', terms: TERMS, requirements: {} },
        offers: [
          version(1, 'Offered', 'recruiter', 45),
          version(2, 'Offered', 'recruiter', 52),
          version(3, 'Counter Offer', 'worker', 55),
        ],
        agreed_terms: { standing: 'agreed', version: 1, terms: TERMS },
      }),
    ),
    http.post('/api/offers/respond', async ({ request }) => {
      answered = await request.json();
      return HttpResponse.json({ application: { ...application(after), offer_status: null }, status: after });
    }),
  );
  return () => answered;
}

async function accept() {
  fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Confirm and accept' }));
}

afterEach(cleanup);

describe('OfferPanel: accepting a counter offer', () => {
  it("keeps the page on an extension's counter (the assignment stays Working)", async () => {
    const answered = serve('Working', 'Working');
    const onDone = vi.fn();
    renderWithProviders(<OfferPanel applicationId={APP} onDone={onDone} />);
    await accept();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(onDone).toHaveBeenCalledWith(undefined);
    expect(answered()).toMatchObject({ applicationId: APP, action: 'Accept', version: 5 });
  });

  it('follows the new status when the counter is accepted before the placement', async () => {
    serve('Offered', 'Onboarding');
    const onDone = vi.fn();
    renderWithProviders(<OfferPanel applicationId={APP} onDone={onDone} />);
    await accept();
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Onboarding'));
  });
});

describe('OfferPanel: a re-read that fails', () => {
  it('keeps the offer on screen, and still follows the answer, when the server fails a refresh meanwhile', async () => {
    serve('Offered', 'Onboarding');
    const onDone = vi.fn();
    const { queryClient } = renderWithProviders(<OfferPanel applicationId={APP} onDone={onDone} />);
    expect(await screen.findByRole('button', { name: 'Accept' })).toBeInTheDocument();
    // A live change asks for the offers again; the server is restarting (503).
    server.use(
      http.get(`/api/applications/${APP}/offers`, () =>
        HttpResponse.json({ message: 'Service unavailable' }, { status: 503 }),
      ),
    );
    await queryClient.invalidateQueries();
    await waitFor(() => expect(queryClient.getQueryState(['offers', 'application', APP])?.status).toBe('error'));
    // What was loaded stays (not an error in its place), and the recruiter can still answer.
    expect(screen.queryByRole('alert')).toBeNull();
    await accept();
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Onboarding'));
  });

  it('says so in place of the offer when the first read fails', async () => {
    server.use(
      http.get('/api/auth/me', () =>
        HttpResponse.json({ id: 'r1', role: 'organization', first_name: 'O', last_name: 'Org', email: 'o@x.test' }),
      ),
      http.get(`/api/applications/${APP}/offers`, () =>
        HttpResponse.json({ message: 'Service unavailable' }, { status: 503 }),
      ),
    );
    renderWithProviders(<OfferPanel applicationId={APP} onDone={vi.fn()} />);
    expect(await screen.findByText('Service unavailable')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });
});
