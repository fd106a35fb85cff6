// One card of the pipeline board: worker (name, profession), job (title, id), time in status, recruiter, and the
// "counter waiting" badge. The grip button is the drag handle (pointer, touch and keyboard); the name opens the detail.
// No @dnd-kit here: the cards are drawn before the drag-and-drop layer (board-dnd-layer.tsx) has loaded, and that
// layer draws the same markup with the grip's handlers.
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { Link } from 'react-router';
import { ActionIcon, Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import {
  applicationStatusLabel,
  isCounterWaiting,
  timeInStatus,
  type ApplicationListItem,
} from '@/domain/applications';
import { agreedPayLine } from '@/domain/offers';
import { MESSAGES, routes } from '@/domain/shared';

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
 * the keyboard moves (aria-describedby), whose text the layer brings.
 */
const AT_REST: Omit<DraggableAttributes, 'aria-describedby'> = {
  role: 'button',
  tabIndex: 0,
  'aria-disabled': false,
  'aria-pressed': undefined,
  'aria-roledescription': 'draggable',
};

/** The card's content (also drawn under the pointer while it is dragged). */
export function BoardCardView({ item, handle }: { item: ApplicationListItem; handle?: React.ReactNode }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="start">
        <Anchor
          component={Link}
          to={routes.applicationDetail({
            status: item.status,
            workerId: item.worker_id,
            gwJobId: item.gw_job_id,
            applicationId: item.applicationId,
          })}
          fw={600}
          size="sm"
        >
          {item.worker_name}
        </Anchor>
        {handle}
      </Group>
      {item.worker_profession && <Text size="sm">{item.worker_profession}</Text>}
      <Text size="sm" c="dimmed">
        {item.job_title} ({item.gw_job_id})
      </Text>
      <Text size="xs">
        {timeInStatus(item.status_changed_at)} in {applicationStatusLabel(item.status, item.offer_status)}
      </Text>
      {agreedPayLine(item.terms) && (
        <Text size="xs" fw={item.terms.standing === 'agreed' ? 600 : undefined} data-testid="terms-of-record">
          {agreedPayLine(item.terms)}
        </Text>
      )}
      {item.placement ? (
        <Text size="xs" data-testid="placement-progress">
          {item.placement.summary}
          {item.placement.countdown ? ` · ${item.placement.countdown}` : ''}
        </Text>
      ) : null}
      <Text size="xs">{MESSAGES.board.recruiterOnCard(item.recruiter_name)}</Text>
      {isCounterWaiting(item.status, item.offer_status) && (
        <Badge color="orange" variant="filled" size="sm">
          {MESSAGES.counterWaiting}
        </Badge>
      )}
    </Stack>
  );
}

/** A card of a column; `drag` once the drag-and-drop layer has loaded. */
export function BoardCard({ item, drag }: { item: ApplicationListItem; drag?: CardDrag }) {
  const attributes = drag?.attributes ?? AT_REST;
  return (
    <Card
      component="li"
      ref={drag?.setNodeRef}
      withBorder
      padding="xs"
      data-testid="board-card"
      data-application-id={item.applicationId}
      // Cards outside the view are laid out but not painted until scrolled to.
      style={{ opacity: drag?.isDragging ? 0.4 : 1, contentVisibility: 'auto', containIntrinsicSize: 'auto 120px' }}
    >
      <BoardCardView
        item={item}
        handle={
          <ActionIcon
            ref={drag?.setActivatorNodeRef}
            variant="subtle"
            color="gray"
            aria-label={`Move ${item.worker_name}, ${item.job_title}`}
            {...attributes}
            {...drag?.listeners}
            // No panning, and no text selection from a press on the grip before the drag starts (5 px, 150 ms).
            style={{ touchAction: 'none', userSelect: 'none', WebkitUserSelect: 'none', cursor: 'grab' }}
          >
            <IconGripVertical size={18} aria-hidden />
          </ActionIcon>
        }
      />
    </Card>
  );
}
