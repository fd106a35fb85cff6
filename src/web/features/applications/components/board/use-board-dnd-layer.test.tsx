// @vitest-environment jsdom
// The board's drag-and-drop layer arrives on its own (use-board-dnd-layer.ts). On a board the server drew, it may
// arrive before the browser hydrates the page (a fast network, a cached file): the hydration must still draw what the
// server drew, the columns without the layer, and the layer follow. Drawn with the layer in the hydration, the grips
// kept the server's aria-disabled="true" (React does not patch an attribute the hydration finds different): a keyboard
// could never pick a card up on that board. A server that had loaded the layer must not draw it either (its grips would
// say they work before the page's script has attached their handlers).
import { startTransition, StrictMode, useRef } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../../app/theme';
import { createTestQueryClient } from '../../../../test/render';
import { listItem } from '../../../../test/fixtures';
import { boardFiltersOf } from '../../queries';
import { BoardColumn } from './board-column';
import { loadBoardDndLayer, useBoardDndLayer } from './use-board-dnd-layer';

// Hydration is driven by React's scheduler here, as in the browser, not by act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

beforeAll(() => {
  // jsdom has no IntersectionObserver (a column watches whether it is near the view); the column is in view.
  globalThis.IntersectionObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
});

let root: Root | null = null;
afterEach(() => {
  root?.unmount();
  root = null;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const column = { status: 'New' as const, count: 1, items: [listItem({ status: 'New' })], nextCursor: null };
const filters = boardFiltersOf(new URLSearchParams());
const noop = () => {};

/** The board's columns as the board page draws them: without the layer, then inside it once it has arrived. */
function Columns() {
  const region = useRef<HTMLDivElement>(null);
  const dnd = useBoardDndLayer(region);
  const Column = dnd?.DroppableBoardColumn ?? BoardColumn;
  const columns = (
    <div ref={region}>
      <Column column={column} filters={filters} more={false} onMore={noop} />
    </div>
  );
  return dnd ? <dnd.BoardDndLayer onDrop={noop}>{columns}</dnd.BoardDndLayer> : columns;
}

const app = () => (
  <StrictMode>
    <MantineProvider theme={theme}>
      <QueryClientProvider client={createTestQueryClient()}>
        <MemoryRouter>
          <Columns />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>
);

const grip = (container: ParentNode) => container.querySelector('button[aria-label^="Move "]');

describe('the drag-and-drop layer of a board the server drew', () => {
  it('is drawn after the hydration when it arrived before it, and the grips then work', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(app());
    document.body.appendChild(container);
    expect(grip(container)?.getAttribute('aria-disabled')).toBe('true');
    // The layer arrives before the page's script hydrates the page.
    await loadBoardDndLayer();
    const errors = vi.spyOn(console, 'error');
    const mismatches: unknown[] = [];
    startTransition(() => {
      root = hydrateRoot(container, app(), { onRecoverableError: (e) => mismatches.push(e) });
    });
    await vi.waitFor(() => expect(grip(container)?.getAttribute('aria-disabled')).toBe('false'));
    expect(grip(container)?.getAttribute('aria-roledescription')).toBe('draggable');
    expect(mismatches).toEqual([]);
    // No warning that the hydration found attributes other than the server's.
    expect(errors.mock.calls.filter((c) => /hydrat|match/i.test(String(c[0])))).toEqual([]);
  });

  it('is not drawn by a server that has loaded it: the grips wait for the page’s script', async () => {
    await loadBoardDndLayer();
    const container = document.createElement('div');
    container.innerHTML = renderToString(app());
    expect(grip(container)?.getAttribute('aria-disabled')).toBe('true');
  });
});
