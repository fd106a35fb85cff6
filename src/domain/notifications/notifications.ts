// The notification centre's rules (issue 22): which events notify whom, the default channel of each kind, and the
// words of each item (from the catalogue). Pure: the server stores and delivers, the web app shows.
import type { MoveKind } from '../applications/moves';
import type { OfferSide } from '../offers/offers';
import { MESSAGES } from '../shared/messages';
import { oneLine } from '../shared/one-line';
import type { Role } from '../shared/roles';
import { REVIEW_MESSAGES } from '../reviews/reviews-messages';
import { TIMESHEET_MESSAGES } from '../timesheets/messages';

/** Every kind of notification, in the order the settings list them. */
export const NOTIFICATION_KINDS = [
  'offer',
  're-offer',
  'counter',
  'accept',
  'decline',
  'status',
  'message',
  'credential',
  'job-alert',
  'contract',
  'onboarding',
  'reference',
  'webhook',
  'timesheet',
  'review',
] as const;

/** A kind of notification. */
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * The kinds a role can receive (its settings list only these): workers hear of offers, answers to their counters,
 * status moves, messages, credentials and job alerts; the organization's side of counters, answers and messages.
 */
export function notificationKindsFor(role: Role): NotificationKind[] {
  const worker: NotificationKind[] = [
    'offer',
    're-offer',
    'accept',
    'decline',
    'status',
    'message',
    'credential',
    'job-alert',
    'contract',
    'onboarding',
    'timesheet',
    'review',
  ];
  const staff: NotificationKind[] = [
    'counter',
    'accept',
    'decline',
    'message',
    'contract',
    'onboarding',
    'reference',
    'timesheet',
    'review',
  ];
  // Organization users manage the webhooks, so they hear when one is paused.
  const mine = role === 'worker' ? worker : role === 'organization' ? [...staff, 'webhook'] : staff;
  return NOTIFICATION_KINDS.filter((k) => mine.includes(k));
}

/** Where a person hears of a kind: in the app only, or in the app and by email. */
export type NotificationChannel = 'in-app' | 'email';

/** Items per page of the list (GET /api/notifications), and in the bell's panel. */
export const NOTIFICATION_PAGE_SIZE = 20;
export const NOTIFICATION_PANEL_SIZE = 8;

/**
 * The channel a person has not chosen: by email where the product emailed before the centre existed (offers, counters,
 * answers, unread messages, credentials, job alerts); plain status moves never emailed, so they stay in the app.
 */
export function defaultChannel(kind: NotificationKind): NotificationChannel {
  // A close-out review (issue 45) waits for the person; it is in the app unless they choose email.
  return kind === 'status' || kind === 'review' ? 'in-app' : 'email';
}

/** Whether a person with these stored choices (kind → email?) is emailed about `kind`. */
export function wantsEmail(kind: NotificationKind, stored: Partial<Record<NotificationKind, boolean>>): boolean {
  return stored[kind] ?? defaultChannel(kind) === 'email';
}

/**
 * The notification a move makes, and for which side: offers and re-offers to the worker; counters to the recruiter;
 * accept and decline to the other side of whoever answered (the recruiter for a system answer); a plain status move
 * made by the organization's side to the worker whose application it is. Applies, withdrawals and assignments notify
 * nobody here (the recruiter keeps the application email).
 */
export function moveNotification(
  kind: MoveKind,
  side: OfferSide | null,
): { kind: NotificationKind; recipient: OfferSide } | null {
  switch (kind) {
    case 'offer':
    case 're-offer':
      return { kind, recipient: 'worker' };
    case 'counter':
      return { kind, recipient: 'recruiter' };
    case 'accept':
    case 'decline':
      return { kind, recipient: side === 'recruiter' ? 'worker' : 'recruiter' };
    case 'status':
      return side === 'worker' ? null : { kind: 'status', recipient: 'worker' };
    default:
      return null;
  }
}

