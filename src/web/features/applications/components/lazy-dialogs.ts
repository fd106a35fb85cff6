// The status dialogs of the list and the board, loaded when first opened (or when their trigger is hovered or
// focused): Modal and the forms are not in those pages' first view (components/lazy-dialog.tsx).
import { lazyDialog } from '../../../components/lazy-dialog';

export const LazyChangeStatusDialog = lazyDialog(() =>
  import('./change-status-dialog').then((m) => m.ChangeStatusDialog),
);
export const LazyDecisionDialog = lazyDialog(() => import('./decision-dialog').then((m) => m.DecisionDialog));
export const LazyAssignDialog = lazyDialog(() => import('./assign-dialog').then((m) => m.AssignDialog));
