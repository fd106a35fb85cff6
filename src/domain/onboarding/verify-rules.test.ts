// Issue 42, item 1: every kind of checklist item refuses Verified without what it needs, and allows it with it.
import { describe, expect, it } from 'vitest';
import { canReviewItem } from './checklist-rules';
import { ONBOARDING_ITEM_KINDS, type OnboardingItemKind } from './placement-states';
import { verifyMissing, type VerifyFacts } from './verify-rules';

const bare = (kind: OnboardingItemKind): VerifyFacts => ({
  kind,
  label: 'Item',
  needsDocument: true,
  documentId: null,
  expiresOn: null,
  credential: null,
  requiredCount: kind === 'references' ? 2 : null,
  refereesNamed: 0,
  referencesReceived: 0,
});

/** Each kind with everything it needs. */
const complete = (kind: OnboardingItemKind): VerifyFacts => ({
  ...bare(kind),
  documentId: kind === 'references' ? null : '00000000-0000-4000-8000-000000000001',
  expiresOn: '2030-01-01',
  credential: { number: 'RN123456', state: 'TX' },
  refereesNamed: 2,
  referencesReceived: 2,
});

/** What each kind needs, in the catalogue's words, when nothing is there. */
const NEEDS: Record<OnboardingItemKind, string[]> = {
  licence: ['the document', 'the licence number', 'the expiry date'],
  certification: ['the document', 'the expiry date'],
  vaccination: ['the document'],
  skills_checklist: ['the document'],
  references: ['2 referees named (0 so far)', '2 references received (0 so far)'],
  diploma: ['the document'],
  drivers_licence: ['the document', 'the licence number', 'the expiry date'],
  resume: ['the document'],
  custom: ['the document'],
};

const dates = { startDate: '2027-01-04', endDate: '2027-04-04' };

describe('verify rules over every checklist item kind', () => {
  it.each(ONBOARDING_ITEM_KINDS)('%s: refuses Verified without what it needs, allows it with it', (kind) => {
    const missing = verifyMissing(bare(kind));
    expect(missing).toEqual(NEEDS[kind]);
    const status = kind === 'references' ? 'missing' : 'submitted';
    const refused = canReviewItem(
      { kind, label: 'Item', status, expiresOn: null, verifyMissing: missing },
      { decision: 'verify' },
      dates,
    );
    expect(refused).toEqual({ ok: false, message: `Item cannot be verified yet. Missing: ${NEEDS[kind].join('; ')}.` });
    const full = complete(kind);
    expect(verifyMissing(full)).toEqual([]);
    expect(
      canReviewItem(
        { kind, label: 'Item', status, expiresOn: full.expiresOn, verifyMissing: [] },
        { decision: 'verify' },
        dates,
      ),
    ).toEqual({ ok: true });
  });

  it('references: named but not yet answered is not enough, one short is not enough', () => {
    expect(verifyMissing({ ...bare('references'), refereesNamed: 2, referencesReceived: 1 })).toEqual([
      '2 references received (1 so far)',
    ]);
    expect(verifyMissing({ ...bare('references'), refereesNamed: 1, referencesReceived: 1 })).toEqual([
      '2 referees named (1 so far)',
      '2 references received (1 so far)',
    ]);
  });

  it("an organization's item without a document needs nothing before Verified", () => {
    expect(verifyMissing({ ...bare('custom'), needsDocument: false })).toEqual([]);
  });

  it('rejecting stays possible while something is missing (with a reason)', () => {
    expect(
      canReviewItem(
        { kind: 'licence', label: 'Item', status: 'submitted', expiresOn: null, verifyMissing: ['the licence number'] },
        { decision: 'reject', reason: 'No number on the card' },
        dates,
      ),
    ).toEqual({ ok: true });
  });
});
