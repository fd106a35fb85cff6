// The limits of mail a user causes (issue 41), as a table of histories and the answer for each, plus a property: a
// refusal's retry time is in the future and retrying then is allowed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CAPPED_MAIL_KINDS, MAIL_LIMITS, mailLimitRefusal, mailRefusalMessage, type MailHistory } from './mail-limits';

const NOW = new Date('2026-11-28T15:00:00Z');
const ago = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);
const after = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const none: Omit<MailHistory, 'kind'> = { toRecipient: [], bySender: [], byOrganization: null };
const times = (n: number, everyMinutes: number, startMinutesAgo: number) =>
  Array.from({ length: n }, (_, i) => ago(startMinutesAgo - i * everyMinutes));

describe('mailLimitRefusal', () => {
  it.each([
    ['the first email of each kind is never refused', { ...none }, null],
    [
      'a second to the same address within the cooldown',
      { ...none, toRecipient: [ago(0.5)] },
      { rule: 'cooldown', retryAt: after(0.5) },
    ],
    ['a second after the cooldown', { ...none, toRecipient: [ago(2)] }, null],
    [
      'past the per-address limit: when the oldest of the day leaves the window',
      { ...none, toRecipient: times(3, 10, 60) },
      { rule: 'perRecipient', retryAt: after(24 * 60 - 60) },
    ],
    ['a send older than a day is not counted', { ...none, toRecipient: [ago(24 * 60 + 1), ...times(2, 10, 30)] }, null],
    [
      "past the account's daily budget",
      { ...none, bySender: times(MAIL_LIMITS.perAccountPerDay, 5, 200) },
      { rule: 'perSender', retryAt: after(24 * 60 - 200) },
    ],
    ['a signed-out request has no account budget', { ...none, bySender: null }, null],
    [
      "past the organization's daily budget",
      { ...none, byOrganization: times(MAIL_LIMITS.perOrganizationPerDay, 1, 300) },
      { rule: 'perOrganization', retryAt: after(24 * 60 - 300) },
    ],
  ] as const)('%s', (_name, history, want) => {
    expect(mailLimitRefusal({ kind: 'reference-request', ...history }, NOW)).toEqual(want);
  });

  it('answers with the latest of the limits reached, so that retrying then succeeds', () => {
    const h: MailHistory = {
      kind: 'invitation',
      toRecipient: [ago(0.2)],
      bySender: times(MAIL_LIMITS.perAccountPerDay, 1, 100),
      byOrganization: null,
    };
    expect(mailLimitRefusal(h, NOW)).toEqual({ rule: 'perSender', retryAt: after(24 * 60 - 100) });
  });

  it('a refusal names a time to come, and at that time the same history is allowed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CAPPED_MAIL_KINDS),
        fc.array(fc.integer({ min: 0, max: 24 * 60 - 1 }), { maxLength: 8 }),
        fc.array(fc.integer({ min: 0, max: 24 * 60 - 1 }), { maxLength: 40 }),
        (kind, toMinutesAgo, senderMinutesAgo) => {
          const h: MailHistory = {
            kind,
            toRecipient: toMinutesAgo.map(ago),
            bySender: [...toMinutesAgo, ...senderMinutesAgo].map(ago),
            byOrganization: null,
          };
          const r = mailLimitRefusal(h, NOW);
          if (!r) return;
          expect(r.retryAt.getTime()).toBeGreaterThan(NOW.getTime());
          expect(mailLimitRefusal(h, r.retryAt)).toBeNull();
        },
      ),
    );
  });

  it("words a refusal with the catalogue's message and the minute it can be sent again (UTC)", () => {
    expect(mailRefusalMessage({ rule: 'cooldown', retryAt: new Date('2026-11-28T15:00:20Z') })).toBe(
      'This email was sent a moment ago. It can be sent again after Nov 28, 2026 3:01 PM UTC.',
    );
  });
});
