// @vitest-environment jsdom
// The end of a worker's job page: Apply is drawn with the facility's reviews above it, never before them (pushed down by
// their arrival, a press made as it moved was lost), and without them once their read has failed.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { REVIEW_MESSAGES } from '@/domain/reviews';
import { renderWithProviders } from '../../test/render';
import { server } from '../../test/msw';
import { jobDetail, SAMPLE_JOB_ID } from '../../test/fixtures';
import { ApplySection } from './apply-section';

afterEach(cleanup);

const JOB = SAMPLE_JOB_ID;
const DETAIL = jobDetail();

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
    await screen.findByRole('button', { name: 'Apply Now' });
    expect(screen.getByRole('region', { name: REVIEW_MESSAGES.labels.facilityAverages })).toBeVisible();
    // What she reads, in order: the notice, the averages, then Apply.
    expect(
      [screen.getByRole('alert'), screen.getByRole('region'), screen.getByRole('button')].map((el) =>
        el.textContent?.trim(),
      ),
    ).toEqual([
      REVIEW_MESSAGES.notices.markedDoNotReturn + REVIEW_MESSAGES.notices.markedDoNotReturnHelp,
      REVIEW_MESSAGES.labels.facilityAverages + REVIEW_MESSAGES.labels.tooFewReviews(3),
      'Apply Now',
    ]);
    expect(
      [...document.body.querySelectorAll('[role="alert"], section, button')].map(
        (el) => el.getAttribute('role') ?? el.tagName,
      ),
    ).toEqual(['alert', 'SECTION', 'BUTTON']);
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
