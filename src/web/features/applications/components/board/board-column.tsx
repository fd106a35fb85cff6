// One column of the pipeline board: a status with its count, its cards page by page ("Show more" loads the next page
// through the status list's cursor), and a drop target for cards from other columns once the drag-and-drop layer
// (board-dnd-layer.tsx) has loaded; before, the same markup without @dnd-kit.
import { memo, startTransition, useCallback, useState, type ComponentType } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  APPLICATION_MESSAGES,
  type ApplicationBoard,
  type ApplicationListItem,
  type ApplicationStatus,
} from '@/domain/applications';
import { useBoardColumnMore } from '../../api';
import type { BoardFilters } from '../../queries';
import { BoardCard } from './board-card';

type Column = ApplicationBoard['columns'][number];

export interface BoardColumnProps {
  column: Column;
  filters: BoardFilters;
  /** Whether "Show more" was pressed (kept by the page, so the column keeps its pages when the layer arrives). */
  more: boolean;
  /** "Show more" pressed on the column of this status (one callback for every column, so the columns stay memo). */
  onMore: (status: ApplicationStatus) => void;
  /** The drop target (@dnd-kit's useDroppable), once the layer has loaded. */
  drop?: { setNodeRef: (element: HTMLElement | null) => void; isOver: boolean };
  /** The card to draw: the layer's draggable one, once loaded. */
  Card?: ComponentType<{ item: ApplicationListItem }>;
  /**
   * How many cards to draw for now (undefined: all loaded). The board first draws the top cards of every column and
   * the rest right after, so the first cards appear before every card of every column has been rendered.
   */
  shown?: number;
}

/** Cards an off-screen column draws until it scrolls near the viewport. */
const OFF_SCREEN_CARDS = 3;

/**
 * True once the element has come within a screen of the viewport (sideways in the board's scroller): a column far
 * off screen draws its first cards only, so opening the board renders the cards one can see, not all eleven columns'.
 * The element is watched from its ref callback (React 19 calls the callback's cleanup when it detaches), not kept in
 * state: state set from a ref is set during the commit, at sync priority, so all eleven columns drew again with their
 * cards in the task that committed the board (some 340 ms at Lighthouse's 4× slower CPU).
 */
function useNearViewport(): [boolean, (el: HTMLElement | null) => (() => void) | undefined] {
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  const watch = useCallback(
    (el: HTMLElement | null) => {
      if (near || !el) return undefined;
      // In a transition: the column's further cards are drawn in slices, not in one task of the observer's callback.
      const observer = new IntersectionObserver(
        (entries) => entries.some((e) => e.isIntersecting) && startTransition(() => setNear(true)),
        { rootMargin: '100% 100%' },
      );
      observer.observe(el);
      return () => observer.disconnect();
    },
    [near],
  );
  return [near, watch];
}

/**
 * Memo: the page draws again on every answer it reads (recruiters, job options, the signed-in person, a notice); a
 * column with the same props (the board's answer keeps unchanged columns' objects) is not drawn again with its cards.
 */
export const BoardColumn = memo(function BoardColumn({
  column,
  filters,
  more,
  onMore,
  drop,
  Card = BoardCard,
  shown,
}: BoardColumnProps) {
  const isOver = drop?.isOver ?? false;
  const [near, nearRef] = useNearViewport();
  const setDropRef = drop?.setNodeRef;
  const ref = useCallback(
    (el: HTMLElement) => {
      const unwatch = nearRef(el);
      setDropRef?.(el);
      return () => {
        unwatch?.();
        setDropRef?.(null);
      };
    },
    [nearRef, setDropRef],
  );
  const limit = shown ?? (near ? undefined : OFF_SCREEN_CARDS);
  const extra = useBoardColumnMore(column.status, filters, column.nextCursor, more);
  const items = [...column.items, ...(extra.data?.pages.flatMap((p) => p.items) ?? [])];
  const hasMore = more ? Boolean(extra.hasNextPage) : column.nextCursor !== null;
  const headingId = `board-column-${column.status}`;
  return (
    <Paper
      component="section"
      ref={ref}
      aria-labelledby={headingId}
      withBorder
      p="xs"
      data-testid={`board-column-${column.status}`}
      bg={isOver ? 'var(--mantine-color-blue-light)' : 'var(--mantine-color-default-hover)'}
      style={{ flex: '0 0 min(260px, 82vw)', minWidth: 0, scrollSnapAlign: 'start', minHeight: 200 }}
    >
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={2} size="h5" id={headingId}>
          {column.status}
        </Title>
        <Badge
          variant="light"
          aria-label={APPLICATION_MESSAGES.boardColumn.count(column.count)}
          data-testid="column-count"
        >
          {column.count}
        </Badge>
      </Group>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {APPLICATION_MESSAGES.boardColumn.empty}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {(limit === undefined ? items : items.slice(0, limit)).map((item) => (
            <Card key={item.applicationId} item={item} />
          ))}
        </Stack>
      )}
      {hasMore && (
        <Button
          variant="subtle"
          size="xs"
          mt="xs"
          fullWidth
          loading={extra.isFetching}
          onClick={() => (more ? void extra.fetchNextPage() : onMore(column.status))}
        >
          {APPLICATION_MESSAGES.boardColumn.showMore}
        </Button>
      )}
    </Paper>
  );
});
