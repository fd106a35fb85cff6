// Issue 42, item 2: every job field that offers choices accepts each of its options and refuses any other value, on
// the one schema the server and the form share (jobInputSchema).
import { describe, expect, it } from 'vitest';
import { PROFESSIONS, SPECIALTIES_BY_PROFESSION, certificationOptionsFor } from '../profile/options';
import { JOB_CHOICE_FIELDS, jobChoiceOptions } from './job-choices';
import { jobInputSchema } from './job-schema';

const BASE = {
  title: 'ICU nights',
  profession: 'Registered Nurse',
  pay: { hourly_rate: 50 },
  hours: { hours_per_week: 36 },
};

/** The base job with `value` at `path` (the profession kept for the profession's own options). */
function withValue(path: string, value: unknown): Record<string, unknown> {
  const job: Record<string, unknown> = structuredClone(BASE);
  const keys = path.split('.');
  let o = job;
  for (const k of keys.slice(0, -1)) o = (o[k] ??= {}) as Record<string, unknown>;
  o[keys.at(-1)!] = value;
  return job;
}

const issuesAt = (job: unknown, path: string) => {
  const r = jobInputSchema.safeParse(job);
  return r.success ? [] : r.error.issues.filter((i) => i.path.join('.').startsWith(path)).map((i) => i.message);
};

describe('job fields that offer choices', () => {
  it('the base job is accepted', () => {
    expect(jobInputSchema.safeParse(BASE).success).toBe(true);
  });

  describe.each(JOB_CHOICE_FIELDS.map((f) => [f.path, f] as const))('%s', (path, f) => {
    const options = f.options({ profession: 'Registered Nurse' });
    it('has options', () => expect(options.length).toBeGreaterThan(0));
    it.each(options)('accepts %s', (option) => {
      expect(issuesAt(withValue(path, f.multiple ? [option] : option), path)).toEqual([]);
    });
    it('refuses a value not in its list', () => {
      const bad = 'Not an option';
      expect(issuesAt(withValue(path, f.multiple ? [options[0], bad] : bad), path)).toEqual([
        'Choose one of the listed options.',
      ]);
    });
  });

  it("BLS, ACLS and Influenza, the issue's refused values, are accepted together", () => {
    const job = withValue('requirements.certifications', ['BLS', 'ACLS']);
    (job.requirements as Record<string, unknown>).vaccinations = ['Influenza'];
    expect(jobInputSchema.safeParse(job).success).toBe(true);
  });

  it('specialty and certifications follow the profession', () => {
    for (const p of PROFESSIONS) {
      expect(jobChoiceOptions('specialty', { profession: p })).toEqual(SPECIALTIES_BY_PROFESSION[p]);
      expect(jobChoiceOptions('requirements.certifications', { profession: p })).toEqual(certificationOptionsFor(p));
    }
    const pharmacist = { ...withValue('requirements.certifications', ['CNA']), profession: 'Pharmacist' };
    expect(issuesAt(pharmacist, 'requirements.certifications')).toEqual(['Choose one of the listed options.']);
    expect(issuesAt({ ...withValue('specialty', 'Retail') }, 'specialty')).toEqual([
      'Choose one of the listed options.',
    ]);
  });
});
