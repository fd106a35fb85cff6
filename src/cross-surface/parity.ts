// Shared by the forms-parity tests: what a form's check and the server answered with the same payload, and a record of
// the verdicts seen, so every property must see its rules refuse as well as accept (a property that only ever
// accepts, or only ever refuses, proves nothing).
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';

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

export const RUNS = { numRuns: 30 };
