// The worker's Counter Offer / Re Counter dialog: the offer form in a Modal, closed through the form's own "discard
// changes?" question. Loaded when it first opens, or on the button's hover or focus (worker-offer-actions.tsx), so a
// job's page on the journey carries neither Mantine's Modal nor the form in its first view.
import { useRef } from 'react';
import { Modal } from '@mantine/core';
import { OfferForm, type OfferFormProps } from './offer-form';

export interface CounterOfferDialogProps extends Omit<OfferFormProps, 'closeRef' | 'onCancel'> {
  opened: boolean;
  title: string;
  /** Closes the dialog (after the form's question when it holds changes). */
  onClose: () => void;
}

export function CounterOfferDialog({ opened, title, onClose, ...form }: CounterOfferDialogProps) {
  // The form's close: asks first when it holds changes; null until the form has drawn.
  const requestClose = useRef<(() => void) | null>(null);
  return (
    <Modal opened={opened} onClose={() => (requestClose.current ?? onClose)()} title={title} size="lg">
      <OfferForm {...form} closeRef={requestClose} onCancel={onClose} />
    </Modal>
  );
}
