// The board's drag and drop (@dnd-kit/core, docs/decisions/0017-pipeline-board-and-bulk-actions.md), loaded right
// after the board's first paint (use-board-dnd-layer.ts): the columns and cards are drawn without it, and it draws the
// same markup with the drop targets, the grips' pointer, touch and keyboard handlers, and the screen reader's words.
import {
  createContext,
  memo,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
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

/**
 * The card last dropped on another column, and that column. A moved card is drawn anew in its new column once the
 * server has taken the move (the old card's element, which held the focus, is gone by then): the new card's grip takes
 * the focus back, so a keyboard (or pointer) drop leaves the focus on the moved card, not on the page's body.
 */
type DroppedCard = { id: string; to: ApplicationStatus } | null;
const DroppedCardContext = createContext<RefObject<DroppedCard> | null>(null);

const DraggableBoardCard = memo(function DraggableBoardCard({ item }: { item: ApplicationListItem }) {
  const data: CardData = { item };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: item.applicationId,
    data,
  });
  const dropped = useContext(DroppedCardContext);
  const grip = useRef<HTMLElement | null>(null);
  const [setGrip] = useState(() => (el: HTMLElement | null) => {
    grip.current = el;
    setActivatorNodeRef(el);
  });
  useEffect(() => {
    const d = dropped?.current;
    if (!d || d.id !== item.applicationId || d.to !== item.status || !grip.current) return;
    dropped.current = null;
    // Only when the focus was lost with the old card (not taken by something else meanwhile).
    const focused = document.activeElement;
    if (!focused || focused === document.body || !focused.isConnected) grip.current.focus();
  }, [dropped, item.applicationId, item.status]);
  // One object while its parts are the same: dnd-kit re-renders every draggable when a card or a column registers (in a
  // layout effect, so at once, in one task), and a new object each time drew every card again (the board's longest task
  // on a phone after its first paint, ~270 ms at Lighthouse's 4x slowdown); the memoised card now stops there.
  const drag = useMemo(
    () => ({ attributes, listeners, setNodeRef, setActivatorNodeRef: setGrip, isDragging }),
    [attributes, listeners, setNodeRef, setGrip, isDragging],
  );
  return <BoardCard item={item} drag={drag} />;
});

/** A column that takes dropped cards, with draggable cards. */
export const DroppableBoardColumn = memo(function DroppableBoardColumn(props: Omit<BoardColumnProps, 'drop' | 'Card'>) {
  const { setNodeRef, isOver } = useDroppable({ id: props.column.status });
  // One object while it is the same (see DraggableBoardCard): the memoised column is not drawn again on a registration.
  const drop = useMemo(() => ({ setNodeRef, isOver }), [setNodeRef, isOver]);
  return <BoardColumn {...props} drop={drop} Card={DraggableBoardCard} />;
});

// The sensors' options, one object each for the page's life: dnd-kit memoises a sensor on its options' identity, and a
// new options object on each render of the layer gave every card new listeners, so each render drew every card again.
const MOUSE = { activationConstraint: { distance: 5 } };
const TOUCH = { activationConstraint: { delay: 150, tolerance: 8 } };
const KEYBOARD = { coordinateGetter: columnKeyboardCoordinates, scrollBehavior: 'auto' as const };

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
  const dropped = useRef<DroppedCard>(null);
  const sensors = useSensors(
    useSensor(MouseSensor, MOUSE),
    useSensor(TouchSensor, TOUCH),
    useSensor(KeyboardSensor, KEYBOARD),
  );
  return (
    <DndContext
      sensors={sensors}
      // dnd-kit's default scrolls the board while the pointer is within 20 % of its edges, at up to 10 px every 5 ms:
      // on a phone, a finger moving a card ~100 px towards the next column was already in that band, and the board
      // flew five columns on before the finger lifted. The band is now the board's outer 5 % (the finger held at the
      // very edge), and slower, so a card moved towards a column lands on the column under the finger.
      autoScroll={{ threshold: { x: 0.05, y: 0.05 }, acceleration: 4 }}
      collisionDetection={boardCollision}
      accessibility={{
        announcements: boardAnnouncements,
        screenReaderInstructions: { draggable: MESSAGES.boardDragInstructions },
      }}
      onDragStart={({ active }) => {
        setDragged((active.data.current as CardData | undefined)?.item ?? null);
        dropped.current = null;
        onDragStart?.();
      }}
      onDragCancel={() => setDragged(null)}
      onDragEnd={({ active, over }) => {
        setDragged(null);
        const item = (active.data.current as CardData | undefined)?.item;
        if (!item || !over) return;
        const to = over.id as ApplicationStatus;
        if (to !== item.status) dropped.current = { id: item.applicationId, to };
        onDrop(item, to);
      }}
    >
      <DroppedCardContext.Provider value={dropped}>{children}</DroppedCardContext.Provider>
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