/** What an item was about, stored with it (the words are made when it is shown, from the catalogue). */
export interface NotificationData {
  /** Who caused it (the sender of a message, the person who offered or answered). */
  name?: string | null;
  job?: string | null;
  gwJobId?: string | null;
  status?: string | null;
  /** Messages collapsed into one unread item of a chat. */
  count?: number;
  credential?: string | null;
  /** Why a checklist item was rejected (the worker reads it in the bell and the email). */
  reason?: string | null;
  /** Days left before a credential expires (0: today). */
  days?: number;
  search?: string | null;
  jobs?: number;
  /** What happened to an assignment contract (drafted, worker_signed, signed, void), or its extension window opened. */
  event?: 'drafted' | 'worker_signed' | 'signed' | 'void' | 'extension_window';
  /** The last day of an extension window (YYYY-MM-DD, issue 45). */
  until?: string | null;
  /** The worker a reference was about (the referee is `name`). */
  worker?: string | null;
  /** A paused webhook's URL and the failed deliveries in a row that paused it. */
  url?: string | null;
  failures?: number;
  /** What happened to a timesheet (issue 44) and the first day of its week. */
  timesheet?: 'submitted' | 'approved' | 'disputed' | 'reopened';
  week?: string | null;
  /** What happened to a close-out review (issue 45): the organization gave it, or the worker replied. */
  review?: 'reviewed' | 'replied';
}

/** The sentence of one item. */
export function notificationText(kind: NotificationKind, data: NotificationData): string {
  const t = MESSAGES.notifications.text;
  const job = data.job ? (data.gwJobId ? `${data.job} (${data.gwJobId})` : data.job) : t.aJob;
  const who = data.name?.trim() || t.someone;
  switch (kind) {
    case 'offer':
      return t.offer(who, job);
    case 're-offer':
      return t.reOffer(who, job);
    case 'counter':
      return t.counter(who, job);
    case 'accept':
      return t.accept(who, job);
    case 'decline':
      return t.decline(who, job);
    case 'status':
      return t.status(job, data.status ?? '');
    case 'message':
      return t.message(who, job, data.count ?? 1);
    case 'credential':
      return t.credential(data.credential ?? t.aCredential, data.days ?? 0);
    case 'job-alert':
      return t.jobAlert(data.search ?? '', data.jobs ?? 1);
    case 'contract': {
      const n = MESSAGES.contract.notify;
      if (data.event === 'worker_signed') return n.worker_signed(who, job);
      if (data.event === 'signed') return n.signed(who, job);
      if (data.event === 'void') return n.void(job);
      if (data.event === 'extension_window') return MESSAGES.extension.reminderText(job, data.until ?? '');
      return n.drafted(job);
    }
    case 'onboarding':
      return MESSAGES.onboarding.notification(data.credential ?? '', data.status ?? '', job, data.reason);
    case 'reference':
      return MESSAGES.references.notificationText(who, data.worker ?? t.someone, job);
    case 'webhook':
      return t.webhookPaused(data.url ?? '', data.failures ?? 0);
    case 'timesheet': {
      const n = TIMESHEET_MESSAGES.notify;
      const week = data.week ?? '';
      if (data.timesheet === 'submitted') return n.submitted(who, week, job);
      if (data.timesheet === 'reopened') return n.reopened(week, job);
      return data.timesheet === 'disputed' ? n.disputed(week, job) : n.approved(week, job);
    }
    case 'review':
      return data.review === 'replied'
        ? REVIEW_MESSAGES.notify.replied(who, job)
        : REVIEW_MESSAGES.notify.reviewed(who, job);
  }
}

/** The email about an item whose person chose email (subject and text; `link` is absolute). */
export function notificationEmail(kind: NotificationKind, data: NotificationData, link: string) {
  // One line whatever the names and titles it quotes hold (rows from before the one-line rule).
  const text = oneLine(notificationText(kind, data));
  return { subject: MESSAGES.notifications.emailSubject(text), text: MESSAGES.notifications.emailText(text, link) };
}
