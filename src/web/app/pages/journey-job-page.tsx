// /work-journey/:status/:applicationId: the job detail in work-journey mode with the worker's offer actions.
import { useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Alert, Button, Center } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { showsHours } from '@/domain/applications';
import { HOURS_MESSAGES } from '@/domain/hours';
import { canReview } from '@/domain/reviews';
import { MESSAGES, routes } from '@/domain/shared';
import { JobDetailView } from '../components/job-detail-view';
import { useApplicationOffers } from '../../features/offers/api';
import { WorkerOfferActions } from '../../features/offers/components/worker-offer-actions';
import { ContractCard } from '../../features/onboarding/components/contract-card';
import { AssignmentEndCard } from '../../features/assignment-end/components/assignment-end-card';
import { ExtensionCard } from '../../features/offers/components/extension-card';
import { ChecklistCard } from '../../features/onboarding/components/checklist-card';
import { ReferencesCard } from '../../features/onboarding/components/references-card';
import { WorkRecordCard } from '../../features/work-records/components/work-record-card';
import { AttachRecordCard } from '../../features/work-records/components/attach-record-card';
import { showsChecklist, showsPlacementProgress } from '@/domain/onboarding';
import { Busy } from '../components/busy';
import { ReviewsPanel } from '../../features/reviews/components/reviews-panel';
import { answered, failedToShow } from '../../lib/query-state';
import { journeyPartReads } from './journey-job-parts';

export function Component() {
  const { applicationId = '' } = useParams();
  const q = useApplicationOffers(applicationId);
  const reads = useQueries({ queries: q.data ? journeyPartReads(q.data) : [] });
  // Drawn once the job and every card's read have answered; after that a read a move adds (a card the new status
  // shows) does not take the page away.
  const [drawnFor, setDrawnFor] = useState<string | null>(null);
  const ready = !!q.data && reads.every(answered);
  if (ready && drawnFor !== applicationId) setDrawnFor(applicationId);
  if (q.isLoading || (q.data && !ready && drawnFor !== applicationId))
    return (
      <Center h="40vh">
        <Busy label={MESSAGES.shell.loading} />
      </Center>
    );
  if (failedToShow(q) || !q.data) return <Alert color="red">{q.error?.message}</Alert>;
  const placed = showsPlacementProgress(q.data.application.status);
  return (
    <JobDetailView
      jobId={q.data.job._id}
      mode="work-journey"
      offerActions={
        <>
          {/* A placement at work: its clock, timesheets and statements first (issue 44). */}
          {showsHours(q.data.application.status) ? (
            <Button
              component={Link}
              to={routes.assignment(applicationId)}
              size="lg"
              fullWidth
              leftSection={<IconClockHour4 size={22} aria-hidden />}
            >
              {HOURS_MESSAGES.openHours}
            </Button>
          ) : null}
          {/* A placement's contract and checklist first: what to do next is the first thing the worker sees (issue 31). */}
          <AssignmentEndCard applicationId={applicationId} status={q.data.application.status} side="worker" />
          {/* Done: her sealed work record to download (issue 45). */}
          <WorkRecordCard applicationId={applicationId} status={q.data.application.status} />
          {/* Done: review the facility; her review with its reason, and her one reply (issue 45). */}
          {canReview(q.data.application.status) ? <ReviewsPanel applicationId={applicationId} /> : null}
          <ContractCard applicationId={applicationId} />
          {/* Either side proposes an extension once the window opens (issue 45). */}
          <ExtensionCard
            applicationId={applicationId}
            status={q.data.application.status}
            offerStatus={q.data.application.offer_status}
            version={q.data.application.version}
            schedule={q.data.agreed_terms.terms.schedule}
          />
          {showsChecklist(q.data.application.status) && (
            <ChecklistCard applicationId={q.data.application.applicationId} side="worker" />
          )}
          {placed ? <ReferencesCard applicationId={applicationId} /> : null}
          {/* Her verified assignments attached in place of a reference (issue 45). */}
          <AttachRecordCard applicationId={applicationId} status={q.data.application.status} />
          <WorkerOfferActions data={q.data} />
        </>
      }
    />
  );
}
