// @vitest-environment jsdom
// The close-out reviews panel (issue 45) says nothing, and draws no empty block, on a placement that is not Done and
// whose worker has no earlier do-not-return mark (the application page's spacing opened a gap around the empty block);
// an earlier mark is shown on any status.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { REVIEW_MESSAGES as M, type ApplicationReviews } from '@/domain/reviews';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/msw';
import { ReviewsPanel } from './reviews-panel';

const APP = '11111111-1111-4111-8111-111111111111';
const EARLIER = '33333333-3333-4333-8333-333333333333';

function answer(body: Partial<ApplicationReviews>) {
  let asked = 0;
  server.use(
    http.get(`/api/applications/${APP}/reviews`, () => {
      asked++;
      return HttpResponse.json({
        application_id: APP,
        status: 'Working',
        side: 'organization',
        of_worker: null,
        of_facility: null,
        can_review: false,
        can_reply: false,
        do_not_return: [],
        ...body,
      } satisfies ApplicationReviews);
    }),
  );
  return () => asked;
}

describe('ReviewsPanel', () => {
  it('draws nothing on a Working placement with no earlier mark', async () => {
    const asked = answer({});
    renderWithProviders(<ReviewsPanel applicationId={APP} />);
    await waitFor(() => expect(asked()).toBe(1));
    await waitFor(() => expect(screen.queryByRole('status', { name: M.labels.loading })).not.toBeInTheDocument());
    expect(screen.queryByTestId('reviews-panel')).not.toBeInTheDocument();
  });

  it('shows an earlier do-not-return mark on a Working placement', async () => {
    answer({
      do_not_return: [
        {
          review_id: EARLIER,
          application_id: EARLIER,
          reason: 'attendance',
          reply: null,
          created_at: '2026-10-01T12:00:00Z',
        },
      ],
    });
    renderWithProviders(<ReviewsPanel applicationId={APP} />);
    expect(await screen.findByText(M.notices.workerDoNotReturn)).toBeVisible();
    expect(screen.getByTestId('reviews-panel')).toBeInTheDocument();
  });
});
