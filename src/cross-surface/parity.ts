// Shared by the catalogue of forms (form-catalogue.ts) and its one parity test (forms-parity.test.ts): what a form's
// check and the server answered with the same payload, and a record of the verdicts seen, so every property must see
// its rules refuse as well as accept (a property that only ever accepts, or only ever refuses, proves nothing); the
// property runner, the shape of a catalogue entry, and the test app the test starts from.
import { expect } from 'vitest';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import type { ZodType } from 'zod';
import { domainFormErrors, type DomainFormCheck } from '../web/lib/domain-form-check';
import { checkedBody } from '../web/lib/api';
import { createTestApp, type TestApp } from '../server/test/test-app';
import { buildOrgWithTeam } from '../server/test/factories';
import { newestMailTo } from '../server/test/mail';

export const OK = 'ok';

/** The verdicts seen since the last `expectSeen`. */
const seen = new Map<string, number>();

/** Records a verdict (a message, or 'ok') and answers it. */
export function note(verdict: string | null): string {
  const v = verdict ?? OK;
  seen.set(v, (seen.get(v) ?? 0) + 1);
  return v;
}

/** 'ok' for a 2xx, else the message the server refused with. */
export function serverVerdict(res: LightMyRequestResponse): string {
  if (res.statusCode < 300) return OK;
  const body = res.json() as { message?: string };
  return body.message ?? `status ${res.statusCode}`;
}

/** The server's field messages, keyed by the path below `prefix` (a refusal of the whole payload under '_form'). */
export function serverFields(res: LightMyRequestResponse, prefix = ''): Record<string, string> {
  if (res.statusCode < 300) return {};
  const fields = (res.json() as { fields?: Record<string, string> }).fields ?? {};
  const out: Record<string, string> = {};
  for (const [k, m] of Object.entries(fields)) {
    const key = prefix && k.startsWith(prefix) ? k.slice(prefix.length) : k === prefix.replace(/\.$/, '') ? '_form' : k;
    out[key || '_form'] = m;
  }
  return out;
}

/** Asserts 'ok' and each of `messages` (and at least one refusal) were seen since the last call, then forgets them. */
export function expectSeen(...messages: string[]) {
  const verdicts = [...seen.keys()];
  expect(verdicts, 'an accepted payload').toContain(OK);
  expect(
    verdicts.some((v) => v !== OK),
    `a refused payload among ${verdicts.join(' | ')}`,
  ).toBe(true);
  for (const m of messages) expect(verdicts, m).toContain(m);
  seen.clear();
}

/** A form's verdict: its message (null: it sends), and its message per field where the form shows them. */
export type FormVerdict = string | null | { message: string | null; fields: Record<string, string> };

/**
 * Asserts the form's verdict is the server's answer to the same `payload`, and records it (`note`). With a verdict per
 * field, a 400 must also carry the same field messages; `prefix` is the path the server's fields carry above the form's
 * (e.g. 'answers.').
 */
export function expectAgree(form: FormVerdict, res: LightMyRequestResponse, payload: unknown, prefix = '') {
  const message = form !== null && typeof form === 'object' ? form.message : form;
  const expected = note(message);
  const what = JSON.stringify(payload)?.slice(0, 300);
  expect(serverVerdict(res), what).toBe(expected);
  if (form !== null && typeof form === 'object' && expected !== OK && res.statusCode === 400)
    expect(serverFields(res, prefix), what).toEqual(form.fields);
}

/**
 * One parity property: fast-check runs `check` (which asserts the form and the server agree, `expectAgree`) over the
 * fixed `examples` first (an accepted and a refused payload, so no run can miss a verdict) and then `runs` generated
 * inputs (30 unless told); then an acceptance, a refusal and each of `mustSee` must have been seen (`expectSeen`).
 * `mustSee: false` leaves that to a later `expectSeen` over several properties.
 */
export async function parityProperty<Ts extends [unknown, ...unknown[]]>(
  arbitraries: { [K in keyof Ts]: fc.Arbitrary<Ts[K]> },
  check: (...values: Ts) => Promise<void>,
  options: { runs?: number; examples?: NoInfer<Ts>[]; mustSee?: string[] | false } = {},
): Promise<void> {
  const property = fc.asyncProperty<Ts>(...arbitraries, check);
  await fc.assert(property, { numRuns: options.runs ?? 30, examples: options.examples ?? [] });
  if (options.mustSee !== false) expectSeen(...(options.mustSee ?? []));
}

/** The parity test's app (the test closes it: `afterAll(() => t.close())`). */
export const parityApp = () => createTestApp();

