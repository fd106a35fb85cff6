// The browser tests' clock (decision 0047): a request that carries `x-test-clock: <ISO instant>` runs as if it were that
// instant — its `new Date()` and `Date.now()` are shifted by the difference — so a spec can stand in week 8 of an
// assignment, or after its end, without waiting weeks. Only that request is shifted (an AsyncLocalStorage store set
// per request): other specs sharing the server, timers, the outbox, live events and WebSocket connections keep the
// real time.
//
// Installed only when config.testClock is on (E2E=1 outside production: loadConfig refuses E2E=1 in production), and
// refused here too when NODE_ENV is production, so no deployment can be told the time by a request header.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The request header that sets the clock of one request. */
export const TEST_CLOCK_HEADER = 'x-test-clock';

/** The Date the process started with, kept to restore it (tests) and to measure real time. */
const NativeDate: DateConstructor = globalThis.Date;

/** The offset (ms) of the request being served, or undefined outside a request with the header (real time). */
const offsetOfRequest = new AsyncLocalStorage<number>();

const offsetNow = () => offsetOfRequest.getStore() ?? 0;

/**
 * The process's Date while the test clock is installed: the native Date behind a Proxy that shifts only "now" —
 * `new Date()` without arguments, `Date()` and `Date.now()` answer the native time plus the offset of the request being
 * served; every other constructor form and static (parse, UTC) passes through. A Proxy, not a subclass: its
 * `prototype` is the native one, so a library that reads `Date.prototype`'s methods when it loads (@date-fns/tz's
 * TZDate copies every one of them) or subclasses Date sees the real thing, and `instanceof` holds for every Date.
 */
const ShiftedDate: DateConstructor = new Proxy(NativeDate, {
  construct: (target, args: unknown[], newTarget: new (...a: unknown[]) => object) =>
    Reflect.construct(target, args.length === 0 ? [NativeDate.now() + offsetNow()] : args, newTarget),
  apply: () => new NativeDate(NativeDate.now() + offsetNow()).toString(),
  get: (target, prop) => (prop === 'now' ? () => NativeDate.now() + offsetNow() : Reflect.get(target, prop, target)),
});

/** The offset (ms) a header value asks for, or null when it is not an instant. */
export function offsetOf(header: unknown, realNow = NativeDate.now()): number | null {
  if (typeof header !== 'string' || header.length > 40) return null;
  const at = NativeDate.parse(header);
  return Number.isFinite(at) ? at - realNow : null;
}

/** True while the test clock replaces the process's Date. */
export function testClockInstalled(): boolean {
  return globalThis.Date === ShiftedDate;
}

/**
 * Installs the test clock on `app`: replaces the process's Date with ShiftedDate and runs each request that carries
 * the header (from this hook on: register it after authentication, whose session expiry is judged at real time) with
 * its offset. Refuses production (the server would let any caller set its time). Answers false when not installed.
 */
export function installTestClock(app: FastifyInstance, nodeEnv: string | undefined = process.env.NODE_ENV): boolean {
  if (nodeEnv === 'production' || process.env.NODE_ENV === 'production') return false;
  globalThis.Date = ShiftedDate;
  const offsets = new WeakMap<FastifyRequest, number>();
  // Entered at onRequest and again at preValidation: a body is parsed from the socket's events, outside the store.
  const enter = (request: FastifyRequest, done: () => void) => {
    const offset = offsets.get(request);
    return offset === undefined ? done() : offsetOfRequest.run(offset, done);
  };
  app.addHook('onRequest', (request, _reply, done) => {
    // A WebSocket upgrade opens a live connection, not a request at one instant: it runs at the real time, as live
    // events do (a socket set up at a shifted time judged its session expired after 30 days, and closed at once).
    const upgrade = (request.raw as { upgrade?: boolean }).upgrade === true;
    const offset = upgrade ? null : offsetOf(request.headers[TEST_CLOCK_HEADER]);
    if (offset !== null) offsets.set(request, offset);
    enter(request, done);
  });
  app.addHook('preValidation', (request, _reply, done) => enter(request, done));
  app.addHook('onClose', async () => uninstallTestClock());
  return true;
}

/** Gives the process its native Date back (the app's close does it). */
export function uninstallTestClock(): void {
  globalThis.Date = NativeDate;
}
