// @vitest-environment jsdom
// Results that stay: a bulk action's answer (moved, refused with reasons) stays on screen whatever the list becomes,
// even when the list is left empty; Assign recruiter offers the recruiters of the selected rows' organization (an
// admin's list included) and says so when the rows span several organizations.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import type { ApplicationListItem, BulkActionResult } from '@/domain/applications';
import { MESSAGES } from '@/domain/shared';
import { meQueryKey, type Me } from '../../lib/auth';
import { listItem, recruiterMe } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { server } from '../../test/msw';
import { Component as ListPage } from './application-list-page';

const row = (applicationId: string, worker_name: string, organization_id = 'o1'): ApplicationListItem =>
  listItem({
    applicationId,
    status: 'Screening',
    version: 3,
    worker_id: `w-${applicationId}`,
    worker_name,
    organization_id,
  });

const adminMe: Me = { ...recruiterMe, id: 'admin1', role: 'admin', organization: null };

/** The Screening list answering `pages()` (the current rows) and the rest of what the page reads. */
function serve(pages: () => ApplicationListItem[]) {
  server.use(
    http.get('/api/applications', () => HttpResponse.json({ items: pages(), nextCursor: null })),
    http.get('/api/applications/counts', () => HttpResponse.json({ counts: {}, counters_waiting: 0 })),
    http.get('/api/credential-alerts', () => HttpResponse.json([])),
    http.post('/api/revalidate/dashboard', () => HttpResponse.json({ ok: true })),
  );
}

const renderList = (me: Me) =>
  renderWithProviders(
    <Routes>
      <Route path="/application/:status" element={<ListPage />} />
    </Routes>,
    { route: '/application/screening', seed: [[meQueryKey, me]] },
  );

describe('a status list’s bulk result', () => {
  it('stays on screen with the refused row and its reason when the list it leaves is empty', async () => {
    let rows = [row('a1', 'Ann Able')];
    serve(() => rows);
    const answer: BulkActionResult = {
      changed: [],
      refused: [{ applicationId: 'a1', error: 'CONFLICT', message: MESSAGES.errors.staleUpdate }],
    };
    server.use(
      http.post('/api/application-journey/bulk', () => {
        // Someone else moved the row meanwhile: the refetched list is empty.
        rows = [];
        return HttpResponse.json(answer);
      }),
    );
    const user = userEvent.setup();
    renderList(recruiterMe);

    await user.click(await screen.findByRole('checkbox', { name: /^Select Ann Able/ }));
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    await user.selectOptions(await screen.findByLabelText('New status'), 'Submitted');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('No Screening applications.')).toBeInTheDocument();
    const result = screen.getByTestId('bulk-result');
    expect(result).toHaveTextContent(MESSAGES.bulkMoved(0));
    expect(result).toHaveTextContent(MESSAGES.bulkRefused(1));
    expect(
      within(result)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([`Ann Able, ICU RN (GW1): ${MESSAGES.errors.staleUpdate}`]);
  });
});

describe('Assign recruiter in an admin’s list', () => {
  it('offers the recruiters of the selected rows’ organization', async () => {
    serve(() => [row('a1', 'Ann Able', 'org-a'), row('a2', 'Ben Baker', 'org-b')]);
    server.use(
      http.get('/api/recruiters', ({ request }) =>
        HttpResponse.json(
          new URL(request.url).searchParams.get('organizationId') === 'org-b'
            ? [{ id: 'r-b', label: 'Marcus Lee' }]
            : [],
        ),
      ),
    );
    const user = userEvent.setup();
    renderList(adminMe);
    await user.click(await screen.findByRole('checkbox', { name: /^Select Ben Baker/ }));
    await user.click(screen.getByRole('button', { name: 'Assign recruiter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign recruiter' });
    const select = within(dialog).getByLabelText(/Recruiter/);
    expect(await within(select).findByRole('option', { name: 'Marcus Lee' })).toBeInTheDocument();
  });

  it('explains that rows of several organizations cannot share a recruiter', async () => {
    serve(() => [row('a1', 'Ann Able', 'org-a'), row('a2', 'Ben Baker', 'org-b')]);
    const user = userEvent.setup();
    renderList(adminMe);
    await user.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }));
    await user.click(screen.getByRole('button', { name: 'Assign recruiter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign recruiter' });
    expect(within(dialog).getByText(MESSAGES.bulkAssignSpansOrganizations(2))).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Assign' })).toBeDisabled();
  });
});

describe('the Done list’s “Review due” mark (issue 45)', () => {
  it('marks the placement the organization has not reviewed yet, and only that one', async () => {
    const done = (id: string, name: string, review_due: boolean): ApplicationListItem => ({
      ...row(id, name),
      status: 'Done',
      review_due,
    });
    serve(() => [done('a1', 'Ann Able', true), done('a2', 'Ben Baker', false)]);
    renderWithProviders(
      <Routes>
        <Route path="/application/:status" element={<ListPage />} />
      </Routes>,
      { route: '/application/done', seed: [[meQueryKey, recruiterMe]] },
    );
    const ann = (await screen.findByRole('link', { name: 'Ann Able' })).closest('li')!;
    const ben = screen.getByRole('link', { name: 'Ben Baker' }).closest('li')!;
    expect(within(ann).getByTestId('review-due')).toHaveTextContent(MESSAGES.reviews.labels.reviewDue);
    expect(within(ann).getByText('Review due')).toBeVisible();
    expect(within(ben).queryByTestId('review-due')).toBeNull();
  });
});
