// Shared test setup: DOM matchers for component tests (harmless in node tests).
import '@testing-library/jest-dom/vitest';
import { faker } from '@faker-js/faker/locale/en';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { HANG_MS } from './server/test/hang';

// What the factories make up is seeded (src/server/test/factories.ts): before each test with the run's seed (chosen in
// vitest.config.ts, or TEST_SEED), so a failure replays; the seed is printed with the failure.
const TEST_SEED = Number(process.env.TEST_SEED ?? 1);
faker.seed(TEST_SEED);
beforeEach((ctx) => {
  faker.seed(TEST_SEED);
  ctx.onTestFailed(() => {
    console.error(`"${ctx.task.name}" failed with TEST_SEED=${TEST_SEED}; replay it with TEST_SEED=${TEST_SEED}`);
  });
});

// FAKE_NOW=2031-01-01 runs the tests with the clock moved there (issue 46: tests must outlive the calendar; CI runs the
// clock-sensitive files so). Date becomes a proxy of itself whose now (and argument-less construction) runs at the real
// clock's pace from FAKE_NOW: a fake clock that advances in steps froze under load (rows written meanwhile tied), and a
// subclass hid Date.prototype's methods from libraries that wrap them at load (@date-fns/tz's TZDate). Timers and
// performance.now stay real. A test that sets its own clock (vi.useFakeTimers, vi.setSystemTime) starts from this one;
// after it puts the real timers back, the next test gets FAKE_NOW's clock again.
const FAKE_NOW = process.env.FAKE_NOW ? Date.parse(process.env.FAKE_NOW) : null;
if (FAKE_NOW !== null && Number.isNaN(FAKE_NOW)) throw new Error(`FAKE_NOW is not a date: ${process.env.FAKE_NOW}`);
const REAL_DATE = Date;
const offset = FAKE_NOW === null ? 0 : FAKE_NOW - REAL_DATE.now();
const shiftedNow = () => REAL_DATE.now() + offset;
const ShiftedDate = new Proxy(REAL_DATE, {
  construct: (target, args, newTarget) => Reflect.construct(target, args.length ? args : [shiftedNow()], newTarget),
  apply: () => new REAL_DATE(shiftedNow()).toString(),
  get: (target, prop, receiver) => (prop === 'now' ? shiftedNow : Reflect.get(target, prop, receiver)),
});
const fakeNow = () => {
  if (FAKE_NOW !== null && globalThis.Date === REAL_DATE) globalThis.Date = ShiftedDate;
};
fakeNow();
beforeAll(fakeNow);
beforeEach(fakeNow);

// vi.waitFor waits up to HANG_MS (60 s, src/server/test/hang.ts) by default instead of Vitest's 1 s (the same reason as Testing Library's wait below): a
// wait is a hang detector, not a budget, and a condition that takes 1–15 s on a machine whose cores other work keeps
// busy is not a fault (issue 46). A passing wait still ends as soon as its condition holds. Wrapped once per worker
// (files share it when the project does not isolate them).
const WAIT_DEFAULT = Symbol.for('carelink.waitForDefault');
if (!(WAIT_DEFAULT in vi.waitFor)) {
  const waitFor = vi.waitFor.bind(vi);
  vi.waitFor = Object.assign(
    ((callback, options) =>
      waitFor(callback, typeof options === 'number' ? options : { timeout: HANG_MS, ...options })) as typeof vi.waitFor,
    { [WAIT_DEFAULT]: true },
  );
}

// Component tests (jsdom) only; node tests (domain, server) are left as they are.
if (typeof window !== 'undefined') {
  // findBy… and waitFor wait for a condition up to HANG_MS, as vi.waitFor does, instead of Testing Library's 1 s: on a
  // loaded machine (two test files side by side on two cores, CI's unit stage) a page's first render after its mocked
  // answers took longer than 1 s, and with other work on both cores (issue 46: green on a busy machine) longer than
  // 5 s, and the test failed though nothing was wrong. A passing wait still ends as soon as its condition holds; only a
  // failing one waits longer. One bound for every wait: no test sets a shorter one of its own.
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: HANG_MS });
  // What jsdom lacks and Mantine uses (color scheme and media queries, overlays' sizing, comboboxes' scrolling).
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  Element.prototype.scrollIntoView ??= () => {};
  // jsdom's Blob has no arrayBuffer(); PGlite reads its extension bundles (pg_trgm) through it in the cross-surface
  // tests, which run the real server on PGlite inside jsdom.
  Blob.prototype.arrayBuffer ??= function (this: Blob) {
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(this);
    });
  };
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
    });

  // The fake network (src/web/test/msw.ts): a request no handler answers fails the test.
  const { server } = await import('./web/test/msw');
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  // Form drafts (lib/form-draft.ts) live in local storage: each test starts without another test's draft.
  afterEach(() => window.localStorage.clear());
  afterAll(() => server.close());
}

// The server suite's files share a worker's module graph (vitest.config.ts, isolate: false): a file that fakes the clock
// leaves it real for the next one, whatever its own tests did.
afterAll(() => {
  vi.useRealTimers();
});
