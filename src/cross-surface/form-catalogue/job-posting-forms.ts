// The job posting's forms of the catalogue: the job form (post and edit a job) and a job's status (checkedBody).
import fc from 'fast-check';
import { JOB_STATUSES, jobStatusInput } from '@/domain/organizations';
import { MESSAGES, todayIso } from '@/domain/shared';
import {
  EMPTY_DRAFT,
  cleanDraft,
  formValues,
  jobFormSpec,
} from '../../web/features/dashboard/components/job-form-state';
import { jobInputSchema } from '@/domain/jobs';
import { injectAs } from '../../server/test/inject-as';
import { checkedVerdict, expectAgree, formCase, hookRefusal, mostly, type FormCase } from '../parity';

/** The year on the test's clock. */
const thisYear = () => Number(todayIso().slice(0, 4));

export const JOB_POSTING_FORMS: FormCase[] = [
  formCase({
    form: 'Post a job (the job form: jobInputSchema over the cleaned values)',
    route: 'POST /api/org/jobs',
    schema: jobInputSchema,
    inputs: [
      mostly('Night ICU RN', ['', '   ', 'x'.repeat(121)]),
      mostly('Registered Nurse', ['', 'x'.repeat(101)]),
      mostly<number | ''>(55, ['', -2, 0]),
      mostly<(number | '')[]>(
        [12, 3, 36],
        [
          [12, 3, 40],
          [8, 5, 40],
          ['', '', 36],
          [12, 3, ''],
        ],
      ),
      fc.tuple(fc.integer({ min: 0, max: 90 }), fc.integer({ min: -10, max: 30 })),
    ],
    check: async ({ t, team }, title, profession, hourly, [perShift, shifts, week], [start, delta]) => {
      // Start dates around 1 January of next year on the test's clock (FAKE_NOW moves them with it).
      const iso = (d: number) => new Date(Date.UTC(thisYear() + 1, 0, 1) + d * 86_400_000).toISOString().slice(0, 10);
      const base = formValues(EMPTY_DRAFT);
      const values = {
        ...base,
        title,
        profession,
        pay: { ...(base.pay as object), hourly_rate: hourly },
        hours: { ...(base.hours as object), hours_per_shift: perShift, shifts_per_week: shifts, hours_per_week: week },
        schedule: { start_date: iso(start), end_date: iso(start + delta) },
      };
      const payload = cleanDraft(values);
      const res = await injectAs(t.app, team.orgUser).post('/api/org/jobs', payload);
      expectAgree(hookRefusal(jobInputSchema, values, jobFormSpec), res, payload);
    },
    examples: [
      ['Night ICU RN', 'Registered Nurse', 55, [12, 3, 36], [10, -5]],
      ['Night ICU RN', 'Registered Nurse', 55, [12, 3, 36], [10, 5]],
    ],
    mustSee: [MESSAGES.validation.endBeforeStart],
  }),

  formCase({
    form: "a job's status (checkedBody)",
    route: 'POST /api/org/jobs/:id/status',
    schema: jobStatusInput,
    inputs: [mostly<string>('paused', [...JOB_STATUSES, 'archived', ''], 3)],
    check: async ({ t, team }, status) => {
      const body = { status };
      const res = await injectAs(t.app, team.orgUser).post(`/api/org/jobs/${team.job.id}/status`, body);
      expectAgree(checkedVerdict(jobStatusInput, body), res, body);
    },
    runs: 15,
    examples: [['closed'], ['archived']],
  }),
];
