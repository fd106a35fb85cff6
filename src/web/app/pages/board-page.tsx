// /application/board (issue 22): the organization's pipeline, one column per status in pipeline order. Dragging a card
// to another column is the same move as Change Status: Offered opens make-offer, Done/Rejected/Blocked/Hold open the
// decision dialog, the server's domain rules decide, and a refused move stays where it was with the rule's message.
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import {
  Alert,
  Anchor,
  Box,
  Group,
  Loader,
  Modal,
  NativeSelect,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { changeStatusAction, type ApplicationListItem, type ApplicationStatus } from '@/domain/applications';
import { MESSAGES, routes } from '@/domain/shared';
import { ApiError } from '../../lib/api';
import { useMe } from '../../lib/auth';
import {
  useApplicationBoard,
  useChangeStatus,
  useJobOptions,
  useRecruiterOptions,
} from '../../features/applications/api';
import { applicationKeys, boardFiltersOf, type BoardFilters } from '../../features/applications/queries';
import { DecisionDialog, type Decision } from '../../features/applications/components/decision-dialog';
import { BoardColumn } from '../../features/applications/components/board/board-column';
import { BoardCardView } from '../../features/applications/components/board/board-card';
import {
  boardAnnouncements,
  boardCollision,
  columnKeyboardCoordinates,
  type CardData,
} from '../../features/applications/components/board/board-dnd';

const B = MESSAGES.board;
/** Cards per column in the board's first paint (about a screen's height). */
const FIRST_PAINT_CARDS = 3;
const OfferPanel = lazy(() => import('../../features/offers/components/offer-panel'));

function useBoardFilters(): [BoardFilters, (patch: BoardFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters: BoardFilters = boardFiltersOf(params);
  const update = (patch: BoardFilters) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(patch))
          if (v) next.set(k, v);
          else next.delete(k);
        return next;
      },
      { replace: true },
    );
  return [filters, update];
}

