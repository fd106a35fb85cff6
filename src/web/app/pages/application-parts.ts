// Which parts the application page (/application/{status}/{workerId}/{gwJobId}/{applicationId}) shows for the
// application's status and the person's role, and what those parts read: one place for the page, which is drawn once
// they have all answered, and for its prefetch (router.tsx), with which the server draws the page on a first view.
import { liveOfferStatus } from '@/domain/offers';
import { showsChecklist, showsPlacementProgress } from '@/domain/onboarding';
import { can, type Role } from '@/domain/shared';

import { showsHours, type ApplicationDetail } from '@/domain/applications';
import { userRecordQuery } from '../../features/applications/api';
import { checklistQuery } from '../../features/onboarding/api';
import { contractQuery } from '../../features/onboarding/contract-api';
import { referencesQuery } from '../../features/onboarding/references-api';
import { assignmentQuery } from '../../features/timesheets/api';
import { terminationQuery } from '../../features/assignment-end/queries';
import { applicationReviewsQuery } from '../../features/reviews/api';
import { rateCardQuery } from '../../features/dashboard/invoices-api';
import { credentialAlertsQuery } from '../../features/credentials/api';
import { applicationOffersQuery } from '../../features/offers/queries';

/** Which of the page's parts are shown, for the application's status and the person's role: one place for both. */
export function partsShown(d: ApplicationDetail, role: Role, flow: string | null) {
  const { status, offer_status } = d.application;
  const organizationSide = role !== 'worker';
  return {
    offer: !!flow || !!liveOfferStatus(status, offer_status),
    alerts: organizationSide,
    end: organizationSide && showsHours(status),
    reviews: organizationSide,
    payTerms: organizationSide && showsPlacementProgress(status),
    rateCard: can(role, 'invoices.manage') && showsHours(status),
    checklist: showsChecklist(status),
    references: showsPlacementProgress(status),
  };
}

/**
 * The reads of the parts shown (each part's own query, shared with it by key). The page is drawn once they have all
 * answered: drawn part by part, each card that answered late pushed the ones below it down, and a press aimed at one
 * of them (Complete pay terms) landed on whatever had moved under the pointer.
 */
export function partReads(d: ApplicationDetail, shown: ReturnType<typeof partsShown>) {
  const id = d.application.applicationId;
  return [
    contractQuery(id),
    userRecordQuery(d.worker.id),
    ...(shown.offer ? [applicationOffersQuery(id)] : []),
    ...(shown.alerts ? [credentialAlertsQuery(id)] : []),
    ...(shown.end ? [terminationQuery(id)] : []),
    ...(shown.reviews ? [applicationReviewsQuery(id)] : []),
    ...(shown.payTerms ? [assignmentQuery(id)] : []),
    ...(shown.rateCard ? [rateCardQuery(id)] : []),
    ...(shown.checklist ? [checklistQuery(id)] : []),
    ...(shown.references ? [referencesQuery(id)] : []),
  ];
}
