// Sets the time of one person's browser context (decision 0047): every request it sends carries `x-test-clock`, which
// the browser tests' server (E2E=1) runs that request at (src/server/test-clock.ts), and its pages get the same kind
// of Date: a real subclass of the native Date whose `new Date()` and `Date.now()` are shifted by the offset, every
// other form passing through. Not page.clock: its fake Date broke @date-fns/tz's TZDate, a subclass of the Date it
// found. The clock runs on from the instant set. Moving it = calling setClock again, then reloading or navigating by
// a click (the init script runs at each new document).
import type { BrowserContext, Page } from '@playwright/test';

/** The header the browser tests' server reads the time of a request from (src/server/test-clock.ts). */
const HEADER = 'x-test-clock';

/** Installed in every document of the context: the page's Date, shifted by `offset` ms. */
function shiftDate(offset: number) {
  const w = window as unknown as { __testClockOffset?: number; __NativeDate?: DateConstructor; Date: DateConstructor };
  w.__testClockOffset = offset;
  if (w.__NativeDate) return;
  const NativeDate = Date;
  w.__NativeDate = NativeDate;
  class ShiftedDate extends NativeDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(NativeDate.now() + (w.__testClockOffset ?? 0));
      else super(...(args as [number]));
    }
    static override now() {
      return NativeDate.now() + (w.__testClockOffset ?? 0);
    }
    static [Symbol.hasInstance](value: unknown) {
      return value instanceof NativeDate;
    }
  }
  w.Date = ShiftedDate as unknown as DateConstructor;
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
