// The profile's forms of the catalogue: every profile dialog (PROFILE_DIALOGS) and the first run's answers. A dialog
// checks, through the one form hook, what changed against the stored profile it opens on (profileFormSpec: the domain's
// update schema, each refused path's message under its dialog field) and sends that patch to PUT /api/worker-profile.
import { expect } from 'vitest';
import fc from 'fast-check';
import { PROFILE_DIALOGS, workerProfileUpdateSchema, type WorkerProfile } from '@/domain/profile';
import { MESSAGES } from '@/domain/shared';
import { dialogFields, type FieldSpec } from '../../web/features/profile/lib/dialog-fields';
import { initialValues, patchFromValues, profileFormSpec } from '../../web/features/profile/lib/dialog-values';
import { buildWorker } from '../../server/test/factories';
import { injectAs } from '../../server/test/inject-as';
import {
  expectAgree,
  expectSeen,
  formCase,
  hookRefusal,
  parityProperty,
  type FormCase,
  type ParityWorld,
} from '../parity';

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

/** The dialogs with an input a worker can type a refused value into. */
const dialogs = PROFILE_DIALOGS.map((d) => ({ kind: d.kind, fields: dialogFields(d) })).filter((d) =>
  d.fields.some((f) => ['number', 'range', 'date', 'text', 'tags', 'licenses', 'dates', 'yes-no'].includes(f.input)),
);

export const PROFILE_FORMS: FormCase[] = [
  {
    form: 'every profile dialog (good, blank, negative, too long, ranges upside down, end before start…)',
    route: 'PUT /api/worker-profile',
    schema: workerProfileUpdateSchema,
    run: async ({ t }) => {
      expect(dialogs.length).toBeGreaterThan(0);
      for (const dialog of dialogs) {
        const worker = await buildWorker(t.app, { completeness: 0 });
        const values = fc.record(Object.fromEntries(dialog.fields.map((f) => [f.path, typed(f)])));
        let sent = 0;
        await parityProperty(
          [values],
          async (v) => {
            // The dialog opens on the stored profile and sends what changed against it (a cleared answer as null).
            const stored = (await injectAs(t.app, worker).get('/api/worker-profile')).json() as {
              profile: WorkerProfile;
            };
            const initial = initialValues(dialog.fields, stored.profile);
            const typedOver = Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined));
            const formValues = { ...initial, ...typedOver };
            const patch = patchFromValues(dialog.fields, formValues, initial);
            // An untouched dialog sends nothing (Done just closes it).
            if (Object.keys(patch).length === 0) return;
            sent++;
            const verdict = hookRefusal(workerProfileUpdateSchema, formValues, profileFormSpec(dialog.fields, initial));
            const res = await injectAs(t.app, worker).put('/api/worker-profile', patch);
            expectAgree(verdict, res, patch);
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
        expect(sent, dialog.kind).toBeGreaterThan(0);
      }
      // Acceptances and refusals across the dialogs, among them end before start.
      expectSeen(MESSAGES.validation.endBeforeStart);
    },
  },

  formCase({
    form: "the first run's answers: profession, specialties, states, weekly pay",
    route: 'PUT /api/worker-profile',
    schema: workerProfileUpdateSchema,
    setup: async ({ t }: ParityWorld) => ({ worker: await buildWorker(t.app) }),
    inputs: [
      fc.constantFrom('Registered Nurse', 'Pharmacist', '', 'Astronaut'),
      fc.constantFrom([], ['ICU'], ['Not a specialty']),
      fc.constantFrom([], ['GA', 'TX'], ['ZZ']),
      fc.constantFrom(2500, 0, -5, 1_000_000_000),
    ],
    check: async ({ t, worker }, profession, specialties, states, pay) => {
      const payload = { summary: { profession, specialties, states, min_weekly_pay: pay } };
      const res = await injectAs(t.app, worker).put('/api/worker-profile', payload);
      expectAgree(hookRefusal(workerProfileUpdateSchema, payload), res, payload);
    },
    examples: [
      ['Registered Nurse', ['ICU'], ['GA', 'TX'], 2500],
      ['Astronaut', [], [], -5],
    ],
  }),
];
