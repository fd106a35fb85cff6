// @vitest-environment jsdom
// The pipeline board draws its columns and cards before @dnd-kit has loaded; when the drag-and-drop layer arrives the
// same cards take the grips' handlers, the focused grip keeps the focus, and a card can be picked up from the keyboard.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ApplicationBoard, ApplicationListItem } from '@/domain/applications';
import { MESSAGES } from '@/domain/shared';
import { meQueryKey } from '../../lib/auth';
import { listItem, recruiterMe } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { server } from '../../test/msw';
import { Component as BoardPage } from './board-page';

// The layer's module arrives only when the test lets it.
const layer = vi.hoisted(() => {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  return { arrived, release: () => release() };
});
vi.mock('../../features/applications/components/board/board-dnd-layer', async (importOriginal) => {
  await layer.arrived;
  return importOriginal();
});

const me = recruiterMe;

const card = (applicationId: string, worker_name: string): ApplicationListItem =>
  listItem({
    applicationId,
    worker_id: `w-${applicationId}`,
    worker_name,
    recruiter_id: 'u1',
    recruiter_name: 'Rita Recruiter',
  });

const board: ApplicationBoard = {
  columns: [
    { status: 'New', count: 2, items: [card('a1', 'Ann Able'), card('a2', 'Ben Baker')], nextCursor: null },
    { status: 'Screening', count: 0, items: [], nextCursor: null },
  ],
};

describe('the pipeline board', () => {
  it('draws the cards before drag and drop loads, then keeps the focused grip and drags from the keyboard', async () => {
    server.use(
      http.get('/api/applications/board', () => HttpResponse.json(board)),
      http.get('/api/recruiters', () => HttpResponse.json([{ id: 'u1', label: 'Rita Recruiter' }])),
      http.get('/api/applications/job-options', () => HttpResponse.json({ items: [], more: false })),
    );
    const user = userEvent.setup();
    renderWithProviders(<BoardPage />, { route: '/application/board', seed: [[meQueryKey, me]] });

    // Drawn without @dnd-kit: the cards, their grips at rest, the job filter's input. (The cards come in a deferred
    // render after the answer's: a busy machine can take over the default second to get there.)
    expect(await screen.findAllByTestId('board-card')).toHaveLength(2);
    const grip = screen.getByRole('button', { name: 'Move Ann Able, ICU RN' });
    expect(grip).toHaveAttribute('aria-roledescription', 'draggable');
    expect(grip).not.toHaveAttribute('aria-describedby');
    expect(screen.getByRole('combobox', { name: MESSAGES.board.job })).toBeInTheDocument();
    grip.focus();

    layer.release();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move Ann Able, ICU RN' })).toHaveAttribute('aria-describedby'),
    );
    const ready = screen.getByRole('button', { name: 'Move Ann Able, ICU RN' });
    expect(ready).toHaveFocus();
    // The instructions the grip points to, in the catalogue's words (rendered by the layer once mounted).
    await waitFor(() =>
      expect(document.getElementById(ready.getAttribute('aria-describedby')!)).toHaveTextContent(
        MESSAGES.boardDragInstructions,
      ),
    );
    expect(within(screen.getByTestId('board-column-New')).getAllByTestId('board-card')).toHaveLength(2);

    await user.keyboard(' ');
    await screen.findByText(MESSAGES.boardPickedUp('Ann Able, ICU RN', 'New'));
    await user.keyboard('{Escape}');
    await screen.findByText(MESSAGES.boardCancelled('Ann Able, ICU RN'));
  });
});
