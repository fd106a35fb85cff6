// The two engines Playwright's Debian-less builds cannot reach here, each driven the standard way
// (docs/decisions/0040-webkit-and-firefox-smoke.md):
// - WebKit: WebKitGTK's own WebDriver server (Debian's webkit2gtk-driver, the engine of Safari) over plain W3C
//   WebDriver HTTP, its MiniBrowser on a private Xvfb display;
// - Firefox: Debian's Firefox ESR through WebDriver BiDi (puppeteer-core; no geckodriver), headless.
// Both answer the same small interface the flows use; finding elements happens in the page (in-page.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import puppeteer, { type ElementHandle, type Page } from 'puppeteer-core';
import { FIREFOX_PATH } from '../../scripts/browsers';
import { HANG_MS } from '../../src/server/test/hang';

export type EngineName = 'webkit' | 'firefox';

/** The keys the flows press, by their names in the W3C key list (and Puppeteer's). */
export type Key = 'Space' | 'ArrowLeft' | 'ArrowRight' | 'ArrowDown' | 'Escape' | 'Enter';

/** An element found in the page, as the engine refers to it. */
export type Handle = { readonly engine: EngineName };

export interface Engine {
  readonly name: EngineName;
  /** Loads a URL (a full page load) and waits for the document. */
  open(url: string): Promise<void>;
  /** Sets the page's viewport (CSS pixels). */
  viewport(width: number, height: number): Promise<void>;
  /** Evaluates an expression in the page; its JSON value. */
  evaluate<T>(expression: string): Promise<T>;
  /** Evaluates an expression that answers an element or null. */
  element(expression: string): Promise<Handle | null>;
  click(element: Handle): Promise<void>;
  /** Types text into a field, replacing what it holds (as a person selecting all and typing). */
  type(element: Handle, text: string): Promise<void>;
  /** Focuses a field and sends keystrokes as they come, selecting nothing first (a date field's segments). */
  keys(element: Handle, text: string): Promise<void>;
  /** Presses one key where the focus is. */
  press(key: Key): Promise<void>;
  /** Chooses a file from disk in a file field, as the file picker would. */
  upload(element: Handle, path: string): Promise<void>;
  url(): Promise<string>;
  /** Ends the signed-in session: cookies and storage of the app's origin. */
  forget(): Promise<void>;
  /** Page errors the engine itself reported (Firefox does; WebKit's driver does not expose them). */
  reportedErrors(): string[];
  close(): Promise<void>;
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function stop(child: ChildProcess | undefined) {
  if (child && child.exitCode === null) child.kill('SIGTERM');
}

// ---------------------------------------------------------------------------------------------------------------- WebKit

const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';
const SELECT_ALL = '\uE009a\uE009';
/** WebDriver's code points of the keys (W3C WebDriver, "Keyboard actions"). */
const KEY_CODES: Record<Key, string> = {
  Space: '\uE00D',
  ArrowLeft: '\uE012',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
  Escape: '\uE00C',
  Enter: '\uE007',
};

interface WebKitHandle extends Handle {
  readonly engine: 'webkit';
  readonly id: string;
}

/** Starts Xvfb on a display it picks itself (-displayfd) and answers the display's number. */
function startXvfb(): Promise<{ display: string; child: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const child = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'], {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${stderr}`)));
    (child.stdio[3] as NodeJS.ReadableStream).once('data', (d: Buffer) =>
      resolve({ display: `:${d.toString().trim()}`, child }),
    );
  });
}

