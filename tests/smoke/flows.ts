// The smoke flows: the main paths of a visitor, a worker and a recruiter, on the demo seed of a fresh server, in each
// engine at a phone's width (390 px) and a desktop's (1280 px). Each step waits for a condition (an element, a URL, a
// text), never for a fixed time; the first step that does not happen within its wait fails the run, naming the step,
// the URL and what the page reads. Page errors (uncaught errors, unhandled rejections, console.error) fail it too.
import { MESSAGES } from '../../src/domain/shared/messages';
import type { Engine, Handle } from './drivers';
import { inPage, type Spec } from './in-page';

const DEMO_PASSWORD = 'demo-password';
/** How long one step may wait for its condition: generous, for a machine whose two cores are busy with other work. */
const STEP_TIMEOUT = 20_000;
const POLL = 100;

export class StepFailure extends Error {}

/** One engine at one viewport, on one server. */
export class Smoke {
  constructor(
    readonly engine: Engine,
    readonly base: string,
    readonly width: number,
  ) {}

  private async poll<T>(what: string, attempt: () => Promise<T | null | undefined | false>): Promise<T> {
    const deadline = Date.now() + STEP_TIMEOUT;
    let last: unknown;
    for (;;) {
      try {
        const value = await attempt();
        if (value !== null && value !== undefined && value !== false) return value;
      } catch (e) {
        // A page between documents, or an element that moved: try again until the deadline.
        last = e;
      }
      if (Date.now() > deadline) {
        const url = await this.engine.url().catch(() => '?');
        const page = await this.engine.evaluate<string>(inPage('page')).catch(() => '?');
        throw new StepFailure(
          `${what} did not happen within ${STEP_TIMEOUT / 1000} s\n  at ${url}\n  the page reads: ${page}` +
            (last instanceof Error ? `\n  last error: ${last.message}` : ''),
        );
      }
      await new Promise((r) => setTimeout(r, POLL));
    }
  }

  async open(path: string) {
    await this.engine.open(`${this.base}${path}`);
    // Installs the page-error collector as early as the driver lets us.
    await this.engine.evaluate(inPage('errors'));
  }

  see(spec: Spec): Promise<Handle> {
    return this.poll(`see ${JSON.stringify(spec)}`, () => this.engine.element(inPage('find', spec)));
  }

  async click(spec: Spec) {
    await this.poll(`click ${JSON.stringify(spec)}`, async () => {
      const el = await this.engine.element(inPage('find', spec));
      if (!el) return null;
      await this.engine.click(el);
      return true;
    });
  }

  async fill(spec: Spec, text: string) {
    await this.poll(`fill ${JSON.stringify(spec)} with ${JSON.stringify(text)}`, async () => {
      const el = await this.engine.element(inPage('find', spec));
      if (!el) return null;
      await this.engine.type(el, text);
      return true;
    });
  }

  /**
   * Waits until the page has received a whole answer from a URL matching `pattern` (the browser's own resource timing:
   * an entry is added once its response has ended), e.g. the search's results after the URL changed — the page's
   * spinner starts only when the request does, so "spinner gone" alone can hold before the request has begun.
   */
  async fetched(pattern: RegExp) {
    const source = JSON.stringify(pattern.source);
    await this.poll(`an answer from a URL matching ${pattern}`, () =>
      this.engine.evaluate<boolean>(
        `performance.getEntriesByType('resource').some(function (e) { return e.responseEnd > 0 && new RegExp(${source}).test(e.name); })`,
      ),
    );
  }

  /** Waits until nothing matches (a spinner gone). */
  async gone(spec: Spec) {
    await this.poll(`${JSON.stringify(spec)} gone`, async () => {
      return (await this.engine.evaluate<number>(inPage('count', spec))) === 0;
    });
  }

  async url(pattern: RegExp) {
    await this.poll(`the URL matching ${pattern}`, async () => pattern.test(await this.engine.url()));
  }

  async textOf(spec: Spec, expected: string) {
    await this.poll(`${JSON.stringify(spec)} reading ${JSON.stringify(expected)}`, async () => {
      return (await this.engine.evaluate<string | null>(inPage('text', spec))) === expected;
    });
  }

