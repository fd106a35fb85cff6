import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyBlockMessage, applyButtonState, applyHolds, canApply, requiredToApplyMismatches } from './apply';
import { buildJob, buildProfile } from '../shared/fixtures';

describe('apply button (section 4)', () => {
  it.each([
    [true, false, { label: 'Applying...', disabled: true }],
    [true, true, { label: 'Applying...', disabled: true }],
    [false, true, { label: 'Already Applied', disabled: true }],
    [false, false, { label: 'Apply Now', disabled: false }],
  ])('applying %s, already applied %s → %j', (applying, alreadyApplied, state) => {
    expect(applyButtonState({ applying, alreadyApplied })).toEqual(state);
  });
});

describe('requiredToApply (section 5)', () => {
  it('returns the non-matching required rows with title and editor', () => {
    const profile = buildProfile({ emr: ['Cerner'], summary: { ...buildProfile().summary, type: undefined } });
    expect(requiredToApplyMismatches(['emr', 'type', 'profession', 'unknown_key'], buildJob(), profile)).toEqual([
      { key: 'type', title: 'Your Type', component: 'type' },
      { key: 'emr', title: 'EMR', component: 'emr' },
    ]);
  });

  it('nothing required, nothing blocks', () => {
    expect(requiredToApplyMismatches([], buildJob(), buildProfile({ emr: [] }))).toEqual([]);
  });

  it('the NABP row never blocks a nurse (it does not apply)', () => {
    expect(
      requiredToApplyMismatches(['nabp_id'], buildJob({ requirements: { nabp_id: true } }), buildProfile()),
    ).toEqual([]);
  });

  it('the NABP row blocks a pharmacist without an id', () => {
    const profile = buildProfile({ summary: { ...buildProfile().summary, profession: 'Pharmacist' } });
    const job = buildJob({ profession: 'Pharmacist', specialty: undefined, requirements: { nabp_id: true } });
    expect(requiredToApplyMismatches(['nabp_id'], job, profile)).toEqual([
      { key: 'nabp_id', title: 'NABP e-Profile ID', component: 'nabp' },
    ]);
  });
});

describe('what blocks applying, in order', () => {
  it.each([
    [{ emailVerified: true, jobOpen: true, alreadyApplied: false, mismatches: [] }, null],
    [{ emailVerified: true, jobOpen: true, alreadyApplied: true, mismatches: [] }, 'already-applied'],
    [{ emailVerified: false, jobOpen: false, alreadyApplied: true, mismatches: [1] }, 'already-applied'],
    [{ emailVerified: false, jobOpen: false, alreadyApplied: false, mismatches: [1] }, 'job-closed'],
    [{ emailVerified: false, jobOpen: true, alreadyApplied: false, mismatches: [1] }, 'required-mismatch'],
    [{ emailVerified: false, jobOpen: true, alreadyApplied: false, mismatches: [] }, 'email-unverified'],
    [{ emailVerified: true, jobOpen: true, alreadyApplied: false, mismatches: [1] }, 'required-mismatch'],
  ] as const)('%j → %s', (input, block) => {
    expect(canApply(input)).toBe(block);
  });

  it('property: applying is allowed only when nothing blocks', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.array(fc.anything(), { maxLength: 3 }),
        (emailVerified, jobOpen, alreadyApplied, mismatches) => {
          expect(canApply({ emailVerified, jobOpen, alreadyApplied, mismatches }) === null).toBe(
            emailVerified && jobOpen && !alreadyApplied && mismatches.length === 0,
          );
        },
      ),
    );
  });

  it.each([
    ['already-applied', 'Already applied for this job.'],
    ['required-mismatch', 'This organization requires these fields to match before applying:'],
    ['job-closed', 'This job is no longer accepting applications.'],
  ] as const)('%s says %j', (block, message) => expect(applyBlockMessage(block)).toBe(message));

  it('only an unverified email holds the application; every other block refuses it', () => {
    expect(applyHolds('email-unverified')).toBe(true);
    for (const b of ['already-applied', 'job-closed', 'required-mismatch', null] as const)
      expect(applyHolds(b)).toBe(false);
  });

  it('the unverified banner names the email', () => {
    expect(applyBlockMessage('email-unverified', 'ann@example.com')).toContain('ann@example.com');
  });
});