/** An organization with its team, for one catalogue entry. */
export const parityTeam = (t: TestApp) => buildOrgWithTeam(t.app);
export type ParityTeam = Awaited<ReturnType<typeof buildOrgWithTeam>>;

let address = 0;
/** Another client address per call, so a route's rate limit never answers instead of its rules. */
export function remoteAddress(): string {
  address++;
  return `10.33.${Math.floor(address / 250) % 250}.${address % 250}`;
}

/** POSTs `payload` to `url` signed out, from a new client address (a public route's rate limit never answers). */
export function postSignedOut(t: TestApp, url: string, payload: object) {
  return t.app.inject({ method: 'POST', url, payload, remoteAddress: remoteAddress() });
}

/** The last link mailed to `to` matching `pattern` (its first group), the outbox drained first; '' if none. */
export async function mailedToken(t: TestApp, to: string, pattern: RegExp): Promise<string> {
  const mail = await newestMailTo(t.app, to);
  return pattern.exec(mail?.text ?? '')?.[1] ?? '';
}

/** What the one form hook (web/lib/domain-form.ts) refuses `values` with: its first message, or null when it sends. */
export function hookRefusal<V>(schema: ZodType, values: V, check?: DomainFormCheck<V>): string | null {
  return Object.values(domainFormErrors(schema, values, check))[0] ?? null;
}

/** The hook's verdict with its message per field (compared with the server's `fields` on a 400). */
export function hookVerdict<V>(schema: ZodType, values: V, check?: DomainFormCheck<V>): FormVerdict {
  const fields = domainFormErrors(schema, values, check);
  return { message: Object.values(fields)[0] ?? null, fields };
}

/** What every entry of the catalogue runs in: the test app, and an organization's team of the entry's own. */
export interface ParityWorld {
  t: TestApp;
  team: ParityTeam;
}

/** One form of the catalogue: what a person meets, the route it sends to, the schema it checks with, its property. */
export interface FormCase {
  /** The form as a person meets it (and the check it runs before sending, where that is not the schema alone). */
  form: string;
  /** The route it sends to, 'METHOD /path' as the server declares it. */
  route: string;
  /** The domain schema of the form's check (its hook's, or the body it sends); null for an upload's fields. */
  schema: ZodType | null;
  /** Runs the property: fast-check over what the form could send, each payload to the route, both verdicts equal. */
  run: (w: ParityWorld) => Promise<void>;
}

/**
 * A catalogue entry from its parts: `setup` makes the data the form works on (the context `check` receives), `inputs`
 * are what a person could leave in the form's inputs, `check` builds the payload, sends it and asserts the form and the
 * server agree (expectAgree); `runs`, `examples` and `mustSee` as parityProperty's; `after` runs once the property
 * has.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an entry without setup has no context of its own
export function formCase<C extends object = {}, Ts extends [unknown, ...unknown[]] = [unknown]>(entry: {
  form: string;
  route: string;
  schema: ZodType | null;
  setup?: (w: ParityWorld) => Promise<C>;
  inputs: { [K in keyof Ts]: fc.Arbitrary<Ts[K]> };
  check: (ctx: NoInfer<C> & ParityWorld, ...values: Ts) => Promise<void>;
  runs?: number;
  examples?: NoInfer<Ts>[];
  mustSee?: string[] | false;
  after?: (ctx: NoInfer<C> & ParityWorld) => Promise<void>;
}): FormCase {
  return {
    form: entry.form,
    route: entry.route,
    schema: entry.schema,
    run: async (w) => {
      const ctx = { ...w, ...(entry.setup ? await entry.setup(w) : ({} as C)) };
      await parityProperty<Ts>(entry.inputs, (...values) => entry.check(ctx, ...values), {
        runs: entry.runs,
        examples: entry.examples,
        mustSee: entry.mustSee,
      });
      await entry.after?.(ctx);
    },
  };
}

/** The first value most of the time (`weight` to 1), else one of the others: a property sees both verdicts. */
export function mostly<T>(good: T, others: T[], weight = 4): fc.Arbitrary<T> {
  return fc.oneof({ arbitrary: fc.constant(good), weight }, { arbitrary: fc.constantFrom(...others), weight: 1 });
}

/** What an action that sends through `checkedBody(schema, body)` refuses with: its message and its fields. */
export function checkedVerdict(schema: Parameters<typeof checkedBody>[0], body: unknown): FormVerdict {
  try {
    checkedBody(schema, body);
    return { message: null, fields: {} };
  } catch (err) {
    const e = err as { message: string; body: { fields?: Record<string, string> } };
    return { message: e.message, fields: e.body.fields ?? {} };
  }
}
