import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_REFERENCE_QUESTIONS,
  canNameReferees,
  formatReferenceAnswer,
  referenceLinkMessage,
  referenceLinkStatus,
  refereeDatesLine,
  refereeLinkExpiry,
  refereeReminderAt,
  refereeSentAt,
  refereeState,
  referencesMet,
} from './references';
import {
  referenceAnswersSchema,
  referenceQuestionsInput,
  referenceQuestionsOf,
  refereeInput,
} from './references-schemas';
import { REFERENCE_MESSAGES } from './references-messages';
import { daysOverdue, placementProgress, showsPlacementProgress } from './placement-progress';

const at = (iso: string) => new Date(iso);

describe('a referee link', () => {
  it('works 30 days from sending and is reminded after 3 days', () => {
    const sent = at('2026-11-26T10:00:00Z');
    expect(refereeLinkExpiry(sent).toISOString()).toBe('2026-12-26T10:00:00.000Z');
    expect(refereeReminderAt(sent).toISOString()).toBe('2026-11-29T10:00:00.000Z');
    expect(refereeSentAt(refereeLinkExpiry(sent)).toISOString()).toBe(sent.toISOString());
  });

  it.each([
    [null, '2026-12-26T09:59:59Z', 'valid', 'waiting'],
    [null, '2026-12-26T10:00:00Z', 'expired', 'expired'],
    [at('2026-11-27T00:00:00Z'), '2026-11-28T00:00:00Z', 'used', 'answered'],
    [at('2026-11-27T00:00:00Z'), '2027-02-01T00:00:00Z', 'used', 'answered'],
  ] as const)('answered %s, opened at %s → %s (%s)', (answeredAt, now, link, state) => {
    const r = { answeredAt, expiresAt: at('2026-12-26T10:00:00Z') };
    expect(referenceLinkStatus(r, at(now))).toBe(link);
    expect(refereeState(r, at(now))).toBe(state);
  });

  it('is invalid when no referee has it, and says why it cannot be used', () => {
    expect(referenceLinkStatus(undefined, at('2026-12-01T10:00:00Z'))).toBe('invalid');
    expect(referenceLinkMessage('used')).toBe(REFERENCE_MESSAGES.alreadyAnswered);
    expect(referenceLinkMessage('expired')).toBe(REFERENCE_MESSAGES.linkExpired);
    expect(referenceLinkMessage('invalid')).toBe(REFERENCE_MESSAGES.linkInvalid);
  });

  it('lists its sent, reminded and answered dates', () => {
    expect(
      refereeDatesLine({ sentAt: '2026-11-26T10:00:00Z', remindedAt: '2026-11-29T10:00:00Z', answeredAt: null }),
    ).toBe('Sent Nov 26, 2026 · Reminded Nov 29, 2026');
  });
});

describe('naming referees and meeting the count', () => {
  it('names referees only in Onboarding', () => {
    expect(canNameReferees('Onboarding')).toBe(true);
    for (const s of ['Offered', 'Cleared', 'Working', 'Done', 'Rejected']) expect(canNameReferees(s)).toBe(false);
  });

  it('is met once the answered count reaches the required count (one at least)', () => {
    expect(referencesMet(1, 2)).toBe(false);
    expect(referencesMet(2, 2)).toBe(true);
    expect(referencesMet(0, 0)).toBe(false);
    expect(referencesMet(1, null)).toBe(true);
    fc.assert(fc.property(fc.nat(10), fc.nat(10), (a, r) => referencesMet(a, r) === a >= Math.max(1, r)));
  });

  it('takes a referee with a valid email and one-line fields, lowercasing the email', () => {
    expect(
      refereeInput.parse({
        name: ' Ann Lee ',
        email: 'Ann@Example.TEST',
        relationship: 'Charge nurse',
        workplace: 'X',
      }),
    ).toEqual({ name: 'Ann Lee', email: 'ann@example.test', relationship: 'Charge nurse', workplace: 'X' });
    expect(refereeInput.safeParse({ name: 'A', email: 'no', relationship: 'r', workplace: 'w' }).success).toBe(false);
    expect(refereeInput.safeParse({ name: 'A\nB', email: 'a@b.co', relationship: 'r', workplace: 'w' }).success).toBe(
      false,
    );
  });
});

