// @vitest-environment jsdom
// The public reference form (issue 31): a used link says so as the page opens, before anything is typed; a working
// link asks the organization's questions, refuses an incomplete answer in the domain's words without sending it, and
// sends the answers once.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { DEFAULT_REFERENCE_QUESTIONS, REFERENCE_MESSAGES as M, type ReferenceForm } from '@/domain/onboarding';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/msw';
import { Component as ReferencePage } from './reference-page';

const TOKEN = 'a'.repeat(43);
const VALID: ReferenceForm = {
  status: 'valid',
  referee_name: 'Nora Quinn',
  worker_name: 'Ann Lee',
  organization_name: 'Sunrise Health',
  job_title: 'ICU RN',
  questions: DEFAULT_REFERENCE_QUESTIONS.map((q) => ({ ...q })),
  today: '2026-11-26',
};

const open = () =>
  renderWithProviders(
    <Routes>
      <Route path="/reference/:token" element={<ReferencePage />} />
    </Routes>,
    { route: `/reference/${TOKEN}` },
  );

describe('the reference form', () => {
  it('says at once that a used link was already answered, with no form', async () => {
    server.use(
      http.get(`/api/references/${TOKEN}`, () => HttpResponse.json({ status: 'used', message: M.alreadyAnswered })),
    );
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent(M.alreadyAnswered);
    expect(screen.queryByRole('button', { name: M.submit })).not.toBeInTheDocument();
  });

  it('refuses an incomplete answer without sending it, then sends the answers once', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get(`/api/references/${TOKEN}`, () => HttpResponse.json(VALID)),
      http.post(`/api/references/${TOKEN}`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ ok: true });
      }),
    );
    const user = userEvent.setup();
    open();
    await screen.findByText(M.formIntro('Nora Quinn', 'Ann Lee', 'Sunrise Health', 'ICU RN'));
    await user.click(screen.getByRole('button', { name: M.submit }));
    expect((await screen.findAllByText(M.answerRequired)).length).toBeGreaterThan(0);
    expect(sent).toEqual([]);

    // Date inputs (no textbox role): set as the browser's date picker does.
    fireEvent.change(screen.getByLabelText(M.from, { exact: false }), { target: { value: '2024-02-01' } });
    fireEvent.change(screen.getByLabelText(M.to, { exact: false }), { target: { value: '2025-08-31' } });
    await user.click(screen.getByRole('radio', { name: M.yes }));
    await user.click(screen.getByRole('radio', { name: M.ratingOf(4) }));
    await user.type(screen.getByRole('textbox', { name: 'Comments' }), 'Calm and kind.');
    await user.click(screen.getByRole('button', { name: M.submit }));
    expect(await screen.findByRole('status')).toHaveTextContent(M.thanks);
    await waitFor(() =>
      expect(sent).toEqual([
        {
          answers: {
            dates: { from: '2024-02-01', to: '2025-08-31' },
            rehire: 'yes',
            competence: 4,
            comments: 'Calm and kind.',
          },
        },
      ]),
    );
  });
});
