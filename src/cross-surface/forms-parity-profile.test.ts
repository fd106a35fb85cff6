// The profile dialogs against the server (issue 33): fast-check fills every dialog's inputs as a worker could (blank,
// good, negative, too long, ranges upside down, end before start…) over the stored profile it opens on; its own check (patchFromValues, then
// validatePatch: the domain's update schema) gives its verdict, and the same payload goes to PUT /api/worker-profile.
// Both accept, or both refuse with the same message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PROFILE_DIALOGS, type WorkerProfile } from '@/domain/profile';
import { MESSAGES } from '@/domain/shared';
import { dialogFields, type FieldSpec } from '../web/features/profile/lib/dialog-fields';
import { initialValues, patchFromValues, validatePatch } from '../web/features/profile/lib/dialog-values';
import { createTestApp, type TestApp } from '../server/test/test-app';
import { buildWorker } from '../server/test/factories';
import { injectAs } from '../server/test/inject-as';
import { expectAgree, expectSeen, parityProperty } from './parity';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t.close());

/** What a worker could leave in an input of each kind. */
function typed(f: FieldSpec): fc.Arbitrary<unknown> {
  switch (f.input) {
    case 'number':
      return fc.constantFrom('', 3, 40, 2500, -5, 1e12);
    case 'range':
      return fc.record({ min: fc.constantFrom('', 12, 40, -1), max: fc.constantFrom('', 36, 60, 1e12) });
    case 'yes-no':
      return fc.constantFrom('yes', 'no', '');
    case 'switch':
      return fc.boolean();
    case 'date':
      return fc.constantFrom('', '2027-01-04', '2027-06-30', '2026-12-01');
    case 'text':
      return fc.constantFrom('', 'Epic', 'x'.repeat(5001));
    case 'tags':
      return fc.constantFrom([], ['ICU'], ['x'.repeat(300)]);
    case 'licenses':
      return fc.constantFrom([], ['GA'], ['GA', 'ZZ']);
    case 'dates':
      return fc.constantFrom([], ['2027-02-01'], ['not a date']);
    default:
      // Selects, lists of options and uploads: left as they were (their inputs offer only valid choices).
      return fc.constant(undefined);
  }
}

const dialogs = PROFILE_DIALOGS.map((d) => ({ kind: d.kind, fields: dialogFields(d) })).filter((d) =>
  d.fields.some((f) => ['number', 'range', 'date', 'text', 'tags', 'licenses', 'dates', 'yes-no'].includes(f.input)),
);

describe('the profile dialogs refuse what the server refuses, with the same message', { timeout: 300_000 }, () => {
  it.each(dialogs.map((d) => [d.kind, d] as const))('%s', async (_kind, dialog) => {
    const worker = await buildWorker(t.app, { completeness: 0 });
    const values = fc.record(Object.fromEntries(dialog.fields.map((f) => [f.path, typed(f)])));
    let sent = 0;
    await parityProperty(
      [values],
      async (v) => {
        // The dialog opens on the stored profile and sends what changed against it (a cleared answer as null).
        const stored = (await injectAs(t.app, worker).get('/api/worker-profile')).json() as { profile: WorkerProfile };
        const initial = initialValues(dialog.fields, stored.profile);
        const typedOver = Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined));
        const patch = patchFromValues(dialog.fields, { ...initial, ...typedOver }, initial);
        // An untouched dialog sends nothing (Done just closes it).
        if (Object.keys(patch).length === 0) return;
        sent++;
        const checked = validatePatch(dialog.fields, patch);
        const res = await injectAs(t.app, worker).put('/api/worker-profile', patch);
        expectAgree(checked.ok ? null : Object.values(checked.errors)[0], res, patch);
      },
      {
        runs: 15,
        // The dates dialog always meets an end before its start (the other inputs as they were).
        examples:
          dialog.kind === 'dates'
            ? [
                [
                  {
                    'shiftAndScheduling.start_date_setting': '2027-06-30',
                    'shiftAndScheduling.end_date_setting': '2027-01-04',
                  },
                ],
              ]
            : [],
        mustSee: false,
      },
    );
    expect(sent).toBeGreaterThan(0);
  });

  it('saw acceptances and refusals across the dialogs, among them end before start', () => {
    expectSeen(MESSAGES.validation.endBeforeStart);
  });
});
