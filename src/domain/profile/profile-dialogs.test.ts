import { describe, expect, it } from 'vitest';
import { PROFILE_DIALOGS, dialogByKind, DIALOG_DONE_LABEL } from './profile-dialogs';
import { COMPARISON_ROWS } from '../jobs/comparison-rows';
import { COMPLETENESS_ITEMS } from './profile-calc';
import { workerProfileSchema } from './worker-profile-schema';
import { MESSAGES } from '../shared/messages';

// Every dialog title of section 2, word for word (list punctuation removed).
const SPEC_TITLES = [
  'Your Type',
  'What employment terms are you looking for?',
  'What kind of professional are you?',
  "What's your specialty?",
  'What rate is fair?',
  'Weekly pay',
  'Hours per week',
  'States where you want to work',
  'Cities where you want to work',
  'Upload your latest resume, diploma, drivers license and other documents',
  'Shifts you will work',
  'Guaranteed hours per week',
  'Hours per shift',
  'Shifts per week',
  'Weeks per assignment',
  'Start date',
  'End date',
  'Any time off?',
  'Is a 401k, dental, vision or health insurance mandatory?',
  'Overtime rate',
  'On call rate',
  'Call back rate',
  'Orientation rate',
  'Pay Frequency',
  'Benefits you need',
  'Bonuses you want',
  'Taxable weekly pay',
  'Taxable hourly rate',
  'Non-taxable weekly amount',
  'Feel like $/h',
  'Number of people referred',
  'Bonus expected',
  'bonus deserved',
  'other bonuses',
  'What are you comparing this to?',
  'Settings',
  'Current Address',
  'state you live in',
  'city you live in',
  "Facilities you've worked at",
  "Your Facility's Parent System",
  'Can the facility ever cancel shifts?',
  'Are any of these terms deal-breakers?',
  'Where does the IRS think you live?',
  'Are you 100% sure you will accept this offer?',
  'Years of experience',
  'Add your references',
  'Are you willing to be on call?',
  'Are you willing to float?',
  "Maximum patient ratio you'll work",
  "Classifications you'll work as",
  'Add the EMRs you have worked with',
  'Upload all your skills checklist',
  'Where are you licensed',
  'Add your certifications',
  'Add your vaccinations',
  'What is your NABP e-Profile ID',
  'VMS / MSP',
  'Facility Systems you like',
  'Facilities you like',
];

/** The schema node at a dotted profile path, or undefined. */
function schemaAt(path: string): unknown {
  let node: unknown = workerProfileSchema;
  for (const key of path.split('.')) {
    let n = node as { shape?: Record<string, unknown>; unwrap?: () => unknown; def?: { innerType?: unknown } };
    while (!n.shape && (n.def?.innerType || n.unwrap)) n = (n.def?.innerType ?? n.unwrap!()) as typeof n;
    node = n.shape?.[key];
    if (!node) return undefined;
  }
  return node;
}

describe('profile editing dialogs (section 2)', () => {
  const specTitles = PROFILE_DIALOGS.filter((d) => d.source === 'spec').flatMap((d) => d.titles);

  it('has every spec title exactly once, and no other spec title', () => {
    expect([...specTitles].sort()).toEqual([...SPEC_TITLES].sort());
  });

  it.each(SPEC_TITLES)('title %j is present', (t) => expect(specTitles).toContain(t));

  it('kinds are unique', () => {
    const kinds = PROFILE_DIALOGS.map((d) => d.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
  });

  it.each(PROFILE_DIALOGS.flatMap((d) => d.fields.map((f) => [d.kind, f])))(
    '%s edits %s, a real profile field',
    (_k, field) => {
      expect(schemaAt(field)).toBeDefined();
    },
  );

  it('special dialogs', () => {
    expect(dialogByKind('guaranteed-hours')).toMatchObject({
      input: 'switch+number',
      switchLabel: 'No Guaranteed Hours',
    });
    expect(dialogByKind('taxable-pay')?.hint).toBe('$1,246 is typically the maximum');
    expect(dialogByKind('cancel-shifts')?.input).toBe('yes-no');
    expect(dialogByKind('auto-offer')?.input).toBe('yes-no');
    expect(dialogByKind('deal-breakers')?.input).toBe('select');
    expect(DIALOG_DONE_LABEL).toBe('Done');
  });

  it.each(['', 'nope', null, undefined, 'Type'])('unknown kind %j → undefined (UI shows the fallback message)', (k) => {
    expect(dialogByKind(k)).toBeUndefined();
    expect(MESSAGES.unknownDialog).toBe('Sorry, something went wrong. Please try again later.');
  });

  it('every comparison row and completeness item opens a known dialog that edits its field', () => {
    for (const r of COMPARISON_ROWS) {
      const d = dialogByKind(r.component);
      expect(d, r.key).toBeDefined();
      expect(
        d!.fields.some((f) => r.workerKey === f || r.workerKey.startsWith(`${f}.`) || f.startsWith(`${r.workerKey}.`)),
        `${r.key} → ${r.component}`,
      ).toBe(true);
    }
    for (const i of COMPLETENESS_ITEMS) {
      const d = dialogByKind(i.component);
      expect(d, i.key).toBeDefined();
      expect(
        d!.fields.some((f) => f === i.path || f.startsWith(`${i.path}.`)),
        i.key,
      ).toBe(true);
    }
  });
});