  /** Follows a link of the main navigation: through the menu button on a phone, as a person does. */
  async nav(label: string) {
    if (this.width >= 768)
      return this.click({ role: 'link', name: label, within: { role: 'navigation', name: 'Main' } });
    await this.click({ role: 'button', name: 'Toggle navigation' });
    await this.click({ role: 'link', name: label, within: { role: 'navigation', name: 'Main mobile' } });
  }

  async signIn(email: string, home: RegExp) {
    await this.engine.forget();
    await this.open('/login');
    await this.fill({ label: 'Email' }, email);
    await this.fill({ label: 'Password' }, DEMO_PASSWORD);
    await this.click({ role: 'button', name: 'Log in' });
    await this.url(home);
  }

  /** Page errors so far: the engine's own reports and the in-page collector's. */
  async errors(): Promise<string[]> {
    const collected = await this.engine.evaluate<string[]>(inPage('errors')).catch(() => []);
    return [...this.engine.reportedErrors(), ...collected];
  }
}

export interface Flow {
  name: string;
  run: (s: Smoke) => Promise<void>;
}

const JOB_PAGE = /\/explore-jobs\/[0-9a-f-]{36}$/;
const firstCardLink: Spec = { role: 'link', within: { role: 'heading', within: { role: 'article' } } };

export const FLOWS: readonly Flow[] = [
  {
    name: 'visitor: the public board, a job page',
    async run(s) {
      await s.engine.forget();
      await s.open('/explore-jobs');
      await s.see({ role: 'heading', name: 'Explore jobs' });
      await s.click(firstCardLink);
      await s.url(JOB_PAGE);
      await s.see({ role: 'heading', name: MESSAGES.publicJobs.signUpToCompare });
    },
  },
  {
    name: 'worker: sign in, search, a job and its comparison, the profile (a number)',
    async run(s) {
      await s.signIn('worker@demo.test', /\/explore-jobs$/);
      await s.see({ role: 'heading', name: 'Explore jobs' });
      await s.fill({ label: 'Search jobs' }, 'registered nurse');
      await s.click({ role: 'button', name: 'Search' });
      await s.url(/q=registered\+nurse/);
      // The previous results stay on screen while the search's arrive: wait for the search's answer, then for the page
      // to show it (its spinner, shown from the request's start, gone), before opening the first result.
      await s.fetched(/\/api\/jobs\?(.*&)?q=registered(\+|%20)nurse/);
      await s.gone({ role: 'status', name: 'Updating results' });
      await s.click(firstCardLink);
      await s.url(JOB_PAGE);
      await s.see({ text: '/^Job ID: /' });
      await s.see({ text: 'Employer Name' });
      await s.nav('Profile');
      await s.url(/\/profile$/);
      // A different value at each width, so the second run changes what the first saved.
      const min = s.width < 768 ? '36' : '38';
      await s.click({ role: 'button', name: 'Edit Hours per week' });
      await s.fill({ label: 'Hours per week minimum', within: { role: 'dialog' } }, min);
      await s.fill({ label: 'Hours per week maximum', within: { role: 'dialog' } }, '44');
      await s.click({ role: 'button', name: 'Done', within: { role: 'dialog' } });
      await s.textOf({ testId: 'profile-value-hours_per_week' }, `${min} - 44`);
    },
  },
  {
    name: 'recruiter: applications, one application, Change Status',
    async run(s) {
      await s.signIn('recruiter@demo.test', /\/application$/);
      await s.click({ role: 'link', name: '/^New: \\d+$/' });
      await s.see({ role: 'heading', name: 'New applications' });
      await s.click({ role: 'link', within: { role: 'listitem', within: { role: 'main' } } });
      await s.url(/\/application\/new\/[^/]+\/[^/]+\/[^/?]+$/);
      await s.click({ role: 'button', name: 'Change Status' });
      await s.click({ role: 'button', name: 'Continue', within: { role: 'dialog', name: 'Change Status' } });
      await s.see({ text: MESSAGES.selectStatus, within: { role: 'dialog', name: 'Change Status' } });
    },
  },
];