export function Component() {
  const [filters, setFilters] = useBoardFilters();
  const [search, setSearch] = useState(filters.q ?? '');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  useEffect(() => {
    if (debounced !== (filters.q ?? '')) setFilters({ q: debounced });
    // Only the typed text drives this; the URL follows it.
  }, [debounced]);
  const board = useApplicationBoard(filters);
  const recruiters = useRecruiterOptions();
  // The job filter offers every job of the organization (searched on the server as the person types), not only the
  // jobs of the cards loaded so far.
  const [jobSearch, setJobSearch] = useState('');
  const [jobQuery] = useDebouncedValue(jobSearch.trim(), 250);
  const jobList = useJobOptions(jobQuery, filters.job);
  const me = useMe();
  const qc = useQueryClient();
  const change = useChangeStatus();
  const [dragged, setDragged] = useState<ApplicationListItem | null>(null);
  const [deciding, setDeciding] = useState<{ item: ApplicationListItem; to: ApplicationStatus } | null>(null);
  const [offering, setOffering] = useState<ApplicationListItem | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates, scrollBehavior: 'auto' }),
  );

  const move = (item: ApplicationListItem, to: ApplicationStatus, decision?: Decision) =>
    change.mutate(
      { status: to, applicationId: item.applicationId, version: item.version, ...(decision ?? {}) },
      {
        onSuccess: () => {
          setDeciding(null);
          setNotice({ ok: true, text: MESSAGES.boardMoved(item.worker_name, to) });
        },
        onError: (e) => {
          setDeciding(null);
          const message = e instanceof ApiError ? e.body.message : MESSAGES.statusFailed;
          // A card changed by someone else is refreshed; any refusal leaves it where the server has it.
          if (e instanceof ApiError && e.status === 409) void qc.invalidateQueries({ queryKey: applicationKeys.all });
          setNotice({
            ok: false,
            text:
              message === MESSAGES.errors.staleUpdate
                ? MESSAGES.boardStale
                : MESSAGES.boardMoveRefused(item.worker_name, message),
          });
        },
      },
    );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const item = (active.data.current as CardData | undefined)?.item;
    if (!item || !over) return;
    const to = over.id as ApplicationStatus;
    if (to === item.status) return;
    setNotice(null);
    const action = changeStatusAction(to);
    if (action === 'make-offer') return setOffering(item);
    if (action === 'decision') return setDeciding({ item, to });
    move(item, to);
  };

  const columns = board.data?.columns ?? [];
  // The first paint draws the top cards of each column; the rest follow in a transition right after it.
  const [allCards, setAllCards] = useState(false);
  const hasData = Boolean(board.data);
  useEffect(() => {
    if (!hasData || allCards) return;
    const frame = requestAnimationFrame(() => startTransition(() => setAllCards(true)));
    return () => cancelAnimationFrame(frame);
  }, [hasData, allCards]);

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{B.title}</Title>
        <Anchor component={Link} to={routes.applications()}>
          {B.allStatuses}
        </Anchor>
      </Group>
      <Group wrap="wrap" align="end">
        <TextInput
          label={B.search}
          placeholder={B.searchPlaceholder}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          style={{ flex: '1 1 200px' }}
        />
        <Select
          label={B.job}
          placeholder={B.allJobs}
          searchable
          clearable
          data={jobList.items.map((o) => ({ value: o.id, label: o.label }))}
          // The server has searched: every option it answered is shown.
          filter={({ options }) => options}
          value={filters.job ?? null}
          onChange={(value) => setFilters({ job: value ?? '' })}
          searchValue={jobSearch}
          onSearchChange={setJobSearch}
          nothingFoundMessage={jobList.isFetching ? B.loadingJobs : B.noJobs}
          comboboxProps={{ withinPortal: true }}
          style={{ flex: '1 1 200px' }}
        />
        <NativeSelect
          label={B.recruiter}
          data={[
            { value: '', label: B.allRecruiters },
            ...(recruiters.data ?? []).map((r) => ({ value: r.id, label: r.label })),
          ]}
          value={filters.recruiter ?? ''}
          onChange={(e) => setFilters({ recruiter: e.currentTarget.value })}
          style={{ flex: '1 1 200px' }}
        />
      </Group>
      {notice && (
        <Alert
          color={notice.ok ? 'green' : 'red'}
          role={notice.ok ? 'status' : 'alert'}
          withCloseButton
          closeButtonLabel={B.dismiss}
          onClose={() => setNotice(null)}
          data-testid="board-notice"
        >
          {notice.text}
        </Alert>
      )}
      {board.isError ? (
        <Alert color="red">{board.error.message}</Alert>
      ) : !board.data ? (
        <Loader aria-label={B.loadingBoard} />
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={boardCollision}
          accessibility={{
            announcements: boardAnnouncements,
            screenReaderInstructions: { draggable: MESSAGES.boardDragInstructions },
          }}
          onDragStart={({ active }) => setDragged((active.data.current as CardData | undefined)?.item ?? null)}
          onDragCancel={() => setDragged(null)}
          onDragEnd={onDragEnd}
        >
          {/* The columns scroll sideways inside their own box, so the page itself never scrolls sideways. */}
          <Box
            role="region"
            aria-label={B.columns}
            tabIndex={0}
            style={{ display: 'flex', gap: 12, overflowX: 'auto', scrollSnapType: 'x proximity', paddingBottom: 8 }}
          >
            {columns.map((column) => (
              <BoardColumn
                key={column.status}
                column={column}
                filters={filters}
                shown={allCards ? undefined : FIRST_PAINT_CARDS}
              />
            ))}
          </Box>
          <DragOverlay>
            {dragged ? (
              <Box p="xs" bg="var(--mantine-color-body)" style={{ border: '1px solid', borderRadius: 8, width: 240 }}>
                <BoardCardView item={dragged} />
              </Box>
            ) : null}
          </DragOverlay>
        </DndContext>
      )}
      {change.isPending && <Text size="sm">{MESSAGES.statusUpdating}</Text>}
      {me.data && (
        <DecisionDialog
          opened={deciding !== null}
          from={deciding?.item.status ?? 'New'}
          to={deciding?.to ?? null}
          role={me.data.role}
          loading={change.isPending}
          onClose={() => setDeciding(null)}
          onSubmit={(d) => deciding && move(deciding.item, deciding.to, d)}
        />
      )}
      <Modal
        opened={offering !== null}
        onClose={() => setOffering(null)}
        title={offering ? `Make offer: ${offering.worker_name}` : ''}
        size="lg"
      >
        {offering && (
          <Suspense fallback={<Loader aria-label={B.loadingOffer} />}>
            <OfferPanel
              applicationId={offering.applicationId}
              mode="make-offer"
              onDone={(status) => {
                const name = offering.worker_name;
                setOffering(null);
                if (status) setNotice({ ok: true, text: MESSAGES.boardMoved(name, status) });
                void qc.invalidateQueries({ queryKey: applicationKeys.all });
              }}
            />
          </Suspense>
        )}
      </Modal>
    </Stack>
  );
}
