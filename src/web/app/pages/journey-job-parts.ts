// What the worker's job page on her work journey (/work-journey/:status/:applicationId) reads beside her application:
// the job, and each card's own read for the application's status. One place for the page, which is drawn once they have
// all answered (so no card answering late pushes the ones below it under her thumb), and for its prefetch (router.tsx),
// with which the server draws the page on a first view, as the application page does (application-parts.ts).
import { showsHours } from '@/domain/applications';
import { showsChecklist, showsPlacementProgress } from '@/domain/onboarding';
import type { ApplicationOffers } from '@/domain/offers';
import { canReview } from '@/domain/reviews';
import { canAttachWorkRecord } from '@/domain/work-records';
import { jobDetailQuery } from '../../features/jobs/queries';
import { contractQuery } from '../../features/onboarding/contract-api';
import { checklistQuery } from '../../features/onboarding/api';
import { referencesQuery } from '../../features/onboarding/references-api';
import { owedIfEndedTodayQuery, terminationQuery } from '../../features/assignment-end/queries';
import { applicationReviewsQuery } from '../../features/reviews/api';
import { attachedRecordsQuery, workRecordsQuery } from '../../features/work-records/api';

/** The reads of the page's parts, for the worker's application as GET /api/applications/:id/offers answers it. */
export function journeyPartReads(offers: ApplicationOffers) {
  const { applicationId, status } = offers.application;
  return [
    jobDetailQuery(offers.job._id),
    contractQuery(applicationId),
    attachedRecordsQuery(applicationId),
    // The end of the assignment: a recorded end once placed, and while at work what ending it today would owe her.
    ...(showsHours(status) ? [terminationQuery(applicationId)] : []),
    ...(status === 'Working' ? [owedIfEndedTodayQuery(applicationId)] : []),
    ...(canReview(status) ? [applicationReviewsQuery(applicationId)] : []),
    ...(showsChecklist(status) ? [checklistQuery(applicationId)] : []),
    ...(showsPlacementProgress(status) ? [referencesQuery(applicationId)] : []),
    // Her own verified records, to attach one in place of a reference.
    ...(canAttachWorkRecord(status) ? [workRecordsQuery()] : []),
  ];
}
