// /application/{status}/{workerId}/{gwJobId}/{applicationId}: the recruiter/organization application detail.
import { lazy, useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router';
import { Alert, Anchor, Badge, Card, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { afterRecruiterStatusChange, agreedTermsLabel, agreedTermsSummary } from '@/domain/offers';
import {
  applicationOfferNote,
  applicationStatusLabel,
  isWithdrawn,
  parseStatus,
  showsHours,
  toUrlStatus,
} from '@/domain/applications';
import { formatDate, formatMoney, can, MESSAGES, offerFlowFromSearch, routes } from '@/domain/shared';
import { NotFound } from '../../components/not-found-page';
import { ApiError } from '../../lib/api';
import { useMe } from '../../lib/auth';
import { Redirect, useNavigateFromHere } from '../../lib/navigate-here';
import { lazyDialog } from '../../components/lazy-dialog';
import type { StartChatTarget } from '../../features/messages/api';
import { LazyStartChatDialog as StartChatDialog } from '../../features/messages/components/lazy-start-chat-dialog';
import { useApplicationDetail } from '../../features/applications/api';
import { ComparisonPanel } from '../../features/applications/components/comparison-panel';
import { InfoCard } from '../../features/applications/components/info-card';
import { StatusActions } from '../../features/applications/components/status-actions';
import { ApplicationHistory } from '../../features/applications/components/application-history';
import { CredentialAlertBadge } from '../../features/credentials/components/credential-alert-badge';
import { ContractCard } from '../../features/onboarding/components/contract-card';
import { PayTermsCard } from '../../features/timesheets/components/pay-terms-card';
import { AssignmentEndCard } from '../../features/assignment-end/components/assignment-end-card';
import { RateCardCard } from '../../features/dashboard/components/rate-card-card';
import { ExtensionCard } from '../../features/offers/components/extension-card';
import { ChecklistCard } from '../../features/onboarding/components/checklist-card';
import { ReferencesCard } from '../../features/onboarding/components/references-card';
import { useChecklist } from '../../features/onboarding/api';
import { partReads, partsShown } from './application-parts';
import { Busy } from '../components/busy';
import { LazyPart } from '../../components/until-hydrated';
import { ReviewsPanel } from '../../features/reviews/components/reviews-panel';
import { jobIdLine } from '@/domain/jobs';
import { answered, failedToShow } from '../../lib/query-state';

const OfferPanel = lazy(() => import('../../features/offers/components/offer-panel'));
// The worker's documents open from a button: their dialog's code (Modal, its list and downloads) loads then, or on the
// button's hover or focus, not with the page's first view.
const WorkerDocumentsModal = lazyDialog(() =>
  import('../../features/documents/components/worker-documents-modal').then((m) => m.WorkerDocumentsModal),
);

export function Component() {
  const params = useParams();
  const location = useLocation();
  // The page's own moves (its address corrected, an offer's answer) are made only while the person is still on it: a
  // live change re-renders the page while a navigation away from it loads (lib/navigate-here.tsx).
  const navigate = useNavigateFromHere();
  const me = useMe();
  const status = parseStatus(params.status);
  const applicationId = params.applicationId ?? '';
  const detail = useApplicationDetail(applicationId);
  const [chat, setChat] = useState<StartChatTarget | null>(null);
  const [docsOpen, setDocsOpen] = useState(false);
  // The Cleared rule's blockers (the checklist's, kept live by the socket) make the Onboarding quick-advance honest.
  const checklist = useChecklist(applicationId, detail.data?.application.status === 'Onboarding');
  const flow = offerFlowFromSearch(location.search);
  const shown = detail.data && me.data ? partsShown(detail.data, me.data.role, flow) : null;
  const reads = useQueries({ queries: shown && detail.data ? partReads(detail.data, shown) : [] });
  // Drawn once all have answered; after that a read a move adds (a card the new status shows) does not take it away.
  const [drawnFor, setDrawnFor] = useState<string | null>(null);
  const ready = !!shown && reads.every(answered);
  if (ready && drawnFor !== applicationId) setDrawnFor(applicationId);

  if (!status) return <NotFound />;
  const waiting = !!shown && drawnFor !== applicationId && !ready;
  if (detail.isLoading || me.isLoading || waiting) return <Busy label={MESSAGES.applicationDetail.loading} />;
  if (failedToShow(detail)) {
    if (detail.error instanceof ApiError && detail.error.status === 404)
      return <Redirect to={routes.applications(status)} />;
    return <Alert color="red">{detail.error?.message}</Alert>;
  }
  const d = detail.data;
  const user = me.data;
  if (!d || !user || !shown) return <NotFound />;
  const app = d.application;
  // The path must name this application's status, worker and job; otherwise go to the right path.
  if (
    params.status !== toUrlStatus(app.status) ||
    params.workerId !== app.worker_id ||
    params.gwJobId !== app.gw_job_id
  ) {
    const right = routes.applicationDetail({
      status: app.status,
      workerId: app.worker_id,
      gwJobId: app.gw_job_id,
      applicationId: app.applicationId,
    });
    return <Redirect to={`${right}${location.search}`} />;
  }
  const parts = shown;
  // The offer actions of section 4 sit at the top whenever an offer is live; q=make-offer deep-links the same flow.
  const job = d.job;
  // The terms of record (agreed once an offer is accepted), not the posted pay: domain agreedTerms() on the server.
  const agreed = d.agreed_terms;
  const weeklyTotal = agreedTermsSummary(agreed).weekly_rate;
  const startDate = agreed.terms.schedule?.start_date ?? job.schedule.start_date;

  return (
    <Stack gap="md">
      {/* Back is the shell's (its "←" returns to the list as it was left, filters and all): one Back per page. */}
      <Group justify="flex-end" wrap="wrap">
        <Group gap="md" wrap="wrap">
          {/* A placement at work: its timesheets, statements and ledger (issue 44). */}
          {showsHours(app.status) ? (
            <Anchor component={Link} to={routes.assignment(app.applicationId)} fw={600}>
              {MESSAGES.hours.openHours}
            </Anchor>
          ) : null}
          <Anchor component="button" type="button" onClick={() => setDocsOpen(true)} {...WorkerDocumentsModal.trigger}>
            {MESSAGES.applicationDetail.workerDocuments}
          </Anchor>
          {/* A withdrawn application is closed: the worker applies again instead (docs/decisions/0012). */}
          {isWithdrawn(app.status, app.offer_status) ? null : (
            <StatusActions
              app={app}
              role={user.role}
              clearanceBlockers={app.status === 'Onboarding' ? checklist.data?.blockers : undefined}
            />
          )}
        </Group>
      </Group>
      <Group gap="sm" wrap="wrap">
        {/* A name of one long word wraps instead of widening a phone's page (as the job page's title does). */}
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {d.worker.name}
        </Title>
        <Badge size="lg" data-testid="application-status">
          {applicationStatusLabel(app.status, app.offer_status)}
        </Badge>
        {applicationOfferNote(app.status, app.offer_status) && (
          <Badge variant="outline">{applicationOfferNote(app.status, app.offer_status)}</Badge>
        )}
        {parts.alerts && <CredentialAlertBadge applicationId={app.applicationId} />}
      </Group>
      {parts.offer && (
        // A Paper, not a Card: a Card clips its overflow, which would keep the offer's actions from sticking to the
        // bottom of the screen while the terms are read (offer-action-bar.tsx).
        <Paper withBorder p="md">
          {/* Its own code, loaded once the app owns the page (a page the server drew shows the loader until then). */}
          <LazyPart fallback={<Busy label={MESSAGES.board.loadingOffer} />}>
            <OfferPanel
              applicationId={app.applicationId}
              mode={flow}
              onDone={(next) => {
                const s = parseStatus(next);
                navigate(s ? afterRecruiterStatusChange(s) : location.pathname);
              }}
            />
          </LazyPart>
        </Paper>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <Card withBorder padding="md" component="section" aria-labelledby="job-summary">
              <Title order={2} size="h4" id="job-summary">
                {job.title ?? job.profession}
              </Title>
              <Text size="sm" c="dimmed">
                {[jobIdLine(job), job.organization_name].filter(Boolean).join(' · ')}
              </Text>
              <Text size="sm">
                {job.profession} · {job.specialty} · {job.terms}
              </Text>
              <Text size="sm">
                {[job.location.facility, job.location.city, job.location.state].filter(Boolean).join(', ')}
              </Text>
              <Text size="sm" data-testid="terms-of-record">
                <Text span size="sm" fw={600}>
                  {agreedTermsLabel(agreed)}
                </Text>
                {weeklyTotal !== null ? `: ${MESSAGES.terms.weekly(formatMoney(weeklyTotal))}` : ''}
                {typeof startDate === 'string'
                  ? ` · ${MESSAGES.applicationDetail.startsOn(formatDate(startDate))}`
                  : ''}
              </Text>
            </Card>
            <ExtensionCard
              applicationId={app.applicationId}
              status={app.status}
              offerStatus={app.offer_status}
              version={app.version}
              schedule={agreed.terms.schedule}
            />
            {parts.end ? (
              <AssignmentEndCard applicationId={app.applicationId} status={app.status} side="organization" />
            ) : null}
            {/* Issue 45: 'Review worker' at Done, her reply beside it; her do-not-return marks on any application. */}
            {parts.reviews ? <ReviewsPanel applicationId={app.applicationId} /> : null}
            <ContractCard applicationId={app.applicationId} />
            {/* Issue 44: the pay terms the contract leaves open, completed by the organization before Cleared. */}
            {parts.payTerms ? (
              <PayTermsCard applicationId={app.applicationId} facilityState={job.location.state} />
            ) : null}
            {/* Issue 45: the placement's bill rate card, for the organization's users. */}
            {parts.rateCard ? <RateCardCard applicationId={app.applicationId} /> : null}
            {parts.checklist && (
              <ChecklistCard
                applicationId={app.applicationId}
                side="organization"
                canOverride={can(user.role, 'applications.overrideClearance')}
              />
            )}
            {parts.references ? <ReferencesCard applicationId={app.applicationId} /> : null}
            <ComparisonPanel
              detail={d}
              canAskWorker={can(user.role, 'chat.askWorker')}
              askTrigger={StartChatDialog.trigger}
              onAskWorker={(row) =>
                setChat({
                  key: row,
                  title: MESSAGES.askWorker,
                  jobTitle: job.title ?? job.profession ?? '',
                  prefill: MESSAGES.chat.aboutRow(row),
                  input: {
                    organization_id: app.organization_id,
                    recruiter_id: user.id,
                    job_id: app.job_id,
                    gw_job_id: app.gw_job_id,
                    worker_id: app.worker_id,
                  },
                })
              }
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <InfoCard detail={d} role={user.role} />
            <ApplicationHistory detail={d} />
          </Stack>
        </Grid.Col>
      </Grid>
      <WorkerDocumentsModal
        workerId={app.worker_id}
        workerName={d.worker.name}
        opened={docsOpen}
        onClose={() => setDocsOpen(false)}
      />
      <StartChatDialog target={chat} onClose={() => setChat(null)} />
    </Stack>
  );
}
