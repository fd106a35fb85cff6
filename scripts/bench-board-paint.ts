// How long the pipeline board takes to open for a recruiter, in a real browser (Debian's Chromium through
// Playwright): from the navigation's start (performance.timeOrigin) to the first animation frame after a card of the
// board is in the document, measured in the page. The harness's own wall clock (from before page.goto until
// Playwright sees the card) is kept beside it: it adds the browser's navigation set-up and Playwright's polling.
// Cold = a new browser context (no HTTP cache, no service worker); warm = the same context navigating again.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browsers';

export interface BoardPaint {
  viewport: string;
  cold: number[];
  warm: number[];
  /** The harness's wall clock for the cold runs (page.goto → Playwright sees the card). */
  coldWall: number[];
  columns: number;
}

/** Opens `/application/board` `runs` times per viewport and returns ms to the first card (and counts) each time. */
export async function measureBoardPaint(base: string, cookie: string, runs = 5): Promise<BoardPaint[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const [name, value] = cookie.split(';')[0]!.split('=');
  const results: BoardPaint[] = [];
  try {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      const out: BoardPaint = { viewport: `${viewport.width} px`, cold: [], warm: [], coldWall: [], columns: 0 };
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
        // In every document: the time of the first frame after a board card appears, from the navigation's start.
        await context.addInitScript(() => {
          const w = window as unknown as { __firstCard?: number };
          const seen = new MutationObserver(() => {
            if (!document.querySelector('[data-testid="board-card"]')) return;
            seen.disconnect();
            requestAnimationFrame(() => (w.__firstCard = performance.now()));
          });
          seen.observe(document, { childList: true, subtree: true });
        });
        await context.addCookies([{ name: name!, value: value!, url: base }]);
        const page = await context.newPage();
        for (const kind of ['cold', 'warm'] as const) {
          const t0 = Date.now();
          await page.goto(`${base}/application/board`, { waitUntil: 'commit' });
          await page.getByTestId('board-card').first().waitFor({ state: 'visible', timeout: 30_000 });
          if (kind === 'cold') out.coldWall.push(Date.now() - t0);
          const inPage = await page.waitForFunction(() => (window as unknown as { __firstCard?: number }).__firstCard);
          out[kind].push(Math.round(Number(await inPage.jsonValue())));
          out.columns = await page.getByTestId('column-count').count();
        }
        await context.close();
      }
      results.push(out);
    }
  } finally {
    await browser.close();
  }
  return results;
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
