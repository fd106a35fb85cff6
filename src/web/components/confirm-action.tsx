// Confirm before destroying: one dialog (Mantine modals) naming the thing and the consequence; focus goes back to
// the control that asked (for a menu item, the menu's button). The modals' code loads with the first one (lib/modals.ts).
import { Text } from '@mantine/core';
import { randomId } from '@mantine/hooks';
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
  /** Once the confirmation has closed, however (confirmed, cancelled, Escape). */
  onSettled?: () => void;
  /**
   * Asked just before the confirmation opens (its code may still be loading): true when the question no longer
   * applies (the form that asked has closed), and then nothing opens.
   */
  stale?: () => boolean;
}

/** Focus is nowhere a person can see: on the page's body, on a removed element, or inside the closing confirmation. */
function focusLost(box: Element | null): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected || Boolean(box?.contains(active));
}

/**
 * Opens the confirmation; `onConfirm` runs only on the confirm button.
 *
 * Focus afterwards:
 * - Cancelled ("Keep editing", Escape): back to the control that asked, at once (it is still there: the form stays open).
 * - Confirmed: the action decides where focus goes. Closing a form dialog ("Discard changes") closes that dialog, whose
 *   own focus return takes focus to the dialog's trigger (the Edit button); the control that asked is inside the
 *   closing dialog, so it is not focused here (focusing it would put focus into a dialog on its way out, and Mantine's
 *   return, which only acts while focus is still where the close left it, would then give up).
 * - Either way, once the confirmation has finished its exit transition, focus that is lost (on the body, on a removed
 *   element, or still inside the confirmation, e.g. put back by its focus trap's timer when the keyboard outran it on a
 *   loaded machine) goes to the last element focused elsewhere since the confirmation closed (the dialog's trigger),
 *   else to the control that asked if it is still on the page.
 */
export function confirmAction({
  title,
  message,
  confirmLabel,
  danger = true,
  cancelLabel = MESSAGES.cancel,
  onConfirm,
  onSettled,
  stale,
}: ConfirmActionOptions) {
  const trigger = focusedTrigger();
  const id = randomId('confirm-');
  const box = () => document.querySelector(`[data-confirm-id="${id}"]`)?.closest('[role="dialog"]') ?? null;
  let confirmed = false;
  // From the close to the end of the exit transition: where focus was put outside the confirmation.
  let placed: HTMLElement | null = null;
  const onFocusIn = (e: FocusEvent) => {
    const target = e.target;
    if (target instanceof HTMLElement && !box()?.contains(target)) placed = target;
  };
  void loadModals().then((modals) => {
    if (stale?.()) return void onSettled?.();
    modals.openConfirmModal({
      title,
      centered: true,
      returnFocus: false,
      children: <Text size="sm">{message}</Text>,
      labels: { confirm: confirmLabel, cancel: cancelLabel },
      confirmProps: { ...(danger ? { color: 'red' } : {}), 'data-confirm-id': id },
      cancelProps: { 'data-confirm-cancel': id },
      // The focus trap places the first focus from a timer as the confirmation mounts; on a loaded phone that timer
      // can run before the confirmation is drawn and focus nothing, leaving focus in the form beneath (CI's keyboard
      // sweep saw it). Once it has appeared, focus that is not inside it goes to its cancel button (the safe one).
      onEnterTransitionEnd: () => {
        const here = box();
        if (here && !here.contains(document.activeElement))
          document.querySelector<HTMLElement>(`[data-confirm-cancel="${id}"]`)?.focus();
      },
      onConfirm: () => {
        confirmed = true;
        onConfirm();
      },
      onClose: () => {
        document.addEventListener('focusin', onFocusIn, true);
        if (!confirmed) refocus(trigger);
        onSettled?.();
      },
      onExitTransitionEnd: () => {
        document.removeEventListener('focusin', onFocusIn, true);
        if (!focusLost(box())) return;
        const to = [placed, trigger].find((el) => el?.isConnected && !box()?.contains(el));
        to?.focus({ preventScroll: false });
      },
    });
  });
}
