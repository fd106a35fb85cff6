// The one map from socket frames to queries (issue 30): checked against the keys the pages really use, through a real
// QueryClient's prefix matching, so a page whose key falls outside the map shows up here.
import { describe, expect, it } from 'vitest';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import type { ChatServerFrame } from '@/domain/chat';
import { applicationKeys } from '../features/applications/queries';
import { walletQueryKey } from '../features/credentials/api';
import { documentsQueryKey } from '../features/documents/api';
import { jobKeys } from '../features/jobs/queries';
import { chatKeys } from '../features/messages/api';
import { notificationKeys } from '../features/notifications/api';
import { offerKeys } from '../features/offers/api';
import { profileQueryKey } from '../features/profile/api';
import { orgJobsQueryKey, orgPreferencesQueryKey, webhooksQueryKey } from '../features/dashboard/keys';
import { timesheetKeys } from '../features/timesheets/keys';
import { assignmentEndKeys } from '../features/assignment-end/keys';
import { reviewKeys } from '../features/reviews/keys';
import { answerNames, queriesOfFrame, staleFilter } from './live-events';

const APP = 'app-1';
const WORKER = 'worker-1';

/** The queries open pages hold, by what they show. */
const PAGES: Record<string, QueryKey> = {
  applicationDetail: applicationKeys.detail(APP),
  applicationList: applicationKeys.list('Offered', '', 'newest'),
  board: applicationKeys.board({}),
  offers: offerKeys.application(APP),
  otherOffers: offerKeys.application('app-2'),
  journey: offerKeys.journey('Offered'),
  jobPage: jobKeys.detail('job-1'),
  otherJobPage: jobKeys.detail('job-2'),
  opportunities: [...orgJobsQueryKey, 1, 'open'],
  applyRequirements: orgPreferencesQueryKey,
  chatList: chatKeys.list(),
  chatUnread: chatKeys.unread(),
  chatMessages: chatKeys.messages('chat-1'),
  documents: documentsQueryKey(WORKER),
  otherDocuments: documentsQueryKey('worker-2'),
  credentials: walletQueryKey,
  credentialAlerts: ['credential-alerts', APP],
  profile: profileQueryKey,
  notifications: notificationKeys.unread(),
  webhooks: webhooksQueryKey,
  assignment: timesheetKeys.assignment(APP),
  week: timesheetKeys.week(APP, '2027-03-01'),
  otherWeek: timesheetKeys.week('app-2', '2027-03-01'),
  statement: timesheetKeys.statement(APP, '2027-03-01'),
  ledger: timesheetKeys.ledger(APP),
  timesheetList: timesheetKeys.list('submitted'),
  dashboardApprovals: ['dashboard', 'timesheet-approvals', 'submitted'],
  termination: assignmentEndKeys.application(APP),
  owedIfEndedToday: assignmentEndKeys.preview(APP, 'low_census', 'today'),
  reviews: reviewKeys.application(APP),
  otherReviews: reviewKeys.application('app-2'),
  boardShowingJob: jobKeys.search('q=icu'),
  boardNotShowingJob: jobKeys.search('q=er'),
  boardHeadShowingJob: jobKeys.boardHead('q=icu'),
  boardHeadNotShowingJob: jobKeys.boardHead('q=er'),
  journeyShowingJob: offerKeys.journey('Working'),
  applicationListShowingJob: applicationKeys.list('Working', '', 'newest'),
};

/** What some of PAGES show, as their answers do (the others show `{ shown: true }`). */
const ANSWERS: Record<string, unknown> = {
  // The board's cards name a job by `_id`; the journey's items and the application lists by `job_id`.
  boardShowingJob: { pages: [{ items: [{ _id: 'job-2' }, { _id: 'job-1', title: 'ICU' }], nextCursor: null }] },
  boardNotShowingJob: {
    pages: [
      { items: [{ _id: 'job-2' }], nextCursor: 'c' },
      { items: [], nextCursor: null },
    ],
  },
  boardHeadShowingJob: { items: [{ _id: 'job-1' }], nextCursor: null, total: 1, totalCapped: false },
  boardHeadNotShowingJob: { items: [{ _id: 'job-2' }], nextCursor: null, total: 1, totalCapped: false },
  journeyShowingJob: { items: [{ applicationId: APP, job_id: 'job-1' }], total: 1 },
  applicationListShowingJob: { items: [{ applicationId: 'app-3', job_id: 'job-1' }] },
};

/** Which of PAGES a frame makes stale. */
async function staleAfter(frame: ChatServerFrame, reconnected = false): Promise<string[]> {
  const qc = new QueryClient();
  for (const [name, key] of Object.entries(PAGES)) qc.setQueryData(key, ANSWERS[name] ?? { shown: true });
  for (const q of queriesOfFrame(frame, reconnected)) await qc.invalidateQueries(staleFilter(q));
  return Object.entries(PAGES)
    .filter(([, key]) => qc.getQueryState(key)?.isInvalidated)
    .map(([name]) => name)
    .sort();
}

