// @vitest-environment jsdom
// The apply button (spec sections 4 and 5): an unverified worker may press Apply (the application is held, the page
// stays), a held application reads Already Applied, and a withdrawn application lets the worker apply again.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { MESSAGES } from '@/domain/shared';
import { ApplyPanel } from './apply-panel';
import type { JobDetailDto } from '../api';
import { jobDetail, SAMPLE_JOB_ID, SAMPLE_ORG_ID } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/msw';

const shown = vi.hoisted(() => [] as { color?: string; message: string }[]);
vi.mock('@mantine/notifications', () => ({
  notifications: { show: (n: { color?: string; message: string }) => shown.push(n) },
}));

afterEach(() => {
  cleanup();
  shown.length = 0;
});

const JOB = SAMPLE_JOB_ID;
const ORG = SAMPLE_ORG_ID;
const detail = jobDetail;

function renderPanel(d: JobDetailDto) {
  return renderWithProviders(
    <Routes>
      <Route path="/explore-jobs/:id" element={<ApplyPanel detail={d} />} />
      <Route path="/explore-jobs/thanks-for-applying/:id" element={<p>Thanks page</p>} />
    </Routes>,
    { route: `/explore-jobs/${JOB}` },
  );
}

describe('ApplyPanel', () => {
  it('an unverified worker may press Apply: the application is held, the page stays and says so', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/worker-job-apply', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ held: true }, { status: 202 });
      }),
    );
    renderPanel(detail({ email_verified: false }));
    const apply = screen.getByRole('button', { name: 'Apply Now' });
    expect(apply).toBeEnabled();
    fireEvent.click(apply);
    await waitFor(() => expect(shown).toEqual([{ color: 'yellow', message: MESSAGES.applicationHeld }]));
    expect(sent).toEqual([
      {
        status: 'New',
        job_id: JOB,
        recruiter_id: null,
        organization_id: ORG,
        gw_job_id: 'GW-100042',
        auto_offer_consent: false,
      },
    ]);
    expect(screen.queryByText('Thanks page')).toBeNull();
  });

  it('a held application reads Already Applied (disabled)', () => {
    renderPanel(detail({ email_verified: false, application_held: true }));
    expect(screen.getByRole('button', { name: 'Already Applied' })).toBeDisabled();
  });

  it('a withdrawn application lets the worker apply again; a rejected one does not', () => {
    renderPanel(detail({ application: { id: 'a1', status: 'Rejected', offer_status: 'Withdrawn' } }));
    expect(screen.getByRole('button', { name: 'Apply Now' })).toBeEnabled();
    cleanup();
    renderPanel(detail({ application: { id: 'a1', status: 'Rejected', offer_status: null } }));
    expect(screen.getByRole('button', { name: 'Already Applied' })).toBeDisabled();
  });
});
