// /application/board (issue 22): the organization's pipeline, one column per status in pipeline order. Dragging a card
// to another column is the same move as Change Status: Offered opens make-offer, Done/Rejected/Blocked/Hold open the
// decision dialog, the server's domain rules decide, and a refused move stays where it was with the rule's message.
import { startTransition, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import { Alert, Anchor, Box, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  changeStatusAction,
  type ApplicationBoard,
  type ApplicationListItem,
  type ApplicationStatus,
} from '@/domain/applications';
import { MESSAGES, routes } from '@/domain/shared';
import { ApiError } from '../../lib/api';
import { useMe } from '../../lib/auth';
import { lazyDialog } from '../../components/lazy-dialog';
import { useDrawnByServer } from '../../components/until-hydrated';
import { LazySelect } from '../../components/lazy-select';
import {
  useApplicationBoard,
  useChangeStatus,
  useJobOptions,
  useRecruiterOptions,
} from '../../features/applications/api';
import { applicationKeys, boardFiltersOf, type BoardFilters } from '../../features/applications/queries';
import type { Decision } from '../../features/applications/components/decision-dialog';
import { LazyDecisionDialog } from '../../features/applications/components/lazy-dialogs';
import { BoardColumn } from '../../features/applications/components/board/board-column';
import { loadBoardDndLayer, useBoardDndLayer } from '../../features/applications/components/board/use-board-dnd-layer';
import { Busy } from '../components/busy';
import { failedToShow } from '../../lib/query-state';

const B = MESSAGES.board;
/** Cards per column in the board's first paint (about a screen's height). */
const FIRST_PAINT_CARDS = 3;
// Drag and drop is fetched as soon as this page's code runs, beside the board's data: the cards are drawn without it,
// and it is there, as a rule, before they are (a failure leaves the board without drag and drop; the next visit retries).
void loadBoardDndLayer().catch(() => {});
const BoardOfferDialog = lazyDialog(() => import('../components/board-offer-dialog').then((m) => m.BoardOfferDialog));
/** A card is picked up: the dialogs a drop may open start loading. */
const preloadDropDialogs = () => {
  LazyDecisionDialog.preload();
  BoardOfferDialog.preload();
};

function useBoardFilters(): [BoardFilters, (patch: BoardFilters) => void] {
  const [params, setParams] = useSearchParams();
  // The same object while the address's filters stay the same: the columns (memo) are not drawn again for nothing.
  const query = params.toString();
  const filters: BoardFilters = useMemo(() => boardFiltersOf(params), [query]);
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

/**
 * The columns, drawn from a deferred copy of the board's answer: React draws them in slices that leave the main thread
 * free between them (the query's own update would draw every card in one task). Apart from the page, so that the
 * slices draw this part only: the page reads other answers (recruiters, job options, the signed-in person) through
 * TanStack Query's stores, and one of them answering while a slice-drawn render that included the page was under way
 * made React draw the whole of it again in one task (its check against torn external stores).
 */
function BoardColumns({
  board,
  filters,
  more,
  onMore,
  onDrop,
}: {
  board: ApplicationBoard | undefined;
  filters: BoardFilters;
  more: ReadonlySet<string>;
  onMore: (status: ApplicationStatus) => void;
  onDrop: (item: ApplicationListItem, to: ApplicationStatus) => void;
}) {
  const region = useRef<HTMLDivElement>(null);
  const dnd = useBoardDndLayer(region);
  // The first render draws the page (title, filters) without the columns, which follow in a render of their own: with
  // the board's answer already there (prefetched with the page's code), one commit drew both, the first view's longest
  // task (~36 ms at full speed, ~140 ms on a phone). A board the server drew has its columns from the start.
  const drawnByServer = useDrawnByServer();
  const data = useDeferredValue<ApplicationBoard | undefined | null>(board, drawnByServer ? board : null);
  const columns = data?.columns ?? [];
  // The first paint draws the top cards of each column; the rest follow in a transition right after it.
  const [allCards, setAllCards] = useState(false);
  const hasData = Boolean(data);
  useEffect(() => {
    if (!hasData || allCards) return;
    const frame = requestAnimationFrame(() => startTransition(() => setAllCards(true)));
    return () => cancelAnimationFrame(frame);
  }, [hasData, allCards]);
  if (!data) return <Busy label={B.loadingBoard} />;
  // The columns are drawn at once; with the drag-and-drop layer, once loaded, they take dropped cards.
  const Column = dnd?.DroppableBoardColumn ?? BoardColumn;
  const columnsRegion = (
    // The columns scroll sideways inside their own box, so the page itself never scrolls sideways.
    <Box
      ref={region}
      role="region"
      aria-label={B.columns}
      tabIndex={0}
      style={{ display: 'flex', gap: 12, overflowX: 'auto', scrollSnapType: 'x proximity', paddingBottom: 8 }}
    >
      {columns.map((column) => (
        <Column
          key={column.status}
          column={column}
          filters={filters}
          more={more.has(column.status)}
          onMore={onMore}
          shown={allCards ? undefined : FIRST_PAINT_CARDS}
        />
      ))}
    </Box>
  );
  return dnd ? (
    <dnd.BoardDndLayer onDragStart={preloadDropDialogs} onDrop={onDrop}>
      {columnsRegion}
    </dnd.BoardDndLayer>
  ) : (
    columnsRegion
  );
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
  // The cards being moved, by application: the answer's callbacks name the worker.
  const moving = useRef(new Map<string, ApplicationListItem>());
  // The callbacks ride on the mutation itself (not mutate's options, which are dropped when a live update re-renders
  // the page before the answer arrives), as useStatusMove's do.
  const change = useChangeStatus(
    (moved, input) => {
      const item = moving.current.get(input.applicationId);
      moving.current.delete(input.applicationId);
      setDeciding(null);
      if (item) setNotice({ ok: true, text: MESSAGES.boardMoved(item.worker_name, moved.status) });
    },
    (e, input) => {
      const item = moving.current.get(input.applicationId);
      moving.current.delete(input.applicationId);
      setDeciding(null);
      const message = e instanceof ApiError ? e.body.message : MESSAGES.statusFailed;
      // A card changed by someone else is refreshed (the mutation refetches the board on any refusal); any refusal
      // leaves it where the server has it.
      if (item)
        setNotice({
          ok: false,
          text:
            message === MESSAGES.errors.staleUpdate
              ? MESSAGES.boardStale
              : MESSAGES.boardMoveRefused(item.worker_name, message),
        });
    },
  );
  const [deciding, setDeciding] = useState<{ item: ApplicationListItem; to: ApplicationStatus } | null>(null);
  const [offering, setOffering] = useState<ApplicationListItem | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  // "Show more" pressed per column: kept here, so a column keeps its pages when the drag-and-drop layer arrives.
  const [more, setMore] = useState<ReadonlySet<string>>(new Set());
  const onMore = useCallback((status: ApplicationStatus) => setMore((m) => new Set(m).add(status)), []);

  const move = (item: ApplicationListItem, to: ApplicationStatus, decision?: Decision) => {
    moving.current.set(item.applicationId, item);
    change.mutate({ status: to, applicationId: item.applicationId, version: item.version, ...(decision ?? {}) });
  };

  const onDrop = (item: ApplicationListItem, to: ApplicationStatus) => {
    if (to === item.status) return;
    setNotice(null);
    const action = changeStatusAction(to);
    if (action === 'make-offer') return setOffering(item);
    if (action === 'decision') return setDeciding({ item, to });
    move(item, to);
  };

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
        <LazySelect
          id="board-job-filter"
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
      {failedToShow(board) ? (
        <Alert color="red">{board.error?.message}</Alert>
      ) : (
        <BoardColumns board={board.data} filters={filters} more={more} onMore={onMore} onDrop={onDrop} />
      )}
      {change.isPending && <Text size="sm">{MESSAGES.statusUpdating}</Text>}
      {me.data && (
        <LazyDecisionDialog
          opened={deciding !== null}
          from={deciding?.item.status ?? 'New'}
          to={deciding?.to ?? null}
          role={me.data.role}
          loading={change.isPending}
          onClose={() => setDeciding(null)}
          onSubmit={(d) => deciding && move(deciding.item, deciding.to, d)}
        />
      )}
      <BoardOfferDialog
        opened={offering !== null}
        item={offering}
        onClose={() => setOffering(null)}
        onDone={(item, status) => {
          setOffering(null);
          if (status) setNotice({ ok: true, text: MESSAGES.boardMoved(item.worker_name, status) });
          void qc.invalidateQueries({ queryKey: applicationKeys.all });
        }}
      />
    </Stack>
  );
}
