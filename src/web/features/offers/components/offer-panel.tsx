// Recruiter-side offer panel: make / update / change an offer, answer a counter offer, compare old and new offers.
// Rendered at the top of the application detail page whenever the application has a live offer (the actions of
// section 4 for its offer status), and when the query has q=make-offer or q=counter-offer (the same flow).
import { useState } from 'react';
import { Alert, Badge, Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MESSAGES } from '@/domain/shared';
import {
  OFFER_MESSAGES,
  offerActions,
  resolvedTerms,
  type OfferTerms,
  liveOfferStatus,
  type OfferSubmitAction,
} from '@/domain/offers';
import { MAKE_OFFER_LABEL } from '@/domain/applications';
import { ApiError } from '../../../lib/api';
import { useMe } from '../../../lib/auth';
import { draftKey, removeDraft, removeDraftsExcept } from '../../../lib/form-draft';
import { useApplicationOffers, useRefreshApplications, useRespondToOffer, useSubmitOffer } from '../api';
import { OfferCompare } from './offer-compare';
import { OfferActionBar } from './offer-action-bar';
import { OfferForm } from './offer-form';
import { AcceptConfirm } from './accept-confirm';
import { ReasonDialog } from './reason-dialog';
import { Busy } from '../../../app/components/busy';
import { failedToShow } from '../../../lib/query-state';

export interface OfferPanelProps {
  applicationId: string;
  /** The flow the query asks for; absent when the panel shows the live offer on its own. */
  mode?: 'make-offer' | 'counter-offer' | null;
  onDone: (status?: string) => void;
}

const errorText = (e: unknown) => (e instanceof ApiError ? e.body.message : MESSAGES.statusFailed);
const isConflict = (e: unknown) => e instanceof ApiError && e.status === 409;

