// One card of the pipeline board: worker (name, profession), job (title, id), time in status, recruiter, and the
// "counter waiting", "extension window" and "review due" badges. The grip button is the drag handle (pointer, touch and keyboard); the name opens the detail.
// No @dnd-kit here: the cards are drawn before the drag-and-drop layer (board-dnd-layer.tsx) has loaded, and that
// layer draws the same markup with the grip's handlers.
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { memo } from 'react';
import { Link } from 'react-router';
import { Badge } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import {
  APPLICATION_MESSAGES,
  applicationStatusLabel,
  isCounterWaiting,
  timeInStatus,
  type ApplicationListItem,
} from '@/domain/applications';
import { agreedPayLine } from '@/domain/offers';
import { MESSAGES, routes } from '@/domain/shared';
import classes from './board-card.module.css';
import { usePageNow } from '../../../../lib/page-time';

/** What the drag-and-drop layer gives a card (@dnd-kit's useDraggable, in board-dnd-layer.tsx). */
export interface CardDrag {
  setNodeRef: (element: HTMLElement | null) => void;
  setActivatorNodeRef: (element: HTMLElement | null) => void;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  isDragging: boolean;
}

/**
 * The grip's attributes until the layer has loaded: those useDraggable gives a card at rest, but the description of
 * the keyboard moves (aria-describedby), whose text the layer brings, and disabled: a press before the layer has
 * arrived has nothing to start a drag and would be lost (as the shell draws its controls disabled until the app runs).
 * A busy phone took seconds to fetch and draw the layer, and a Space pressed on a grip meanwhile did nothing.
 */
export const AT_REST: Omit<DraggableAttributes, 'aria-describedby'> = {
  role: 'button',
  tabIndex: 0,
  'aria-disabled': true,
  'aria-pressed': undefined,
  'aria-roledescription': APPLICATION_MESSAGES.boardCard.roleDescription,
};

/**
 * The card's content (also drawn under the pointer while it is dragged). Plain elements with the look of Mantine's
 * Text and Anchor (board-card.module.css): a board draws a few hundred cards, and a component per line made drawing
 * them the longest task of the board's first view.
 */
export function BoardCardView({ item, handle }: { item: ApplicationListItem; handle?: React.ReactNode }) {
  const pay = agreedPayLine(item.terms);
  const now = usePageNow();
  return (
    <div className={classes.view}>
      <div className={classes.top}>
        <Link
          className={classes.name}
          to={routes.applicationDetail({
            status: item.status,
            workerId: item.worker_id,
            gwJobId: item.gw_job_id,
            applicationId: item.applicationId,
          })}
        >
          {item.worker_name}
        </Link>
        {handle}
      </div>
      {item.worker_profession && <p className={classes.line}>{item.worker_profession}</p>}
      <p className={`${classes.line} ${classes.dimmed}`}>
        {item.job_title} ({item.gw_job_id})
      </p>
      <p className={classes.small}>
        {MESSAGES.applicationList.timeInStatus(
          timeInStatus(item.status_changed_at, now),
          applicationStatusLabel(item.status, item.offer_status),
        )}
      </p>
      {pay && (
        <p
          className={item.terms.standing === 'agreed' ? `${classes.small} ${classes.strong}` : classes.small}
          data-testid="terms-of-record"
        >
          {pay}
        </p>
      )}
      {item.placement ? (
        <p className={classes.small} data-testid="placement-progress">
          {item.placement.summary}
          {item.placement.countdown ? ` · ${item.placement.countdown}` : ''}
        </p>
      ) : null}
      {item.timesheet ? (
        <p className={classes.small} data-testid="timesheet-progress">
          {item.timesheet.summary}
        </p>
      ) : null}
      <p className={classes.small}>{MESSAGES.board.recruiterOnCard(item.recruiter_name)}</p>
      {isCounterWaiting(item.status, item.offer_status) && (
        <Badge color="orange" variant="filled" size="sm">
          {MESSAGES.counterWaiting}
        </Badge>
      )}
      {/* The recruiter's marks of the end of an assignment (issue 45), as on the Working and Done lists. */}
      {item.extension_window?.standing === 'open' && (
        <Badge color="grape" variant="light" size="sm" data-testid="extension-window">
          {MESSAGES.extension.windowMark}
        </Badge>
      )}
      {item.review_due && (
        <Badge color="yellow" variant="light" size="sm" data-testid="review-due">
          {MESSAGES.reviews.labels.reviewDue}
        </Badge>
      )}
    </div>
  );
}

/** A card of a column; `drag` once the drag-and-drop layer has loaded. Memo: drawn again only when its item changes. */
export const BoardCard = memo(function BoardCard({ item, drag }: { item: ApplicationListItem; drag?: CardDrag }) {
  const attributes = drag?.attributes ?? AT_REST;
  return (
    <li
      ref={drag?.setNodeRef}
      className={classes.card}
      data-testid="board-card"
      data-application-id={item.applicationId}
      style={drag?.isDragging ? { opacity: 0.4 } : undefined}
    >
      <BoardCardView
        item={item}
        handle={
          // A plain button with the look of Mantine's subtle gray ActionIcon (board-card.module.css): one per card, and
          // the component's styles machinery was a good part of drawing a column.
          <button
            ref={drag?.setActivatorNodeRef}
            type="button"
            className={`mantine-focus-auto ${classes.grip}`}
            aria-label={APPLICATION_MESSAGES.boardCard.move(item.worker_name, item.job_title)}
            {...attributes}
            {...drag?.listeners}
          >
            <IconGripVertical size={18} aria-hidden />
          </button>
        }
      />
    </li>
  );
});
