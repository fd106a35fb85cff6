// User-facing words of references collected by email (issue 31). Part of the one catalogue: MESSAGES.references in src/domain/shared/messages.ts.
import { emailSubject } from '../shared/email-subject';

/** Messages of references collected by email. */
export const REFERENCE_MESSAGES = {
  title: 'References',
  /** The card's hint to the worker. */
  workerHint:
    'Name the people who can speak to your work. Each gets an email with a short form; you will see when they answer, not what they say.',
  staffHint: 'Answers from the referees the worker named. The worker sees only whether each was answered.',
  /** "1 of 2 answered". */
  answeredCount: (answered: number, required: number | null) =>
    required ? `${answered} of ${required} answered` : `${answered} answered`,
  none: 'No referees named yet.',
  addReferee: 'Add a referee',
  replaceReferee: 'Replace referee',
  resend: 'Resend link',
  replace: 'Replace',
  save: 'Send request',
  cancel: 'Cancel',
  showAnswers: 'Answers',
  fields: {
    name: 'Name',
    email: 'Email',
    relationship: 'Relationship',
    relationshipHint: 'For example: charge nurse, unit manager, preceptor',
    workplace: 'Workplace',
    workplaceHint: 'Where you worked together',
  },
  /** A referee's state as the worker and the recruiter see it. */
  state: {
    answered: 'Answered',
    waiting: 'Waiting for answer',
    expired: 'Link expired',
  },
  sentOn: (date: string) => `Sent ${date}`,
  remindedOn: (date: string) => `Reminded ${date}`,
  answeredOn: (date: string) => `Answered ${date}`,
  added: 'Reference request sent',
  resent: 'A new link was sent',
  replaced: 'Referee replaced and a new link sent',
  tooMany: (max: number) => `You can name at most ${max} referees.`,
  notInOnboarding: 'Referees can be named while the application is in Onboarding.',
  alreadyAnswered: 'This reference has already been answered.',
  linkExpired: 'This reference link has expired. Ask the person who named you to send a new one.',
  linkInvalid: 'This reference link is not valid. It may have been replaced by a newer one.',
  duplicateEmail: 'This person is already one of your referees.',
  selfReference: 'A referee must be someone other than you.',
  /** The public form. */
  formTitle: 'Reference request',
  formIntro: (referee: string, worker: string, organization: string, job: string) =>
    `Hello ${referee}, ${worker} named you as a reference for the position “${job}” with ${organization}. It takes about two minutes.`,
  formPrivacy: 'Your answers go to the hiring organization only. The person who named you does not see them.',
  submit: 'Send reference',
  thanks: 'Thank you. Your reference has been sent.',
  yes: 'Yes',
  no: 'No',
  from: 'From',
  to: 'To',
  ratingOf: (n: number) => `${n} of 5`,
  datesOrder: 'The end date cannot be before the start date.',
  futureDate: 'This date cannot be in the future.',
  answerRequired: 'Please answer this question.',
  /** The organization's questions (settings). */
  questionsTitle: 'Reference questions',
  questionsHint: 'The questions your reference form asks. Referees answer them without an account.',
  questionLabel: 'Question',
  questionKind: 'Answer type',
  questionRequired: 'Required',
  addQuestion: 'Add a question',
  removeQuestion: 'Remove question',
  resetQuestions: 'Use the default questions',
  saveQuestions: 'Save questions',
  questionsSaved: 'Reference questions saved',
  duplicateQuestion: 'Each question can be asked once.',
  kinds: {
    'date-range': 'Dates (from – to)',
    'yes-no': 'Yes or no',
    rating: 'Rating 1–5',
    text: 'Text',
  },
  /** Emails. */
  requestSubject: (worker: string) => emailSubject(`${worker} named you as a reference`),
  requestText: (referee: string, worker: string, organization: string, job: string, link: string, days: number) =>
    `Hello ${referee},

${worker} named you as a professional reference for the position “${job}” with ${organization}.

Please answer a few short questions here (no account needed):
${link}

The link works once and expires in ${days} days.`,
  reminderSubject: (worker: string) => emailSubject(`Reminder: ${worker} is waiting for your reference`),
  reminderText: (referee: string, worker: string, organization: string, job: string, link: string) =>
    `Hello ${referee},

A reminder: ${worker} named you as a professional reference for the position “${job}” with ${organization}.

Your answer takes about two minutes (no account needed):
${link}`,
  /** History (the application's). */
  historyAnswered: (referee: string) => `Reference answered by ${referee}`,
  historySubmitted: (answered: number, required: number) => `References submitted: ${answered} of ${required} answered`,
  /** The notification-centre item (to the recruiter). */
  notificationKind: 'Reference answered',
  notificationText: (referee: string, worker: string, job: string) =>
    `${referee} answered the reference for ${worker} (${job}).`,
} as const;
