// @vitest-environment jsdom
// The end of a worker's job page: Apply is drawn with the facility's reviews above it, never before them (pushed down by
// their arrival, a press made as it moved was lost), and without them once their read has failed.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { REVIEW_MESSAGES } from '@/domain/reviews';
import type { JobDetailDto } from '../../features/jobs/api';
import { renderWithProviders } from '../../test/render';
import { server } from '../../test/msw';
import { ApplySection } from './apply-section';

afterEach(cleanup);

const JOB = '22222222-2222-4222-8222-222222222222';

const DETAIL = {
  job: {
    _id: JOB,
    gw_job_id: 'GW-100042',
    organization_id: '33333333-3333-4333-8333-333333333333',
    recruiter_id: null,
    is_open: true,
    requirements: {},
  },
  comparison: [],
  application: null,
  profile_completeness: 50,
  profile_complete: false,
  email_verified: true,
  application_held: false,
  required_mismatches: [],
} as unknown as JobDetailDto;

const REVIEWS = { count: 1, min_reviews: 3, averages: null, would_return_percent: null, marked_do_not_return: true };

describe('ApplySection', () => {
  it('draws Apply only with the facility reviews, below them', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(`/api/jobs/${JOB}/facility-reviews`, async () => {
        await answered;
        return HttpResponse.json(REVIEWS);
      }),
    );
    renderWithProviders(<ApplySection detail={DETAIL} />);
    // Asked, not answered: nothing drawn that the answer would push down.
    await delay(50);
    expect(screen.queryByRole('button', { name: 'Apply Now' })).toBeNull();
    answer();
    const apply = await screen.findByRole('button', { name: 'Apply Now' });
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent(REVIEW_MESSAGES.notices.markedDoNotReturn);
    expect(screen.getByRole('region', { name: REVIEW_MESSAGES.labels.facilityAverages })).toBeVisible();
    // The notice and the averages come first in the page, Apply after them.
    expect(notice.compareDocumentPosition(apply) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('draws Apply without the reviews once their read has failed', async () => {
    server.use(
      http.get(`/api/jobs/${JOB}/facility-reviews`, () =>
        HttpResponse.json({ error: 'UNAVAILABLE', message: 'x' }, { status: 503 }),
      ),
    );
    renderWithProviders(<ApplySection detail={DETAIL} />);
    expect(await screen.findByRole('button', { name: 'Apply Now' })).toBeEnabled();
    expect(screen.queryByRole('region', { name: REVIEW_MESSAGES.labels.facilityAverages })).toBeNull();
  });
});
