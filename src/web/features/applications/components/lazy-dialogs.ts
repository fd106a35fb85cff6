// The status dialogs of the list and the board, loaded when first opened (or when their trigger is hovered or
// focused): Modal and the forms are not in those pages' first view (components/lazy-dialog.tsx).
import { lazyDialog } from '../../../components/lazy-dialog';
import { preloadOn } from '../../../lib/preload-on';

export const LazyChangeStatusDialog = lazyDialog(() =>
  import('./change-status-dialog').then((m) => m.ChangeStatusDialog),
);
export const LazyDecisionDialog = lazyDialog(() => import('./decision-dialog').then((m) => m.DecisionDialog));
export const LazyAssignDialog = lazyDialog(() => import('./assign-dialog').then((m) => m.AssignDialog));

/** "Change Status" may open either dialog (a move with a decision opens the second): both load on its hover or focus. */
export const statusDialogsTrigger = preloadOn(LazyChangeStatusDialog.preload, LazyDecisionDialog.preload);
