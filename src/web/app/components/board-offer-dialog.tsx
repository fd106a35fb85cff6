// The board's make-offer dialog (a card dropped on Offered), loaded when first opened: the Modal is not in the board's
// first view, and the offer panel's own code follows it (a loader shows meanwhile).
import { lazy, Suspense } from 'react';
import { Modal } from '@mantine/core';
import type { ApplicationListItem } from '@/domain/applications';
import { MESSAGES } from '@/domain/shared';
import { Busy } from './busy';

const OfferPanel = lazy(() => import('../../features/offers/components/offer-panel'));

export interface BoardOfferDialogProps {
  opened: boolean;
  /** The card dropped on Offered. */
  item: ApplicationListItem | null;
  onClose: () => void;
  /** The offer was made (the status it left the application in), or the panel closed without one. */
  onDone: (item: ApplicationListItem, status?: string) => void;
}

export function BoardOfferDialog({ opened, item, onClose, onDone }: BoardOfferDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={item ? MESSAGES.board.makeOfferTitle(item.worker_name) : ''}
      size="lg"
    >
      {item && (
        <Suspense fallback={<Busy label={MESSAGES.board.loadingOffer} />}>
          <OfferPanel applicationId={item.applicationId} mode="make-offer" onDone={(status) => onDone(item, status)} />
        </Suspense>
      )}
    </Modal>
  );
}
