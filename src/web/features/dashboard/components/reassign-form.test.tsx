// @vitest-environment jsdom
// Reassign applications on the one form hook (issue 43): the route's schema (reassignInput) checks the chosen
// recruiter, Reassign stays disabled until one is chosen, and the chosen one is what is sent.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { TeamMember } from '@/domain/organizations';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/msw';
import { RecruiterManagement } from './recruiter-management';

afterEach(cleanup);

const member = (id: string, first: string, assigned: number): TeamMember => ({
  id,
  first_name: first,
  last_name: 'Recruiter',
  email: `${first.toLowerCase()}@clinic.test`,
  role: 'recruiter',
  active: true,
  assigned,
});

describe('Reassign applications', () => {
  it('is disabled until a recruiter is chosen, then sends the chosen one', async () => {
    const sent: { url: string; body: unknown }[] = [];
    server.use(
      http.get('/api/auth/me', () => HttpResponse.json({ error: 'UNAUTHORIZED', message: 'x' }, { status: 401 })),
      http.get('/api/org/members', () =>
        HttpResponse.json({ members: [member('r1', 'Rita', 3), member('r2', 'Rob', 0)], invitations: [] }),
      ),
      http.post('/api/org/members/:id/reassign', async ({ request }) => {
        sent.push({ url: new URL(request.url).pathname, body: await request.json() });
        return HttpResponse.json({ moved: 3 });
      }),
    );
    renderWithProviders(<RecruiterManagement />);
    const open = (await screen.findAllByRole('button', { name: 'Reassign applications of rita@clinic.test' }))[0]!;
    await act(async () => void fireEvent.click(open));
    const dialog = await screen.findByRole('dialog', { name: 'Reassign applications' });
    const reassign = within(dialog).getByRole('button', { name: 'Reassign' });
    expect(reassign).toBeDisabled();

    await act(async () => void fireEvent.click(within(dialog).getByLabelText('New recruiter')));
    await act(
      async () => void fireEvent.click(await screen.findByRole('option', { name: 'Rob Recruiter', hidden: true })),
    );
    expect(reassign).toBeEnabled();
    await act(async () => void fireEvent.click(reassign));
    await waitFor(() => expect(sent).toEqual([{ url: '/api/org/members/r1/reassign', body: { toRecruiterId: 'r2' } }]));
  });
});
