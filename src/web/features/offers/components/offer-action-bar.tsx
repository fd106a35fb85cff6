// The actions on a live offer, on either side (the recruiter's offer panel, the worker's offer on the journey): one group
// that stays at the bottom of the screen while the terms above it scroll. Accept and Decline are the same on both sides
// (each opens its confirmation, whose code the button's hover or focus loads); the side draws its other actions
// (change, update, counter) and what follows them (Close, Withdraw).
import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { OFFER_MESSAGES, type OfferAction } from '@/domain/offers';
import type { PreloadProps } from '../../../lib/preload-on';
import classes from './offer-action-bar.module.css';

export interface OfferActionBarProps {
  /** The side's actions on this offer (domain offerActions()), in their order. */
  actions: readonly OfferAction[];
  /** An answer is on its way: Accept shows it. */
  answering: boolean;
  onAccept: () => void;
  onDecline: () => void;
  /** The triggers' preloads of the confirmations, where their code loads on demand. */
  acceptTrigger?: PreloadProps;
  declineTrigger?: PreloadProps;
  /** The button of an action other than Accept and Decline. */
  other: (action: OfferAction) => ReactNode;
  /** After the actions (Close, Withdraw). */
  children?: ReactNode;
}

export function OfferActionBar(p: OfferActionBarProps) {
  return (
    <Group aria-label={OFFER_MESSAGES.actions.group} role="group" p="xs" className={classes.bar}>
      {p.actions.map((action) =>
        action === 'Accept' ? (
          <Button key={action} color="green" loading={p.answering} onClick={p.onAccept} {...p.acceptTrigger}>
            {OFFER_MESSAGES.actions.accept}
          </Button>
        ) : action === 'Decline' ? (
          <Button key={action} color="red" variant="outline" onClick={p.onDecline} {...p.declineTrigger}>
            {OFFER_MESSAGES.actions.decline}
          </Button>
        ) : (
          p.other(action)
        ),
      )}
      {p.children}
    </Group>
  );
}
