// The worker's answers to an offer (spec section 4): Accept, Decline, Counter Offer / Re Counter, and Withdraw.
// Status moves go through PATCH /api/application-journey with the loaded version, so a replaced offer is never
// accepted.
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MESSAGES, offerFlowFromSearch, routes } from '@/domain/shared';
import {
  agreedTermsLabel,
  afterWorkerAccept,
  afterWorkerDecline,
  offerActions,
  workerDeclineChange,
  workerWithdrawChange,
  type OfferTerms,
  liveOfferStatus,
  resolvedTerms,
  OFFER_MESSAGES,
} from '@/domain/offers';
import { WORKER_WITHDRAWABLE } from '@/domain/applications';
import { ApiError } from '../../../lib/api';
import { useMe } from '../../../lib/auth';
import { useNavigateFromHere } from '../../../lib/navigate-here';
import { draftKey, removeDraftsExcept } from '../../../lib/form-draft';
import { useReturnFocus } from '../../../components/return-focus';
import { useRespondToOffer, useSubmitOffer, useWorkerStatusChange, type ApplicationOffers } from '../api';
import { OfferCompare } from './offer-compare';
import { OfferActionBar } from './offer-action-bar';
import { lazyDialog } from '../../../components/lazy-dialog';

// The dialogs and the counter-offer's form (with the schemas they check with) load when they open: a job's page on the
// journey carries neither zod nor Mantine's Modal in its first view.
const AcceptConfirm = lazyDialog(() => import('./accept-confirm').then((m) => m.AcceptConfirm));
const ReasonDialog = lazyDialog(() => import('./reason-dialog').then((m) => m.ReasonDialog));
const CounterOfferDialog = lazyDialog(() => import('./counter-offer-dialog').then((m) => m.CounterOfferDialog));

/** Worker-side status failures are logged only, with the HTTP status (spec section 8). */
function logStatusFailure(e: unknown) {
  console.error('Status change failed', e instanceof ApiError ? e.status : e);
}