describe('queriesOfFrame', () => {
  it("an application's change: its detail, offers, lists, board, journey, job page, chat list and badges, its end and reviews", async () => {
    expect(await staleAfter({ type: 'changed', resource: { kind: 'application', id: APP } })).toEqual(
      [
        'applicationDetail',
        'applicationList',
        'board',
        'offers',
        'journey',
        // The job pages (an application frame does not name its job: every job page refetches its own).
        'jobPage',
        'otherJobPage',
        // Every board page (the worker's card of a job she applied to), journey and application list.
        'boardShowingJob',
        'boardNotShowingJob',
        'journeyShowingJob',
        'applicationListShowingJob',
        'chatList',
        'credentialAlerts',
        'dashboardApprovals',
        'assignment',
        'termination',
        'owedIfEndedToday',
        'reviews',
      ].sort(),
    );
  });

  it("a worker's documents and credentials: their lists, the wallet, the profile and the expiry badges", async () => {
    expect(await staleAfter({ type: 'changed', resource: { kind: 'documents', workerId: WORKER } })).toEqual(
      ['documents', 'profile'].sort(),
    );
    expect(await staleAfter({ type: 'changed', resource: { kind: 'credentials', workerId: WORKER } })).toEqual(
      ['credentials', 'credentialAlerts', 'profile'].sort(),
    );
  });

  it("a job's posting (edited, paused, closed): its page, the Opportunities Manager and the lists that show it, no other page", async () => {
    expect(await staleAfter({ type: 'changed', resource: { kind: 'job', id: 'job-1' } })).toEqual(
      [
        'jobPage',
        'opportunities',
        'boardShowingJob',
        'journeyShowingJob',
        'applicationListShowingJob',
        'boardHeadShowingJob',
      ].sort(),
    );
  });

  it("a job opened to applications (posted, reopened): every board's first page as the server has it, not the boards' cards", async () => {
    expect(await staleAfter({ type: 'changed', resource: { kind: 'job-opened', id: 'job-3' } })).toEqual(
      ['boardHeadShowingJob', 'boardHeadNotShowingJob'].sort(),
    );
  });

  it("an application's change leaves the boards' first pages alone (only a job's opening concerns them)", async () => {
    const stale = await staleAfter({ type: 'changed', resource: { kind: 'application', id: APP } });
    expect(stale).toContain('boardShowingJob');
    expect(stale).not.toContain('boardHeadShowingJob');
  });

  it('answerNames finds an id anywhere in an answer, and only a value equal to it', () => {
    expect(answerNames({ a: [{ b: { c: 'job-1' } }] }, 'job-1')).toBe(true);
    expect(answerNames({ a: ['job-10', 'xjob-1'], 'job-1': 1 }, 'job-1')).toBe(false);
    expect(answerNames(undefined, 'job-1')).toBe(false);
  });

  it("an organization's apply requirements: every job page and the preferences page", async () => {
    expect(
      await staleAfter({ type: 'changed', resource: { kind: 'apply-requirements', organizationId: 'o' } }),
    ).toEqual(['applyRequirements', 'jobPage', 'otherJobPage'].sort());
  });

  it("an organization's webhooks (one paused or resumed): its webhook list", async () => {
    expect(await staleAfter({ type: 'changed', resource: { kind: 'webhooks' } })).toEqual(['webhooks']);
  });

  it("an assignment's hours and pay: its page, weeks, statements and ledger, the approval lists, the journey, list rows and board cards", async () => {
    expect(await staleAfter({ type: 'changed', resource: { kind: 'timesheet', applicationId: APP } })).toEqual(
      [
        'assignment',
        'week',
        'statement',
        'ledger',
        'timesheetList',
        'dashboardApprovals',
        'journey',
        'journeyShowingJob',
        'applicationDetail',
        'applicationList',
        'applicationListShowingJob',
        'board',
      ].sort(),
    );
  });

  it('chat frames refresh the chat list and unread count; the bell its items', async () => {
    const message = { id: 1, chatId: 'chat-1', senderId: 'u', body: 'hi', createdAt: '2026-01-01T00:00:00Z' };
    expect(await staleAfter({ type: 'message', chatId: 'chat-1', message })).toEqual(['chatList', 'chatUnread']);
    expect(await staleAfter({ type: 'chat', chatId: 'chat-1' })).toEqual(['chatList', 'chatUnread']);
    expect(await staleAfter({ type: 'notifications' })).toEqual(['notifications']);
    expect(await staleAfter({ type: 'pong' })).toEqual([]);
  });

  it('the first ready refreshes the bell only; a reconnect refreshes every live page (frames may be lost)', async () => {
    expect(await staleAfter({ type: 'ready' })).toEqual(['notifications']);
    expect(await staleAfter({ type: 'ready' }, true)).toEqual(Object.keys(PAGES).sort());
  });
});
