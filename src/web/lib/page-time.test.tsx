// @vitest-environment jsdom
// What a page the server drew writes relative to now is written from the moment it was drawn, on the server and in the
// browser's hydration, and from the browser's clock once the app owns the page (page-time.ts). A board card's "time in
// status" is drawn by the server at 14:00:45, 45 seconds after the move ("just now"), and hydrated at 14:01:20, when
// the browser's clock says 80 seconds ("1 minute"): the hydration keeps the server's markup without a mismatch, then
// the card says "1 minute". From the browser's clock, React found other words, threw the server's markup away and drew
// the card again (a recoverable error: the control below shows it).
import { startTransition, StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { timeInStatus } from '@/domain/applications';
import { BoardCardView } from '../features/applications/components/board/board-card';
import { theme } from '../app/theme';
import { createTestQueryClient } from '../test/render';
import { listItem } from '../test/fixtures';
import { stampPageTime, usePageNow } from './page-time';

// Hydration is driven by React's scheduler here, as in the browser, not by act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const MOVED = Date.parse('2026-12-03T14:00:00Z');
const DRAWN = MOVED + 45_000;
const HYDRATED = MOVED + 80_000;

let root: Root | null = null;
afterEach(() => {
  root?.unmount();
  root = null;
  document.body.innerHTML = '';
  vi.useRealTimers();
});

const item = listItem({ status: 'Submitted', status_changed_at: new Date(MOVED).toISOString() });

/** Draws `ui` as the server's renderer does (stamped at DRAWN), then hydrates it at HYDRATED; answers the container
 * and the hydration's recoverable errors (a mismatch is one). */
async function drawThenHydrate(ui: () => ReactNode) {
  const app = () => {
    const client = createTestQueryClient();
    stampPageTime(client, DRAWN);
    return (
      <StrictMode>
        <MantineProvider theme={theme}>
          <QueryClientProvider client={client}>
            <MemoryRouter>{ui()}</MemoryRouter>
          </QueryClientProvider>
        </MantineProvider>
      </StrictMode>
    );
  };
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(DRAWN);
  const container = document.createElement('div');
  container.innerHTML = renderToString(app());
  document.body.appendChild(container);
  const drawn = container.textContent;
  vi.setSystemTime(HYDRATED);
  const mismatches: unknown[] = [];
  startTransition(() => {
    root = hydrateRoot(container, app(), { onRecoverableError: (e) => mismatches.push(e) });
  });
  return { container, drawn, mismatches };
}

describe('the time a page the server drew is written from', () => {
  it('is the moment it was drawn while the browser hydrates it, then the browser’s own', async () => {
    const { container, drawn, mismatches } = await drawThenHydrate(() => <BoardCardView item={item} />);
    expect(drawn).toContain('just now');
    const firstNode = container.firstElementChild;
    await vi.waitFor(() => expect(container.textContent).toContain('1 minute'));
    expect(container.textContent).not.toContain('just now');
    expect(mismatches).toEqual([]);
    // The server's nodes were taken over, not drawn again.
    expect(container.firstElementChild).toBe(firstNode);
  });

  it('control: written from the browser’s clock, the hydration finds other words than the server’s', async () => {
    function FromTheClock() {
      return <p>{timeInStatus(item.status_changed_at, new Date())}</p>;
    }
    function FromThePage() {
      return <p>{timeInStatus(item.status_changed_at, usePageNow())}</p>;
    }
    const clock = await drawThenHydrate(() => <FromTheClock />);
    await vi.waitFor(() => expect(clock.mismatches.length).toBeGreaterThan(0));
    root?.unmount();
    root = null;
    document.body.innerHTML = '';
    const page = await drawThenHydrate(() => <FromThePage />);
    await vi.waitFor(() => expect(page.container.querySelector('p')?.textContent).toBe('1 minute'));
    expect(page.mismatches).toEqual([]);
  });
});
