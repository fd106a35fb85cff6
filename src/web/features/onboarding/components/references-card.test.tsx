// @vitest-environment jsdom
// The references card (issue 31): the worker names a referee through the card's labelled form and sees each referee's
// state and dates; the organization's side reads the answers in words.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { REFERENCE_MESSAGES as M, type ReferencesView, type RefereeView } from '@/domain/onboarding';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/msw';
import { ReferencesCard } from './references-card';

const APP = '11111111-1111-4111-8111-111111111111';
const referee = (over: Partial<RefereeView> = {}): RefereeView => ({
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Nora Quinn',
  email: 'nora@example.test',
  relationship: 'Charge nurse',
  workplace: 'Grady ICU',
  state: 'waiting',
  sent_at: '2026-11-20T10:00:00.000Z',
  reminded_at: '2026-11-23T10:00:00.000Z',
  answered_at: null,
  answers: null,
  ...over,
});
const view = (over: Partial<ReferencesView> = {}): ReferencesView => ({
  application_id: APP,
  required_count: 2,
  answered: 0,
  can_edit: true,
  max: 5,
  referees: [],
  ...over,
});

describe('the references card', () => {
  it('lets the worker name a referee and shows the new state, with the sent and reminded dates', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get(`/api/applications/${APP}/referees`, () => HttpResponse.json(view())),
      http.post(`/api/applications/${APP}/referees`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(view({ referees: [referee()] }), { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ReferencesCard applicationId={APP} />);
    expect(await screen.findByText(M.answeredCount(0, 2))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: M.addReferee }));
    await user.type(screen.getByRole('textbox', { name: M.fields.name }), 'Nora Quinn');
    await user.type(screen.getByRole('textbox', { name: M.fields.email }), 'Nora@Example.test');
    await user.type(screen.getByRole('textbox', { name: M.fields.relationship }), 'Charge nurse');
    await user.type(screen.getByRole('textbox', { name: M.fields.workplace }), 'Grady ICU');
    await user.click(screen.getByRole('button', { name: M.save }));
    const item = await screen.findByRole('listitem', { name: 'Nora Quinn' });
    expect(within(item).getByTestId('referee-state')).toHaveTextContent(M.state.waiting);
    expect(within(item).getByText('Sent Nov 20, 2026 · Reminded Nov 23, 2026')).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: M.resend })).toBeInTheDocument();
    expect(sent).toEqual([
      { name: 'Nora Quinn', email: 'nora@example.test', relationship: 'Charge nurse', workplace: 'Grady ICU' },
    ]);
  });

  it("shows the organization's side the answers in words, and no worker actions", async () => {
    const answered = referee({
      state: 'answered',
      answered_at: '2026-11-24T10:00:00.000Z',
      answers: [
        { id: 'rehire', label: 'Would you rehire this person?', kind: 'yes-no', value: 'yes' },
        { id: 'competence', label: 'Clinical competence', kind: 'rating', value: 4 },
      ],
    });
    server.use(
      http.get(`/api/applications/${APP}/referees`, () =>
        HttpResponse.json(view({ can_edit: false, answered: 1, referees: [answered] })),
      ),
    );
    renderWithProviders(<ReferencesCard applicationId={APP} />);
    const item = await screen.findByRole('listitem', { name: 'Nora Quinn' });
    expect(within(item).getByTestId('referee-state')).toHaveTextContent(M.state.answered);
    expect(within(item).getByText('Would you rehire this person?')).toBeInTheDocument();
    expect(within(item).getByText(M.yes)).toBeInTheDocument();
    expect(within(item).getByText(M.ratingOf(4))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: M.addReferee })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: M.resend })).not.toBeInTheDocument();
  });
});
