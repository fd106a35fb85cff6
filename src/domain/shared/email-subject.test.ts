// Issue 42, item 10: no email subject is cut inside a word. Every subject template of the catalogue, fed long names,
// titles and reasons, gives one line of at most EMAIL_SUBJECT_MAX characters that is either whole or shortened after
// a whole word with "…"; and the rejection email carries its reason.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jobAlertEmail } from '../jobs/saved-searches';
import { NOTIFICATION_KINDS, notificationEmail } from '../notifications/notifications';
import { REFERENCE_MESSAGES } from '../onboarding/references-messages';
import { credentialReminderEmail } from '../profile/credentials';
import { EMAIL_SUBJECT_MAX, emailSubject } from './email-subject';
import { MESSAGES } from './messages';

const LONG_JOB =
  'Registered Nurse — Cardiovascular Intensive Care Unit nights at Saint Elizabeth Regional Medical Center';
const LONG_NAME = 'Maximiliana Alexandra Montgomery-Fitzgerald Vanderbilt';
const LONG_ORG = 'Northwestern Pacific Regional Healthcare Partners and Affiliated Community Hospitals Network';
const LONG_REASON =
  'The licence card photo is blurred and the expiry date cannot be read; upload a clearer scan please';

/** Every subject the app can produce, with the text it was built from (what a cut must be measured against). */
const SUBJECTS: [string, string, string][] = [
  ['chat', MESSAGES.chat.emailSubject(LONG_NAME.repeat(2)), `New message from ${LONG_NAME.repeat(2)} on CareLink`],
  [
    'new application',
    MESSAGES.moveMail.newApplicationSubject(LONG_JOB, 'GW-0A1B2C3D'),
    `New application for ${LONG_JOB} (GW-0A1B2C3D)`,
  ],
  [
    'move',
    MESSAGES.moveMail.subject('Offer accepted', LONG_JOB, 'GW-0A1B2C3D'),
    `Offer accepted: ${LONG_JOB} (GW-0A1B2C3D)`,
  ],
  ['invite', MESSAGES.accountMail.inviteSubject(LONG_ORG), `You are invited to join ${LONG_ORG} on CareLink`],
  ['verify', MESSAGES.accountMail.verifySubject, MESSAGES.accountMail.verifySubject],
  ['reset', MESSAGES.account.resetSubject, MESSAGES.account.resetSubject],
  ['email change', MESSAGES.account.emailChangeSubject, MESSAGES.account.emailChangeSubject],
  ['email change notice', MESSAGES.account.emailChangeNoticeSubject, MESSAGES.account.emailChangeNoticeSubject],
  ['email changed notice', MESSAGES.account.emailChangedNoticeSubject, MESSAGES.account.emailChangedNoticeSubject],
  [
    'reference request',
    REFERENCE_MESSAGES.requestSubject(LONG_NAME.repeat(2)),
    `${LONG_NAME.repeat(2)} named you as a reference`,
  ],
  [
    'reference reminder',
    REFERENCE_MESSAGES.reminderSubject(LONG_NAME.repeat(2)),
    `Reminder: ${LONG_NAME.repeat(2)} is waiting for your reference`,
  ],
  ['job alert', jobAlertEmail(LONG_JOB, [], 'https://x/u').subject, `0 new jobs for your saved search "${LONG_JOB}"`],
  [
    'credential reminder',
    credentialReminderEmail(LONG_JOB, 12, '2027-01-01', 'https://x/p').subject,
    `Your ${LONG_JOB} expires in 12 days`,
  ],
  ...NOTIFICATION_KINDS.map((kind): [string, string, string] => {
    const data = {
      name: LONG_NAME,
      job: LONG_JOB,
      gwJobId: 'GW-0A1B2C3D',
      status: 'Rejected',
      credential: 'Professional licence (TX)',
      reason: LONG_REASON,
      days: 3,
      search: LONG_JOB,
      jobs: 4,
      event: 'signed' as const,
      worker: LONG_NAME,
      url: `https://hooks.example.test/${'a'.repeat(20)}`,
      failures: 5,
    };
    const mail = notificationEmail(kind, data, 'https://x/y');
    // The email's text starts with the sentence the subject was built from.
    return [`notification ${kind}`, mail.subject, `CareLink: ${mail.text.split('\n')[0]}`];
  }),
];

/** True when `subject` is `full` whole, or a cut of it after a whole word, ending in "…". */
function cutAtWord(subject: string, full: string): boolean {
  if (subject === full) return true;
  if (!subject.endsWith('…')) return false;
  const kept = subject.slice(0, -1);
  return full.startsWith(kept) && /^[,;:.\-–—(]*\s/.test(full.slice(kept.length));
}

describe('email subjects', () => {
  it.each(SUBJECTS)('%s: one line, at most the limit, never cut inside a word', (_name, subject, full) => {
    expect(subject.length).toBeLessThanOrEqual(EMAIL_SUBJECT_MAX);
    expect(subject).not.toMatch(/[\r\n]/);
    expect(cutAtWord(subject, full)).toBe(true);
  });

  it("the issue's subject: a rejected licence keeps whole words", () => {
    const text = `Onboarding for ${LONG_JOB} (GW-0A1B2C3D): Professional licence (TX) is rejected (reason: ${LONG_REASON}).`;
    const subject = MESSAGES.notifications.emailSubject(text);
    expect(subject).toBe(
      'CareLink: Onboarding for Registered Nurse — Cardiovascular Intensive Care Unit nights at Saint…',
    );
  });

  it('the rejection email carries the reason, in full, in its text', () => {
    const mail = notificationEmail(
      'onboarding',
      {
        job: 'ICU nights',
        gwJobId: 'GW-1',
        credential: 'Professional licence (TX)',
        status: 'Rejected',
        reason: 'Card is blurred',
      },
      'https://x/y',
    );
    // 103 characters in full: the subject stops after the last whole word, the text says it all.
    expect(mail.subject).toBe(
      'CareLink: Onboarding for ICU nights (GW-1): Professional licence (TX) is rejected (reason: Card is…',
    );
    expect(mail.text).toContain('Professional licence (TX) is rejected (reason: Card is blurred).');
  });

  it('any text: within the limit and cut only between words (property)', () => {
    const word = fc.stringMatching(/^[A-Za-z()'—-]{1,14}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 40 }), (words) => {
        const full = words.join(' ');
        const subject = emailSubject(full);
        expect(subject.length).toBeLessThanOrEqual(EMAIL_SUBJECT_MAX);
        expect(cutAtWord(subject, full)).toBe(true);
      }),
    );
  });
});
