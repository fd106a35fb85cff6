// One parity test over the catalogue of forms (form-catalogue.ts): for each form, fast-check generates what a person
// could type into it, the form's own check (its hook's domain schema and rules) gives its verdict, and the same payload
// goes to the route it sends to. Both accept, or both refuse with the same message (and, where the form shows them,
// the same message per field). Each form must see an acceptance and a refusal (parity.ts expectSeen).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HTTPMethods } from 'fastify';
import type { TestApp } from '../server/test/test-app';
import { FORMS } from './form-catalogue';
import { parityApp, parityTeam } from './parity';

let t: TestApp;
beforeAll(async () => void (t = await parityApp()), 120_000);
afterAll(async () => t.close());

describe('the catalogue of forms', () => {
  it('names each form once, and only routes the server has', () => {
    expect(new Set(FORMS.map((f) => f.form)).size).toBe(FORMS.length);
    const missing = FORMS.filter((f) => {
      const [method, url] = f.route.split(' ');
      return !t.app.hasRoute({ method: method as HTTPMethods, url });
    }).map((f) => f.route);
    expect(missing).toEqual([]);
  });
});

describe('each form refuses what the server refuses, with the same message', () => {
  it.each(FORMS.map((f) => [`${f.form} (${f.route})`, f] as const))('%s', { timeout: 600_000 }, async (_name, f) => {
    // Each form works on an organization of its own (its invitations, keys and webhooks count against no other's).
    await f.run({ t, team: await parityTeam(t) });
  });
});
