// Open pages follow the server (issue 30): the ONE place that maps what the socket says changed to the queries that
// show it. The server announces a resource by id to everyone who can see it (src/server/queue/live-changes.ts); the
// tab invalidates the queries below, and those on screen refetch (each request authorized as usual). A mutation's own
// invalidations (features/*/api.ts) cover the tab that made it; this covers every other tab and person.
import { useEffect, useRef } from 'react';
import { useQueryClient, type InvalidateQueryFilters, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { ChatServerFrame, LiveResource } from '@/domain/chat';
import { applicationKeys } from '../features/applications/queries';
import { walletQueryKey } from '../features/credentials/keys';
import { documentsQueryKey } from '../features/documents/keys';
import { jobKeys } from '../features/jobs/queries';
import { chatKeys } from '../features/messages/keys';
import { useLiveChat } from '../features/messages/live-socket';
import { notificationKeys } from '../features/notifications/keys';
import { offerKeys } from '../features/offers/keys';
import { onboardingKeys, referenceKeys } from '../features/onboarding/keys';
import { profileQueryKey } from '../features/profile/keys';
import { orgJobsQueryKey, orgPreferencesQueryKey, webhooksQueryKey } from '../features/dashboard/keys';
import { timesheetKeys } from '../features/timesheets/keys';
import { assignmentEndKeys } from '../features/assignment-end/keys';
import { invoiceKeys } from '../features/dashboard/invoice-keys';
import { reviewKeys } from '../features/reviews/keys';

const CREDENTIAL_ALERTS = ['credential-alerts'] as const;
const WORK_JOURNEY = ['work-journey'] as const;
const DASHBOARD = ['dashboard'] as const;

/**
 * Queries to make stale: every query under a key, or only those under a key whose answer names a resource (a frame
 * every worker hears makes stale only the lists that show that resource, not every open list).
 */
export type StaleQueries = QueryKey | { queryKey: QueryKey; naming: string };

/** Whether an answer names `id` anywhere (ids are UUIDs: a value equal to one is that resource). */
export function answerNames(data: unknown, id: string): boolean {
  if (data === id) return true;
  if (Array.isArray(data)) return data.some((item) => answerNames(item, id));
  if (data && typeof data === 'object') return Object.values(data).some((value) => answerNames(value, id));
  return false;
}

/** TanStack Query's filter for a StaleQueries. */
export function staleFilter(q: StaleQueries): InvalidateQueryFilters {
  if (!('naming' in q)) return { queryKey: q };
  const { queryKey, naming } = q;
  return { queryKey, predicate: (query) => answerNames(query.state.data, naming) };
}

function invalidate(qc: QueryClient, q: StaleQueries) {
  void qc.invalidateQueries(staleFilter(q));
}

/** The queries that show a resource. */
export function queriesOfResource(r: LiveResource): StaleQueries[] {
  switch (r.kind) {
    case 'application':
      // Its detail, offers and history; every list, board column and count it sits in; the worker's journey and job
      // page; the chat list (it shows the application's status); the expiry badges; the dashboard's figures.
      return [
        applicationKeys.all,
        offerKeys.application(r.id),
        WORK_JOURNEY,
        jobKeys.all,
        chatKeys.list(),
        CREDENTIAL_ALERTS,
        DASHBOARD,
        // Its onboarding checklist (an item submitted, verified or rejected announces the application).
        onboardingKeys.all,
        // Its assignment's page (issue 44): the status it shows, and whether time can be recorded.
        timesheetKeys.assignment(r.id),
        // Its early end and the "ending soon" lists (issue 45).
        assignmentEndKeys.application(r.id),
        assignmentEndKeys.endingSoon(),
        // Its close-out reviews (issue 45): whether a review can be given follows its status (Done).
        reviewKeys.application(r.id),
      ];
    case 'documents':
      return [documentsQueryKey(r.workerId), profileQueryKey];
    case 'credentials':
      return [walletQueryKey, CREDENTIAL_ALERTS, profileQueryKey];
    case 'references':
      return [referenceKeys.application(r.applicationId)];
    case 'webhooks':
      return [webhooksQueryKey];
    case 'timesheet':
      // An assignment's clock, weeks, statements and ledger (issue 44); the organization's list of weeks waiting for
      // approval; the journey's hours and last statement; list rows and board cards with the timesheet status.
      return [
        timesheetKeys.assignment(r.applicationId),
        timesheetKeys.weeks(r.applicationId),
        timesheetKeys.statements(r.applicationId),
        timesheetKeys.ledger(r.applicationId),
        timesheetKeys.lists(),
        WORK_JOURNEY,
        DASHBOARD,
        applicationKeys.all,
      ];
    case 'reviews':
      // A placement's reviews and reply (issue 45); the organization's do-not-return list and the badges it feeds; the
      // job pages' facility averages and do-not-return notice; the journey's "review the facility".
      return [reviewKeys.application(r.applicationId), reviewKeys.all, WORK_JOURNEY, applicationKeys.all, DASHBOARD];
    case 'invoices':
      // The organization's invoices (issue 45): its list and each invoice.
      return [invoiceKeys.all];
    case 'job':
      // A posting edited, paused, reopened or closed: its page (pay, facts, whether Apply is open), the
      // organization's Opportunities Manager, and the boards, journeys and application lists that show it (its card's
      // pay and title; a paused or closed job leaves the board). Every worker hears it: only a tab showing that job
      // refetches.
      return [
        jobKeys.detail(r.id),
        orgJobsQueryKey,
        { queryKey: jobKeys.searches, naming: r.id },
        { queryKey: WORK_JOURNEY, naming: r.id },
        { queryKey: applicationKeys.all, naming: r.id },
        // A board's first page that counts it as new (it opened, then closed again or changed).
        { queryKey: jobKeys.boardHeads, naming: r.id },
      ];
    case 'job-opened':
      // A job posted or reopened: no board names it yet. Each open board fetches its first page again, beside its
      // cards, and offers the jobs it lacks (explore-jobs-page's NewJobsButton) rather than moving the cards.
      return [jobKeys.boardHeads];
    case 'apply-requirements':
      // What the organization requires to match: every open job page (a job page names its organization only in
      // its answer; a job of another one refetches unchanged) and the organization's preferences page.
      return [jobKeys.details, orgPreferencesQueryKey];
  }
}

/** Everything a live page may show: refetched after a reconnect, when frames may have been missed. */
const EVERYTHING_LIVE: QueryKey[] = [
  applicationKeys.all,
  ['offers'],
  WORK_JOURNEY,
  jobKeys.all,
  jobKeys.boardHeads,
  chatKeys.all,
  chatKeys.unread(),
  notificationKeys.all,
  referenceKeys.all,
  ['documents'],
  walletQueryKey,
  CREDENTIAL_ALERTS,
  profileQueryKey,
  DASHBOARD,
  onboardingKeys.all,
  webhooksQueryKey,
  timesheetKeys.all,
  invoiceKeys.all,
  reviewKeys.all,
  assignmentEndKeys.all,
  orgJobsQueryKey,
  orgPreferencesQueryKey,
];

/**
 * The queries a server frame makes stale. `reconnected`: a 'ready' after the first one of the tab (events may have
 * been missed while the socket was down). New chat messages themselves are merged by the open conversation.
 */
export function queriesOfFrame(frame: ChatServerFrame, reconnected: boolean): StaleQueries[] {
  switch (frame.type) {
    case 'changed':
      return queriesOfResource(frame.resource);
    case 'message':
    case 'chat':
    case 'read':
      return [chatKeys.list(), chatKeys.unread()];
    case 'notifications':
      return [notificationKeys.all];
    case 'ready':
      return reconnected ? EVERYTHING_LIVE : [notificationKeys.all];
    case 'pong':
      return [];
  }
}

/** How long after this tab's own changes settle its held-back invalidations run (their callbacks have run by then). */
const AFTER_OWN_CHANGE_MS = 100;

/**
 * Keeps the signed-in shell's open pages live: every frame invalidates the queries of queriesOfFrame(). While a change
 * of this tab is under way, the frames it causes arrive before its answer (the server announces on commit): they are
 * held until the tab's changes have settled, so a refetch never moves the page under a change that has not yet shown
 * its result and navigated (the change invalidates what it changed itself; the held keys follow).
 */
export function useLiveEvents() {
  const qc = useQueryClient();
  const readySeen = useRef(false);
  const held = useRef<StaleQueries[]>([]);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const unsubscribe = qc.getMutationCache().subscribe(() => {
      if (!held.current.length || qc.isMutating() > 0 || timer) return;
      timer = setTimeout(() => {
        timer = null;
        if (qc.isMutating() > 0) return;
        const keys = held.current;
        held.current = [];
        for (const q of keys) invalidate(qc, q);
      }, AFTER_OWN_CHANGE_MS);
    });
    return () => {
      unsubscribe();
      if (timer) clearTimeout(timer);
    };
  }, [qc]);
  useLiveChat((frame) => {
    const reconnected = frame.type === 'ready' && readySeen.current;
    if (frame.type === 'ready') readySeen.current = true;
    const keys = queriesOfFrame(frame, reconnected);
    if (qc.isMutating() > 0) held.current.push(...keys);
    else for (const q of keys) invalidate(qc, q);
  });
}

/** Renders nothing: mounts useLiveEvents() once in the signed-in shell. */
export function LiveEvents() {
  useLiveEvents();
  return null;
}
