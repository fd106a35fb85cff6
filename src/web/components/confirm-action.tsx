// Confirm before destroying: one dialog (Mantine modals) naming the thing and the consequence; focus goes back to
// the control that asked (for a menu item, the menu's button). The modals' code loads with the first one (lib/modals.ts).
import { Text } from '@mantine/core';
import { MESSAGES } from '@/domain/shared';
import { loadModals } from '../lib/modals';
import { focusedTrigger, refocus } from './return-focus';

export interface ConfirmActionOptions {
  /** The question, naming the thing (catalogue text). */
  title: string;
  /** What happens, and whether it can be undone (catalogue text). */
  message: string;
  /** The confirm button's words: the action itself ("Revoke key"), never "OK". */
  confirmLabel: string;
  /** Red for destroying, the primary color for raising a privilege. */
  danger?: boolean;
  /** The cancel button's words, when "Cancel" would be ambiguous (closing a form: "Keep editing"). */
  cancelLabel?: string;
  onConfirm: () => void;
}

/** Opens the confirmation; `onConfirm` runs only on the confirm button. */
export function confirmAction({
  title,
  message,
  confirmLabel,
  danger = true,
  cancelLabel = MESSAGES.cancel,
  onConfirm,
}: ConfirmActionOptions) {
  const trigger = focusedTrigger();
  void loadModals().then((modals) =>
    modals.openConfirmModal({
      title,
      centered: true,
      returnFocus: false,
      children: <Text size="sm">{message}</Text>,
      labels: { confirm: confirmLabel, cancel: cancelLabel },
      confirmProps: danger ? { color: 'red' } : {},
      onConfirm,
      onClose: () => refocus(trigger),
    }),
  );
}
