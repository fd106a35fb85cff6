// What the browser specs of server-drawn pages check (hydration.spec.ts: the public pages; signed-in-first-view.spec.ts:
// a signed-in person's first views): the problems a page reports, and whether React took over the very nodes the
// server sent rather than drawing them again.
import { expect, type Page } from '@playwright/test';

/**
 * Chromium's note that a preloaded answer was not used "within a few seconds from the window's load event" is a
 * measure of the machine's speed (it appeared only when both cores were busy with other browsers), not of the page.
 */
const MACHINE_SPEED_NOTE = /was preloaded using link preload but not used within a few seconds/;

/** Errors and warnings the page reports, but for the machine's speed note and the `expected` ones the caller names. */
export function collectProblems(page: Page, expected: RegExp[] = []): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() !== 'error' && m.type() !== 'warning') return;
    if ([MACHINE_SPEED_NOTE, ...expected].some((known) => known.test(m.text()))) return;
    problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

/**
 * Keeps the page's first heading and its text as the server sent them (before any script ran), to compare after; and
 * where each control of its content (in main) was in the document then, for `controlsMoved`.
 */
export async function keepServerPage(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const w = window as unknown as {
        serverHeading: Element | null;
        serverText: string;
        serverControls: { el: Element; x: number; y: number }[];
      };
      w.serverHeading = document.querySelector('#root h1');
      w.serverText = document.querySelector('#root')?.textContent ?? '';
      // Those drawn (a control not shown yet, e.g. a password's visibility toggle until the app owns it, has no box).
      w.serverControls = [...document.querySelectorAll('#root main :is(button, a[href], input, select, textarea)')]
        .map((el) => ({ el, r: el.getBoundingClientRect() }))
        .filter(({ r }) => r.width > 0 && r.height > 0)
        .map(({ el, r }) => ({ el, x: Math.round(r.x + scrollX), y: Math.round(r.y + scrollY) }));
    });
  });
}

/**
 * The controls of the page's content that moved in the document since the server's page was parsed (keepServerPage),
 * anywhere on the page, in view or below it: a control that moves as the app takes over and its reads arrive takes a
 * press made as it moves somewhere else. Layout shifts (recordLayoutShifts) count only what is in view.
 */
export const controlsMoved = (page: Page) =>
  page.evaluate(() => {
    const { serverControls } = window as unknown as { serverControls: { el: Element; x: number; y: number }[] };
    return serverControls.flatMap(({ el, x, y }) => {
      if (!el.isConnected) return [];
      const r = el.getBoundingClientRect();
      const now = { x: Math.round(r.x + scrollX), y: Math.round(r.y + scrollY) };
      if (Math.abs(now.x - x) <= 1 && Math.abs(now.y - y) <= 1) return [];
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
      return [`${el.tagName.toLowerCase()} "${name}": ${x},${y} -> ${now.x},${now.y}`];
    });
  });

/** The page's text as the server sent it (keepServerPage). */
export const serverText = (page: Page) => page.evaluate(() => (window as unknown as { serverText: string }).serverText);

/** Once React owns the heading: whether it is the very node the server sent (keepServerPage). */
export async function hydratedInPlace(page: Page): Promise<boolean> {
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(document.querySelector('#root h1') ?? {}).some((k) => k.startsWith('__react'))),
    )
    .toBe(true);
  return page.evaluate(() => {
    const sent = (window as unknown as { serverHeading: Element | null }).serverHeading;
    return !!sent && sent.isConnected && sent === document.querySelector('#root h1');
  });
}

/**
 * Records the layout shifts of the page's content (in main) from its first paint (addInitScript: before any script of
 * the page), each with the elements that moved and where they were and are, for `layoutShifts`.
 */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShifts: string[] };
    w.layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (e.hadRecentInput) continue;
        // Where a box was and is (x,y w×h): what moved, and by how much, says why.
        const box = (r: DOMRectReadOnly) =>
          `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
        // The page's own content (what is in main), not the shell's header around it.
        const moved = (e.sources ?? [])
          .map((s) => ({ s, el: s.node instanceof Element ? s.node : s.node?.parentElement }))
          .filter((m): m is typeof m & { el: Element } => !!m.el?.closest('main'))
          .map(
            ({ s, el }) =>
              `${el.tagName.toLowerCase()}.${el.className}: ${(el.textContent ?? '').slice(0, 40)} ` +
              `(${box(s.previousRect)} -> ${box(s.currentRect)})`,
          );
        if (moved.length === 0) continue;
        w.layoutShifts.push(`${e.value.toFixed(4)} at ${Math.round(e.startTime)} ms: ${moved.join(' | ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Forgets the layout shifts recorded so far (recordLayoutShifts): what follows is the next page's. */
export const forgetLayoutShifts = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { layoutShifts: string[] }).layoutShifts = [];
  });

/** The layout shifts recorded so far (recordLayoutShifts), after the next two frames have been drawn. */
export const layoutShifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve((window as unknown as { layoutShifts: string[] }).layoutShifts)),
        ),
      ),
  );
