// @vitest-environment jsdom
// A column far off the board's view draws its first cards only, and the rest once it comes within a screen of the view
// (an IntersectionObserver on the column, attached from its ref: board-column.tsx). The observer goes away with it.
import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import type { ApplicationBoard } from '@/domain/applications';
import { renderWithProviders } from '../../../../test/render';
import { listItem } from '../../../../test/fixtures';
import { boardFiltersOf } from '../../queries';
import { BoardColumn } from './board-column';

/** A stand-in for the browser's observer: the test says when the column comes near the view. */
class FakeObserver {
  static all: FakeObserver[] = [];
  watched: Element[] = [];
  disconnected = false;
  constructor(public readonly callback: (entries: { isIntersecting: boolean }[]) => void) {
    FakeObserver.all.push(this);
  }
  observe(el: Element) {
    this.watched.push(el);
  }
  disconnect() {
    this.disconnected = true;
  }
}

const REAL = globalThis.IntersectionObserver;
afterEach(() => {
  globalThis.IntersectionObserver = REAL;
  FakeObserver.all = [];
});

const card = (i: number) =>
  listItem({ applicationId: `a${i}`, worker_id: `w${i}`, worker_name: `Worker ${i}`, gw_job_id: `GW${i}` });

const column = { status: 'New', count: 8, items: Array.from({ length: 8 }, (_, i) => card(i)), nextCursor: null };

/** The column, drawn as the board draws it before "Show more" (with the fake observer in place). */
function renderColumn() {
  globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  return renderWithProviders(
    <BoardColumn
      column={column as ApplicationBoard['columns'][number]}
      filters={boardFiltersOf(new URLSearchParams())}
      more={false}
      onMore={() => undefined}
    />,
  );
}

describe('a board column far off the view', () => {
  it('draws its first cards, then all once near the view; its observer goes with it', async () => {
    const { unmount } = renderColumn();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    const [observer] = FakeObserver.all;
    expect(observer!.watched).toEqual([screen.getByTestId('board-column-New')]);
    await act(async () => observer!.callback([{ isIntersecting: true }]));
    expect(await screen.findAllByRole('listitem')).toHaveLength(8);
    // Near once, near for good: the observer is let go and none is made again.
    expect(observer!.disconnected).toBe(true);
    expect(FakeObserver.all).toHaveLength(1);
    unmount();
  });

  it('lets its observer go when it is taken off the page before coming near', () => {
    const { unmount } = renderColumn();
    unmount();
    expect(FakeObserver.all[0]!.disconnected).toBe(true);
  });
});