export function WorkerOfferActions({ data }: { data: ApplicationOffers }) {
  const { application, job, offers } = data;
  const navigate = useNavigate();
  // Where an answer takes her, only while she is still on this page (lib/navigate-here.tsx).
  const follow = useNavigateFromHere();
  const location = useLocation();
  const change = useWorkerStatusChange();
  const withdrawal = useWorkerStatusChange({ errorMessage: MESSAGES.withdrawFailed });
  const submit = useSubmitOffer();
  const respond = useRespondToOffer();
  const [declineOpen, setDeclineOpen] = useState(false);
  const [withdrawOpen, setWithdrawOpen] = useState(false);
  const [acceptOpen, setAcceptOpen] = useState(false);
  const me = useMe();

  const live = liveOfferStatus(application.status, application.offer_status);
  const actions = offerActions(live, 'worker');
  const current = offers.length ? offers[offers.length - 1] : null;
  // A counter's draft belongs to the offer version it answers: a newer offer never gets an older counter restored.
  const counterDrafts = me.data ? draftKey(me.data.id, 'counter', application.applicationId) : null;
  const version = current?.version ?? 0;
  // The version the open dialog answers (fixed while it is open: a refetch must not move its draft to a new key).
  const counterFor = useRef<number | null>(null);
  const counterDraftKey = counterDrafts ? `${counterDrafts}@v${counterFor.current ?? version}` : null;
  useEffect(() => {
    if (counterDrafts) removeDraftsExcept(counterDrafts, counterDraftKey);
  }, [counterDrafts, counterDraftKey]);
  const counterOpen =
    offerFlowFromSearch(location.search) === 'counter-offer' &&
    actions.some((a) => a === 'Counter Offer' || a === 'Re Counter');
  const closeCounter = () => navigate(location.pathname, { replace: true });
  // The dialog is a route of the page (?q=counter-offer): closing it navigates, so focus goes back through
  // useReturnFocus (which keeps it there through the navigation's re-render), not only Mantine's 10 ms return.
  const rememberCounterTrigger = useReturnFocus(counterOpen);
  // The recruiter changed the offer under an open counter (a live update, or a 409 on sending): what was typed answered
  // the old offer, so it is cleared, the dialog closes on the new offer, and the worker is told once.
  const toldStale = useRef(false);
  const dropStaleCounter = () => {
    if (counterDrafts) removeDraftsExcept(counterDrafts, null);
    if (!toldStale.current) notifications.show({ color: 'yellow', message: MESSAGES.drafts.staleCleared });
    toldStale.current = true;
    closeCounter();
  };
  useEffect(() => {
    if (!counterOpen) {
      counterFor.current = null;
      return;
    }
    if (counterFor.current === null) {
      counterFor.current = version;
      toldStale.current = false;
    } else if (counterFor.current !== version && current?.side === 'recruiter') dropStaleCounter();
    // dropStaleCounter reads the same render's values.
  }, [counterOpen, version, current?.side]);
  const base = { applicationId: application.applicationId, version: application.version };

  // An extension (a Working assignment's offer) is answered through the offer responses and keeps the worker on this
  // page: the assignment stays Working, and the amendment to sign appears in the contract card above.
  const extension = application.status === 'Working';
  const answerExtension = (action: 'Accept' | 'Decline', reason?: string, notes?: string) =>
    respond.mutate(
      { ...base, action, reason, notes },
      {
        onSuccess: () => {
          setAcceptOpen(false);
          setDeclineOpen(false);
          notifications.show({ color: 'green', message: MESSAGES.statusUpdated });
        },
        onError: (e) => {
          logStatusFailure(e);
          if (e instanceof ApiError && e.status === 409) setAcceptOpen(false);
        },
      },
    );

  const accept = () =>
    extension
      ? answerExtension('Accept')
      : change.mutate(
          { ...base, status: 'Onboarding' },
          {
            onSuccess: () => follow(afterWorkerAccept()),
            onError: (e) => {
              logStatusFailure(e);
              // A 409: the offer changed meanwhile; the confirmation (of the old figures) closes on the refetched offer.
              if (e instanceof ApiError && e.status === 409) setAcceptOpen(false);
            },
          },
        );

  const decline = (reason: string, notes: string) => {
    if (extension) return answerExtension('Decline', reason, notes);
    const d = workerDeclineChange(reason, notes);
    if (!d.ok) return;
    change.mutate(
      { ...base, ...d.change },
      { onSuccess: (r) => follow(afterWorkerDecline(r?.status)), onError: logStatusFailure },
    );
  };

  const withdraw = (reason: string, notes: string) =>
    withdrawal.mutate(
      { ...base, ...workerWithdrawChange(reason, notes) },
      {
        onSuccess: (r) => {
          notifications.show({ color: 'green', message: MESSAGES.withdrawOk });
          follow(afterWorkerDecline(r?.status));
        },
        onError: logStatusFailure,
      },
    );

  const counterAction = actions.includes('Re Counter') ? 'Re Counter' : 'Counter Offer';
  const sendCounter = (terms: OfferTerms) =>
    submit.mutate(
      { ...base, terms, action: counterAction },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: OFFER_MESSAGES.worker.counterSentToast });
          if (counterDrafts) removeDraftsExcept(counterDrafts, null);
          closeCounter();
        },
        onError: (e) => {
          logStatusFailure(e);
          // A 409: the recruiter changed the offer meanwhile. The dialog closes on the refetched offer, which the
          // toast of explainConflict (offers/api.ts) describes ("The recruiter sent a new offer (v3)").
          // Its draft answered the old offer: cleared, and the worker told so (not restored over the new one).
          if (e instanceof ApiError && e.status === 409) {
            submit.reset();
            if (counterOpen) dropStaleCounter();
          }
        },
      },
    );

  return (
    <Stack gap="md" aria-label={OFFER_MESSAGES.worker.title}>
      <Group justify="space-between">
        <Title order={3}>{OFFER_MESSAGES.worker.title}</Title>
        {live ? <Badge size="lg">{application.offer_status}</Badge> : null}
      </Group>
      {data.agreed_terms.standing === 'agreed' ? (
        <Text fw={600} data-testid="terms-of-record">
          {agreedTermsLabel(data.agreed_terms)}
        </Text>
      ) : null}
      {current ? (
        <OfferCompare
          jobTerms={job.terms}
          offers={offers}
          requirements={job.requirements}
          profession={job.profession}
        />
      ) : (
        <Text>{OFFER_MESSAGES.worker.none}</Text>
      )}
      {application.offer_status === 'Counter Offer' && live ? (
        <Alert color="blue">{OFFER_MESSAGES.worker.counterSent}</Alert>
      ) : null}
      <OfferActionBar
        actions={actions}
        answering={change.isPending}
        onAccept={() => setAcceptOpen(true)}
        onDecline={() => setDeclineOpen(true)}
        acceptTrigger={AcceptConfirm.trigger}
        declineTrigger={ReasonDialog.trigger}
        other={(a) => (
          <Button
            key={a}
            variant="light"
            {...CounterOfferDialog.trigger}
            onClick={() => {
              rememberCounterTrigger();
              navigate(routes.counterOffer(location.pathname));
            }}
          >
            {a}
          </Button>
        )}
      >
        {WORKER_WITHDRAWABLE.includes(application.status) ? (
          <Button variant="subtle" color="gray" onClick={() => setWithdrawOpen(true)} {...ReasonDialog.trigger}>
            {OFFER_MESSAGES.actions.withdraw}
          </Button>
        ) : null}
      </OfferActionBar>
      <AcceptConfirm
        opened={acceptOpen}
        title={OFFER_MESSAGES.worker.acceptOffer}
        terms={resolvedTerms(job.terms as OfferTerms, offers)}
        loading={change.isPending || respond.isPending}
        onClose={() => setAcceptOpen(false)}
        onConfirm={accept}
      />
      <ReasonDialog
        opened={declineOpen}
        title={OFFER_MESSAGES.worker.declineOffer}
        submitLabel={OFFER_MESSAGES.worker.declineOffer}
        placeholder={MESSAGES.declinePlaceholder}
        loading={change.isPending}
        onClose={() => setDeclineOpen(false)}
        onSubmit={decline}
      />
      <ReasonDialog
        opened={withdrawOpen}
        title={OFFER_MESSAGES.worker.withdrawApplication}
        submitLabel={OFFER_MESSAGES.actions.withdraw}
        optional
        loading={withdrawal.isPending}
        onClose={() => setWithdrawOpen(false)}
        onSubmit={withdraw}
      />
      <CounterOfferDialog
        opened={counterOpen}
        title={counterAction}
        onClose={closeCounter}
        // No draft while the dialog closes (its content stays through the transition): a refetched version must not
        // get what was just sent saved again under its own key.
        draftKey={counterOpen ? counterDraftKey : null}
        initial={resolvedTerms(job.terms, offers)}
        submitLabel={OFFER_MESSAGES.worker.sendCounter(counterAction)}
        counter
        loading={submit.isPending}
        error={submit.error instanceof ApiError ? submit.error.body.message : null}
        onSubmit={sendCounter}
      />
    </Stack>
  );
}
