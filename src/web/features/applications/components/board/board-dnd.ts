// Drag-and-drop settings of the pipeline board (@dnd-kit/core, docs/decisions/0017-pipeline-board-and-bulk-actions.md):
// the keyboard moves a picked-up card one column left or right, collisions follow the pointer (touch and mouse) or the
// card (keyboard), and a screen reader hears every step in the catalogue's words.
import {
  KeyboardCode,
  pointerWithin,
  rectIntersection,
  type Announcements,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import type { ApplicationListItem } from '@/domain/applications';
import { MESSAGES } from '@/domain/shared';

/** What a draggable card carries. */
export interface CardData {
  item: ApplicationListItem;
}

const cardName = (data: unknown) => {
  const item = (data as CardData | undefined)?.item;
  return item ? `${item.worker_name}, ${item.job_title}` : '';
};

/** The pointer decides on touch and mouse; without a pointer (keyboard) the dragged card's rectangle does. */
export const boardCollision: CollisionDetection = (args) => {
  const byPointer = args.pointerCoordinates ? pointerWithin(args) : [];
  return byPointer.length > 0 ? byPointer : rectIntersection(args);
};

/** Left/Right arrow: the card goes to the top of the previous/next column; other keys do nothing. */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { currentCoordinates, context }) => {
  const step = event.code === KeyboardCode.Right ? 1 : event.code === KeyboardCode.Left ? -1 : 0;
  if (step === 0) return undefined;
  event.preventDefault();
  const columns = context.droppableContainers
    .getEnabled()
    .map((c) => ({ id: c.id, rect: context.droppableRects.get(c.id) }))
    .filter((c): c is { id: typeof c.id; rect: NonNullable<typeof c.rect> } => Boolean(c.rect))
    .sort((a, b) => a.rect.left - b.rect.left);
  const collision = context.collisionRect;
  if (!collision || columns.length === 0) return currentCoordinates;
  const centre = collision.left + collision.width / 2;
  const here = context.over
    ? columns.findIndex((c) => c.id === context.over?.id)
    : columns.findIndex((c) => centre >= c.rect.left && centre <= c.rect.left + c.rect.width);
  const target = columns[Math.min(Math.max((here < 0 ? 0 : here) + step, 0), columns.length - 1)];
  return {
    x: target.rect.left + (target.rect.width - collision.width) / 2,
    y: target.rect.top + 48,
  };
};

/** What a screen reader hears while a card is dragged. */
export const boardAnnouncements: Announcements = {
  onDragStart: ({ active }) =>
    MESSAGES.boardPickedUp(cardName(active.data.current), (active.data.current as CardData).item.status),
  onDragOver: ({ active, over }) =>
    over
      ? MESSAGES.boardOver(cardName(active.data.current), String(over.id))
      : MESSAGES.boardNotOver(cardName(active.data.current)),
  onDragEnd: ({ active, over }) =>
    over
      ? MESSAGES.boardDropped(cardName(active.data.current), String(over.id))
      : MESSAGES.boardCancelled(cardName(active.data.current)),
  onDragCancel: ({ active }) => MESSAGES.boardCancelled(cardName(active.data.current)),
};