describe('reference questions', () => {
  it('are the defaults until the organization sets its own', () => {
    expect(referenceQuestionsOf({})).toEqual(DEFAULT_REFERENCE_QUESTIONS);
    expect(referenceQuestionsOf({ referenceQuestions: 'junk' })).toEqual(DEFAULT_REFERENCE_QUESTIONS);
    const own = [{ id: 'unit', label: 'Which unit?', kind: 'text', required: true }];
    expect(referenceQuestionsOf({ referenceQuestions: own, contract: { clauses: [] } })).toEqual(own);
  });

  it('refuses a question asked twice', () => {
    const q = { id: 'a', label: 'A?', kind: 'text', required: false };
    expect(referenceQuestionsInput.safeParse({ questions: [q, q] }).success).toBe(false);
    expect(referenceQuestionsInput.safeParse({ questions: [q] }).success).toBe(true);
  });

  const schema = referenceAnswersSchema(DEFAULT_REFERENCE_QUESTIONS, '2026-11-26');
  const good = { dates: { from: '2024-01-01', to: '2025-06-30' }, rehire: 'yes', competence: 4, comments: '' };

  it('accepts complete answers and an empty optional comment', () => {
    expect(schema.safeParse(good).success).toBe(true);
    expect(schema.safeParse({ ...good, comments: undefined }).success).toBe(true);
  });

  it.each([
    ['a rating out of range', { ...good, competence: 6 }],
    ['a fractional rating', { ...good, competence: 3.5 }],
    ['a missing required answer', { ...good, rehire: undefined }],
    ['dates in the wrong order', { ...good, dates: { from: '2025-01-01', to: '2024-01-01' } }],
    ['a date in the future', { ...good, dates: { from: '2025-01-01', to: '2026-11-27' } }],
    ['an answer to a question not asked', { ...good, salary: '100' }],
    ['a yes/no that is neither', { ...good, rehire: 'maybe' }],
  ])('refuses %s', (_label, answers) => {
    expect(schema.safeParse(answers).success).toBe(false);
  });

  it('formats each answer for the organization', () => {
    expect(formatReferenceAnswer('date-range', { from: '2024-01-01', to: '2025-06-30' })).toBe(
      'Jan 1, 2024 – Jun 30, 2025',
    );
    expect(formatReferenceAnswer('yes-no', 'no')).toBe('No');
    expect(formatReferenceAnswer('rating', 4)).toBe('4 of 5');
    expect(formatReferenceAnswer('text', '')).toBe('—');
  });
});

describe('placement progress on rows and cards', () => {
  it('shows for Onboarding, Cleared and Working only', () => {
    expect(['Onboarding', 'Cleared', 'Working'].every(showsPlacementProgress)).toBe(true);
    expect(['New', 'Offered', 'Done'].some(showsPlacementProgress)).toBe(false);
  });

  it('carries the one summary and the countdown', () => {
    const items = [
      { status: 'verified', required: true },
      { status: 'submitted', required: true },
      { status: 'missing', required: false },
    ] as const;
    expect(placementProgress(items, 'awaiting_worker', '2026-12-07', '2026-11-26')).toEqual({
      summary: '1 of 2 verified · contract: waiting for worker',
      verified: 1,
      total: 2,
      contract: 'awaiting_worker',
      days_to_start: 11,
      countdown: 'Starts in 11 days',
    });
    expect(placementProgress([], null, null, '2026-11-26').countdown).toBeNull();
  });

  it('counts days overdue from the due date', () => {
    expect(daysOverdue('2026-11-20', '2026-11-26')).toBe(6);
    expect(daysOverdue('2026-11-26', '2026-11-26')).toBe(0);
  });
});
