// The public forms of the catalogue: a referee's answers (/reference/:token: referenceFormCheck, the hook's check of
// the reference page). Accept an invitation is in account-forms.ts.
import { expect } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_REFERENCE_QUESTIONS, REFERENCE_MESSAGES, referenceAnswersInput } from '@/domain/onboarding';
import type { ReferenceValues } from '../../web/features/onboarding/lib/reference-answers';
import { referenceFormCheck } from '../../web/features/onboarding/lib/reference-form-check';
import { buildApplication, buildWorker, type TestUser } from '../../server/test/factories';
import { injectAs } from '../../server/test/inject-as';
import { onboardingItems } from '../../server/db/schema';
import { expectAgree, mailedToken, parityProperty, postSignedOut, type FormCase } from '../parity';
import { freshEmail } from './inputs';

export const PUBLIC_FORMS: FormCase[] = [
  {
    form: "a referee's answers (the /reference/:token page: referenceFormCheck)",
    route: 'POST /api/references/:token',
    schema: referenceAnswersInput,
    run: async ({ t, team }) => {
      // A placement in Onboarding whose worker names referees; each accepted answer uses up a link, so a new one is named.
      let worker: TestUser;
      let applicationId = '';
      let named = 0;
      const newLink = async (): Promise<string> => {
        if (named % 5 === 0) {
          worker = await buildWorker(t.app);
          applicationId = (await buildApplication(t.app, worker.id, team.job, { status: 'Onboarding' })).id;
          await t.app.db.insert(onboardingItems).values({
            applicationId,
            kind: 'references',
            key: 'references',
            label: 'References',
            needsDocument: false,
            requiredCount: 5,
          });
        }
        named++;
        const email = freshEmail();
        const res = await injectAs(t.app, worker).post(`/api/applications/${applicationId}/referees`, {
          name: `Ann Lee ${named}`,
          email,
          relationship: 'Charge nurse',
          workplace: 'Grady ICU',
        });
        expect(res.statusCode, res.body).toBe(201);
        const token = await mailedToken(t, email, /\/reference\/([\w-]+)/);
        expect(token).not.toBe('');
        return token;
      };
      let token = await newLink();
      const opened = await t.app.inject({ method: 'GET', url: `/api/references/${token}` });
      const { today, questions } = opened.json() as { today: string; questions: typeof DEFAULT_REFERENCE_QUESTIONS };
      expect(questions).toEqual(DEFAULT_REFERENCE_QUESTIONS);
      const future = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
      const date = fc.constantFrom('2024-01-01', '2025-06-30', '', future, '2025-02-30');
      // The inputs as a referee leaves them: dates typed or blank, a choice made or not, comments or none, too long.
      const values = fc.record({
        dates: fc.oneof(
          { arbitrary: fc.constant({ from: '2024-01-01', to: '2025-06-30' }), weight: 3 },
          { arbitrary: fc.record({ from: date, to: date }), weight: 2 },
        ),
        rehire: fc.constantFrom<string | null>('yes', 'no', 'yes', null),
        competence: fc.constantFrom<number | null>(4, 1, 5, null),
        comments: fc.constantFrom('', 'Calm under pressure.', 'x'.repeat(2001)),
      });
      await parityProperty(
        [values],
        async (v: ReferenceValues) => {
          const fields = referenceFormCheck(questions, today, v);
          const answers = Object.fromEntries(
            questions.map((q) => {
              const x = v[q.id];
              if (q.kind === 'date-range') {
                const r = x as { from: string; to: string };
                return [q.id, !q.required && !r.from && !r.to ? null : r];
              }
              return [q.id, !q.required && (x === '' || x === null) ? null : x];
            }),
          );
          const payload = { answers };
          const res = await postSignedOut(t, `/api/references/${token}`, payload);
          expectAgree({ message: Object.values(fields)[0] ?? null, fields }, res, payload);
          if (res.statusCode < 300) token = await newLink();
        },
        {
          runs: 20,
          // An acceptance and the rarer refusals, always met: a date after today, to before from, no rating, comments
          // too long.
          examples: [
            [{ dates: { from: '2024-01-01', to: '2025-06-30' }, rehire: 'yes', competence: 4, comments: 'Calm.' }],
            [{ dates: { from: '2024-01-01', to: future }, rehire: 'yes', competence: 4, comments: '' }],
            [{ dates: { from: '2025-06-30', to: '2024-01-01' }, rehire: 'no', competence: 3, comments: '' }],
            [{ dates: { from: '2024-01-01', to: '2025-06-30' }, rehire: 'yes', competence: null, comments: '' }],
            [
              {
                dates: { from: '2024-01-01', to: '2025-06-30' },
                rehire: 'yes',
                competence: 5,
                comments: 'x'.repeat(2001),
              },
            ],
          ],
          mustSee: [REFERENCE_MESSAGES.futureDate, REFERENCE_MESSAGES.datesOrder],
        },
      );
    },
  },
];
