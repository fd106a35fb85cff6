// @vitest-environment jsdom
// The close-out review forms (issue 45): a do-not-return is refused without its reason category and nothing is sent;
// with it, the organization's review is sent with its scores; the worker's reply is sent once.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { REVIEW_MESSAGES as M } from '@/domain/reviews';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/msw';
import { ReviewForm } from './review-form';
import { ReplyForm } from './reply-form';

const APP = '11111111-1111-4111-8111-111111111111';
const REVIEW = '22222222-2222-4222-8222-222222222222';

async function score(label: string, n: number) {
  await userEvent.click(screen.getByRole('radio', { name: `${label}: ${n}` }));
}

describe('the organization’s review form', () => {
  it('refuses a do-not-return without its reason, then sends it with attendance', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(`/api/applications/${APP}/reviews`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    renderWithProviders(<ReviewForm side="organization" applicationId={APP} />);
    await score(M.criteria.clinical_skills, 4);
    await score(M.criteria.reliability, 2);
    await score(M.criteria.teamwork, 4);
    await score(M.criteria.communication, 3);
    await userEvent.click(screen.getByRole('switch', { name: M.labels.eligibleForRehire }));
    await userEvent.click(screen.getByRole('button', { name: M.labels.submit }));
    expect(await screen.findByText(M.errors.reasonRequired)).toBeVisible();
    expect(sent).toEqual([]);

    await userEvent.selectOptions(screen.getByLabelText(M.labels.doNotReturnReason), 'attendance');
    fireEvent.change(screen.getByLabelText(M.labels.comments), { target: { value: 'Late to four shifts.' } });
    await userEvent.click(screen.getByRole('button', { name: M.labels.submit }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      scores: { clinical_skills: 4, reliability: 2, teamwork: 4, communication: 3 },
      comments: 'Late to four shifts.',
      eligible_for_rehire: false,
      do_not_return_reason: 'attendance',
    });
  });

  it('refuses a review with a criterion not scored', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(`/api/applications/${APP}/reviews`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    renderWithProviders(<ReviewForm side="worker" applicationId={APP} />);
    await score(M.criteria.orientation, 5);
    await userEvent.click(screen.getByRole('button', { name: M.labels.submit }));
    expect((await screen.findAllByText(M.errors.scoreRange))[0]).toBeVisible();
    expect(sent).toEqual([]);
  });
});

describe('the worker’s reply form', () => {
  it('sends her reply', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(`/api/reviews/${REVIEW}/reply`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({}, { status: 200 });
      }),
    );
    renderWithProviders(<ReplyForm reviewId={REVIEW} />);
    await userEvent.click(screen.getByRole('button', { name: M.labels.sendReply }));
    expect(await screen.findByText(M.errors.replyRequired)).toBeVisible();
    fireEvent.change(screen.getByRole('textbox', { name: M.labels.reply }), {
      target: { value: 'My car broke down twice.' },
    });
    await userEvent.click(screen.getByRole('button', { name: M.labels.sendReply }));
    await vi.waitFor(() => expect(sent).toEqual([{ reply: 'My car broke down twice.' }]));
  });
});
