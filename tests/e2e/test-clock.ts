// Sets the time of one person's browser context (decision 0047): every request it sends carries `x-test-clock`, which
// the browser tests' server (E2E=1) runs that request at (src/server/test-clock.ts), and its pages get the same kind
// of Date: the native Date behind a Proxy that shifts only "now". Not page.clock, and not a subclass of Date: both
// left @date-fns/tz's TZDate (which copies Date.prototype's methods when it loads) without its methods, so a local
// time at the facility could not be turned into an instant. The clock runs on from the instant set. Moving it = calling setClock again, then reloading or navigating by
// a click (the init script runs at each new document).
import type { BrowserContext, Page } from '@playwright/test';

/** The header the browser tests' server reads the time of a request from (src/server/test-clock.ts). */
const HEADER = 'x-test-clock';

/**
 * Installed in every document of the context: the page's Date, shifted by `offset` ms. The native Date behind a Proxy
 * that shifts only "now" (`new Date()`, `Date()`, `Date.now()`): its `prototype` is the native one, so @date-fns/tz's
 * TZDate, which copies `Date.prototype`'s methods when it loads and subclasses Date, works as without the clock.
 */
function shiftDate(offset: number) {
  const w = window as unknown as { __testClockOffset?: number; __NativeDate?: DateConstructor; Date: DateConstructor };
  w.__testClockOffset = offset;
  if (w.__NativeDate) return;
  const NativeDate = Date;
  w.__NativeDate = NativeDate;
  const now = () => NativeDate.now() + (w.__testClockOffset ?? 0);
  w.Date = new Proxy(NativeDate, {
    construct: (target, args: unknown[], newTarget: new (...a: unknown[]) => object) =>
      Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget),
    apply: () => new NativeDate(now()).toString(),
    get: (target, prop) => (prop === 'now' ? now : Reflect.get(target, prop, target)),
  });
}

/**
 * Sets the clock of `page`'s context to `iso` (an instant), for its requests and the documents it opens next; the
 * context's pages already open keep their time until reloaded or navigated.
 */
export async function setClock(page: Page | BrowserContext, iso: string): Promise<void> {
  const context = 'context' in page ? page.context() : page;
  const offset = Date.parse(iso) - Date.now();
  await context.setExtraHTTPHeaders({ [HEADER]: new Date(Date.parse(iso)).toISOString() });
  await context.addInitScript(shiftDate, offset);
}