export function OfferPanel({ applicationId, mode, onDone }: OfferPanelProps) {
  const q = useApplicationOffers(applicationId);
  const submit = useSubmitOffer();
  const respond = useRespondToOffer();
  const refreshApplications = useRefreshApplications();
  const [editing, setEditing] = useState<OfferSubmitAction | null>(null);
  const [declineOpen, setDeclineOpen] = useState(false);
  const [acceptOpen, setAcceptOpen] = useState(false);
  const me = useMe();

  if (q.isLoading)
    return (
      <Center p="lg">
        <Busy label={MESSAGES.board.loadingOffer} />
      </Center>
    );
  if (failedToShow(q) || !q.data) return <Alert color="red">{errorText(q.error)}</Alert>;

  const { application, job, offers } = q.data;
  const live = liveOfferStatus(application.status, application.offer_status);
  const current = offers.length ? offers[offers.length - 1] : null;
  const actions = offerActions(live, 'recruiter');
  const formAction: OfferSubmitAction | null = editing ?? (!live && mode === 'make-offer' ? 'Make Offer' : null);

  // An offer's draft belongs to the version it changes: a newer version (the worker's counter) never gets it restored.
  const offerDrafts = (action: OfferSubmitAction) =>
    me.data ? draftKey(me.data.id, `offer-${action.toLowerCase().replace(/ /g, '-')}`, applicationId) : null;
  const offerDraftKey = (action: OfferSubmitAction) => {
    const drafts = offerDrafts(action);
    return drafts ? `${drafts}@v${current?.version ?? 0}` : null;
  };

  // Its draft changed a version that is no longer the latest (a 409): cleared (every version's), and the recruiter told
  // so (the failure itself is explained by explainConflict, offers/api.ts).
  const dropStaleOffer = (action: OfferSubmitAction) => {
    const drafts = offerDrafts(action);
    if (drafts) removeDraftsExcept(drafts, null);
    notifications.show({ color: 'yellow', message: MESSAGES.drafts.staleCleared });
  };

  const send = (action: OfferSubmitAction, terms: OfferTerms) =>
    submit.mutate(
      { applicationId, terms, action, version: application.version },
      {
        onSuccess: (r) => {
          const changed = r.application.status !== application.status;
          // "Status updated" only when a status changed; a new version of the terms says so instead.
          notifications.show({
            color: 'green',
            message: changed ? MESSAGES.statusUpdated : MESSAGES.offerSent(r.offer.version),
          });
          const key = offerDraftKey(action);
          if (key) removeDraft(key);
          setEditing(null);
          onDone(changed ? r.application.status : undefined);
          if (!changed) void refreshApplications();
        },
        // A 409: the offer moved on (the worker answered meanwhile). The form closes on the refetched offer, which
        // the toast of explainConflict (offers/api.ts) describes.
        onError: (e) => {
          if (!isConflict(e)) return;
          dropStaleOffer(action);
          setEditing(null);
          submit.reset();
        },
      },
    );

  const answer = (action: 'Accept' | 'Decline', reason?: string, notes?: string) =>
    respond.mutate(
      { applicationId, action, reason, notes, version: application.version },
      {
        onSuccess: (r) => {
          setDeclineOpen(false);
          setAcceptOpen(false);
          notifications.show({ color: 'green', message: MESSAGES.statusUpdated });
          // Only a changed status leaves the page: an extension answered keeps the assignment Working, and the
          // amendment to sign appears on this page (issue 45).
          onDone(r.status !== application.status ? r.status : undefined);
        },
        onError: (e) => {
          if (!isConflict(e)) return;
          setDeclineOpen(false);
          setAcceptOpen(false);
        },
      },
    );

  if (formAction) {
    const initial = formAction === 'Make Offer' ? job.terms : resolvedTerms(job.terms, offers);
    return (
      <Paper withBorder p="md" radius="md" aria-label={MAKE_OFFER_LABEL}>
        <Title order={3} mb="sm">
          {formAction === 'Make Offer' ? MAKE_OFFER_LABEL : formAction}
        </Title>
        <OfferForm
          key={formAction}
          draftKey={offerDraftKey(formAction)}
          initial={initial}
          submitLabel={formAction === 'Make Offer' ? OFFER_MESSAGES.panel.sendOffer : formAction}
          loading={submit.isPending}
          error={submit.error ? errorText(submit.error) : null}
          onSubmit={(terms) => send(formAction, terms)}
          onCancel={() => (editing ? setEditing(null) : onDone())}
        />
      </Paper>
    );
  }

  return (
    <Paper withBorder p="md" radius="md" aria-label={OFFER_MESSAGES.panel.detail}>
      <Stack>
        <Group justify="space-between">
          <Title order={3}>{OFFER_MESSAGES.panel.title}</Title>
          {live ? <Badge size="lg">{application.offer_status}</Badge> : null}
        </Group>
        {current ? (
          <OfferCompare
            jobTerms={job.terms}
            offers={offers}
            requirements={job.requirements}
            profession={job.profession}
          />
        ) : (
          <Text>{OFFER_MESSAGES.panel.none}</Text>
        )}
        <OfferActionBar
          actions={actions}
          answering={respond.isPending}
          onAccept={() => setAcceptOpen(true)}
          onDecline={() => setDeclineOpen(true)}
          other={(action) => (
            <Button
              key={action}
              variant={action === 'Change Offer' ? 'filled' : 'light'}
              onClick={() => setEditing(action as OfferSubmitAction)}
            >
              {action}
            </Button>
          )}
        >
          {mode ? (
            <Button variant="default" onClick={() => onDone()}>
              {OFFER_MESSAGES.actions.close}
            </Button>
          ) : null}
        </OfferActionBar>
      </Stack>
      <AcceptConfirm
        opened={acceptOpen}
        title={OFFER_MESSAGES.panel.acceptCounter}
        terms={resolvedTerms(job.terms as OfferTerms, offers)}
        loading={respond.isPending}
        onClose={() => setAcceptOpen(false)}
        onConfirm={() => answer('Accept')}
      />
      <ReasonDialog
        opened={declineOpen}
        title={OFFER_MESSAGES.panel.declineCounter}
        submitLabel={OFFER_MESSAGES.actions.decline}
        loading={respond.isPending}
        onClose={() => setDeclineOpen(false)}
        onSubmit={(reason, notes) => answer('Decline', reason, notes)}
      />
    </Paper>
  );
}

export default OfferPanel;
