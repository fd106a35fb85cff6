// The composer of a new chat, loaded when first opened (or when Chat Now is hovered or focused): its Modal and the
// chat message schema (zod) are not in the job page's first view (components/lazy-dialog.tsx).
import { lazyDialog } from '../../../components/lazy-dialog';
import type { StartChatDialogProps } from './start-chat-dialog';

export const LazyStartChatDialog = lazyDialog<StartChatDialogProps>(
  () => import('./start-chat-dialog').then((m) => m.StartChatDialog),
  { isOpen: (p) => p.target !== null, closed: (p) => ({ ...p, target: null }) },
);