async function waitForDriver(base: string, child: ChildProcess, deadline: number) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited (${child.exitCode})`);
    try {
      if ((await fetch(`${base}/status`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('WebKitWebDriver did not answer /status');
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function startWebKit(): Promise<Engine> {
  const xvfb = await startXvfb();
  const port = await freePort();
  const driver = spawn('WebKitWebDriver', [`--port=${port}`], {
    env: { ...process.env, DISPLAY: xvfb.display },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForDriver(base, driver, Date.now() + HANG_MS);
  } catch (e) {
    stop(driver);
    stop(xvfb.child);
    throw e;
  }
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as { value: T & { error?: string; message?: string } };
    if (!res.ok) throw new Error(`WebDriver ${method} ${path}: ${json.value?.error} ${json.value?.message}`);
    return json.value;
  }
  const session = await call<{ sessionId: string }>('POST', '/session', {
    capabilities: { alwaysMatch: { browserName: 'MiniBrowser' } },
  });
  const s = `/session/${session.sessionId}`;
  const execute = <T>(expression: string) =>
    call<T>('POST', `${s}/execute/sync`, { script: `return ${expression}`, args: [] });
  const id = (h: Handle) => (h as WebKitHandle).id;
  return {
    name: 'webkit',
    async open(url) {
      await call('POST', `${s}/url`, { url });
    },
    async viewport(width, height) {
      // The window's outer size includes MiniBrowser's frame: set it, measure the page, correct by the difference.
      await call('POST', `${s}/window/rect`, { width, height });
      const inner = await execute<[number, number]>('[window.innerWidth, window.innerHeight]');
      await call('POST', `${s}/window/rect`, { width: 2 * width - inner[0], height: 2 * height - inner[1] });
    },
    evaluate: execute,
    async element(expression) {
      const value = await execute<Record<string, string> | null>(expression);
      return value && value[ELEMENT_KEY] ? ({ engine: 'webkit', id: value[ELEMENT_KEY] } as WebKitHandle) : null;
    },
    async click(element) {
      await call('POST', `${s}/element/${id(element)}/click`, {});
    },
    async type(element, text) {
      await call('POST', `${s}/element/${id(element)}/click`, {});
      await call('POST', `${s}/element/${id(element)}/value`, { text: SELECT_ALL + text });
    },
    async keys(element, text) {
      await call('POST', `${s}/execute/sync`, {
        script: 'arguments[0].focus()',
        args: [{ [ELEMENT_KEY]: id(element) }],
      });
      await call('POST', `${s}/actions`, {
        actions: [
          {
            type: 'key',
            id: 'keyboard',
            actions: [...text].flatMap((c) => [
              { type: 'keyDown', value: c },
              { type: 'keyUp', value: c },
            ]),
          },
        ],
      });
    },
    async press(key) {
      const value = KEY_CODES[key];
      await call('POST', `${s}/actions`, {
        actions: [
          {
            type: 'key',
            id: 'keyboard',
            actions: [
              { type: 'keyDown', value },
              { type: 'keyUp', value },
            ],
          },
        ],
      });
    },
    async upload(element, path) {
      // Element Send Keys on a file field sets its files (W3C WebDriver), as choosing them in the picker does.
      await call('POST', `${s}/element/${id(element)}/value`, { text: path });
    },
    url: () => call<string>('GET', `${s}/url`),
    async forget() {
      await call('DELETE', `${s}/cookie`);
      // (On the first, blank page there is no origin's storage: the browser refuses to touch it.)
      await execute(
        '(function () { try { localStorage.clear(); sessionStorage.clear(); } catch (e) {} return null; })()',
      );
    },
    reportedErrors: () => [],
    async close() {
      await call('DELETE', s).catch(() => undefined);
      stop(driver);
      stop(xvfb.child);
    },
  };
}

// --------------------------------------------------------------------------------------------------------------- Firefox

interface FirefoxHandle extends Handle {
  readonly engine: 'firefox';
  readonly element: ElementHandle<Element>;
}

/** Firefox's own words for a WebSocket that could not connect or was cut while a page loaded. */
const WEBSOCKET_NETWORK_EVENT =
  /^(Firefox can’t establish a connection to the server at wss?:\/\/|The connection to wss?:\/\/\S+ was interrupted while the page was loading\.$)/;

export async function startFirefox(): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    // No update checks, telemetry or first-run pages: only the page's own requests.
    extraPrefsFirefox: {
      'app.update.enabled': false,
      'browser.shell.checkDefaultBrowser': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'toolkit.telemetry.enabled': false,
    },
  });
  let context = await browser.createBrowserContext();
  let page: Page = await context.newPage();
  const errors: string[] = [];
  const listen = (p: Page) =>
    p.on('pageerror', (e) => {
      const message = e instanceof Error ? e.message : String(e);
      // Firefox reports a live socket's failed or cut connection (a server restarting, a page torn down mid-handshake)
      // through the same channel as script errors; it is the network's event, which the app meets by reconnecting
      // (live-socket.ts), not an error of the page's code (WebKit's collector and Chromium never count it either).
      if (WEBSOCKET_NETWORK_EVENT.test(message)) return;
      errors.push(`pageerror: ${message}`);
    });
  listen(page);
  let size = { width: 1280, height: 800 };
  const el = (h: Handle) => (h as FirefoxHandle).element;
  return {
    name: 'firefox',
    async open(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    async viewport(width, height) {
      size = { width, height };
      await page.setViewport(size);
    },
    evaluate: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
    async element(expression) {
      const handle = await page.evaluateHandle(expression);
      const element = handle.asElement();
      if (!element) {
        await handle.dispose();
        return null;
      }
      return { engine: 'firefox', element: element as ElementHandle<Element> } as FirefoxHandle;
    },
    async click(element) {
      await el(element).click();
    },
    async type(element, text) {
      await el(element).click();
      await page.keyboard.down('Control');
      await page.keyboard.press('a');
      await page.keyboard.up('Control');
      await page.keyboard.type(text);
    },
    async keys(element, text) {
      await el(element).focus();
      // At a person's pace (about 12 keys a second), not the driver's: a date field typed at machine speed over a
      // value it already held came out empty in Firefox (noted in issue 46's closing note).
      await page.keyboard.type(text, { delay: 80 });
    },
    async press(key) {
      // Puppeteer over BiDi names the space bar by its character.
      await page.keyboard.press(key === 'Space' ? ' ' : key);
    },
    async upload(element, path) {
      await (el(element) as ElementHandle<HTMLInputElement>).uploadFile(path);
    },
    url: async () => page.url(),
    async forget() {
      // A new private context: no cookies, no storage. What the old page reports while it is torn down (its live
      // socket cut mid-handshake) is the harness's doing, not the app's: it stops being heard first.
      page.removeAllListeners('pageerror');
      await context.close();
      context = await browser.createBrowserContext();
      page = await context.newPage();
      listen(page);
      await page.setViewport(size);
    },
    reportedErrors: () => errors.slice(),
    async close() {
      await browser.close();
    },
  };
}

export function startEngine(name: EngineName): Promise<Engine> {
  return name === 'webkit' ? startWebKit() : startFirefox();
}
