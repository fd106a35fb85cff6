// The board's drag and drop (@dnd-kit/core, docs/decisions/0017-pipeline-board-and-bulk-actions.md), loaded right
// after the board's first paint (use-board-dnd-layer.ts): the columns and cards are drawn without it, and it draws the
// same markup with the drop targets, the grips' pointer, touch and keyboard handlers, and the screen reader's words.
import { memo, useState, type ReactNode } from 'react';
import { Box } from '@mantine/core';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { ApplicationListItem, ApplicationStatus } from '@/domain/applications';
import { MESSAGES } from '@/domain/shared';
import { BoardCard, BoardCardView } from './board-card';
import { BoardColumn, type BoardColumnProps } from './board-column';
import { boardAnnouncements, boardCollision, columnKeyboardCoordinates, type CardData } from './board-dnd';

const DraggableBoardCard = memo(function DraggableBoardCard({ item }: { item: ApplicationListItem }) {
  const data: CardData = { item };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: item.applicationId,
    data,
  });
  return <BoardCard item={item} drag={{ attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging }} />;
});

/** A column that takes dropped cards, with draggable cards. */
export const DroppableBoardColumn = memo(function DroppableBoardColumn(props: Omit<BoardColumnProps, 'drop' | 'Card'>) {
  const { setNodeRef, isOver } = useDroppable({ id: props.column.status });
  return <BoardColumn {...props} drop={{ setNodeRef, isOver }} Card={DraggableBoardCard} />;
});

/** The drag-and-drop context of the columns: `onDrop` gets a card dropped on a column (its own one included). */
export function BoardDndLayer({
  children,
  onDragStart,
  onDrop,
}: {
  children: ReactNode;
  onDragStart?: () => void;
  onDrop: (item: ApplicationListItem, to: ApplicationStatus) => void;
}) {
  const [dragged, setDragged] = useState<ApplicationListItem | null>(null);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates, scrollBehavior: 'auto' }),
  );
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={boardCollision}
      accessibility={{
        announcements: boardAnnouncements,
        screenReaderInstructions: { draggable: MESSAGES.boardDragInstructions },
      }}
      onDragStart={({ active }) => {
        setDragged((active.data.current as CardData | undefined)?.item ?? null);
        onDragStart?.();
      }}
      onDragCancel={() => setDragged(null)}
      onDragEnd={({ active, over }) => {
        setDragged(null);
        const item = (active.data.current as CardData | undefined)?.item;
        if (item && over) onDrop(item, over.id as ApplicationStatus);
      }}
    >
      {children}
      <DragOverlay>
        {dragged ? (
          <Box p="xs" bg="var(--mantine-color-body)" style={{ border: '1px solid', borderRadius: 8, width: 240 }}>
            <BoardCardView item={dragged} />
          </Box>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
