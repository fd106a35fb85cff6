// /application/{status}: one status's applications for the organization, with search, sort and "Load more".
import { useDeferredValue, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useDebouncedValue } from '@mantine/hooks';
import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  parseStatus,
  type ApplicationStatus,
  timeInStatus,
  APPLICATION_LIST_SORT_LABELS,
  APPLICATION_LIST_SORTS,
  isCounterWaiting,
  isWithdrawn,
  applicationStatusLabel,
} from '@/domain/applications';
import { agreedPayLine } from '@/domain/offers';
import { MESSAGES, routes } from '@/domain/shared';
import type { ApplicationListItem } from '@/domain/applications';
import { NotFound } from '../../components/not-found-page';
import { useMe } from '../../lib/auth';
import { BulkActions, BulkResultAlert, type BulkResult } from '../../features/applications/components/bulk-actions';
import { useApplicationList } from '../../features/applications/api';
import { useApplicationCounts } from '../../features/applications/queries';
import { imageSrc } from '../../features/applications/components/image-src';
import type { CredentialAlerts } from '@/domain/profile';
import { useCredentialAlertsBatch } from '../../features/credentials/api';
import { CredentialAlertBadgeView } from '../../features/credentials/components/credential-alert-badge';
import { Busy } from '../components/busy';
import { EndingSoonList } from '../../features/assignment-end/components/ending-soon-list';
import { failedToShow } from '../../lib/query-state';
import { usePageNow } from '../../lib/page-time';

function Row({
  item,
  alerts,
  checked,
  onCheck,
}: {
  item: ApplicationListItem;
  alerts?: CredentialAlerts;
  checked: boolean;
  onCheck: (checked: boolean) => void;
}) {
  const now = usePageNow();
  const to = routes.applicationDetail({
    status: item.status,
    workerId: item.worker_id,
    gwJobId: item.gw_job_id,
    applicationId: item.applicationId,
  });
  return (
    <Card component="li" withBorder padding="sm">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <Checkbox
            aria-label={MESSAGES.applicationList.selectRow(item.worker_name, item.job_title, item.gw_job_id)}
            checked={checked}
            onChange={(e) => onCheck(e.currentTarget.checked)}
          />
          <Avatar src={imageSrc(item.worker_image)} name={item.worker_name} alt="" radius="xl" />
          <div>
            <Anchor component={Link} to={to} fw={600}>
              {item.worker_name}
            </Anchor>
            {item.worker_profession ? (
              <Text size="sm">
                {[item.worker_profession, item.worker_specialties.join(', ')].filter(Boolean).join(' · ')}
              </Text>
            ) : null}
            <Text size="sm" c="dimmed">
              {item.job_title} ({item.gw_job_id})
            </Text>
          </div>
        </Group>
        <Group gap="xs" wrap="wrap">
          <Badge
            color={item.match.percent >= 80 ? 'green' : item.match.percent >= 50 ? 'yellow' : 'red'}
            variant="light"
          >
            {MESSAGES.applicationList.matchPercent(item.match.percent)}
          </Badge>
          {isWithdrawn(item.status, item.offer_status) && (
            <Badge color="gray" variant="filled">
              {applicationStatusLabel(item.status, item.offer_status)}
            </Badge>
          )}
          {isCounterWaiting(item.status, item.offer_status) && (
            <Badge color="orange" variant="filled">
              {MESSAGES.counterWaiting}
            </Badge>
          )}
          <CredentialAlertBadgeView alerts={alerts} />
          {item.extension_window?.standing === 'open' ? (
            <Badge color="grape" variant="light" data-testid="extension-window">
              {MESSAGES.extension.windowMark}
            </Badge>
          ) : null}
          {item.review_due ? (
            <Badge color="yellow" variant="light" data-testid="review-due">
              {MESSAGES.reviews.labels.reviewDue}
            </Badge>
          ) : null}
          {agreedPayLine(item.terms) && (
            <Text size="sm" fw={item.terms.standing === 'agreed' ? 600 : undefined} data-testid="terms-of-record">
              {agreedPayLine(item.terms)}
            </Text>
          )}
          {item.placement ? (
            <Text size="sm" data-testid="placement-progress">
              {item.placement.summary}
              {item.placement.countdown ? ` · ${item.placement.countdown}` : ''}
            </Text>
          ) : null}
          {item.timesheet ? (
            <Text
              size="sm"
              fw={item.timesheet.state === 'disputed' || item.timesheet.state === 'due' ? 600 : undefined}
              data-testid="timesheet-progress"
            >
              {item.timesheet.summary}
            </Text>
          ) : null}
          <Text size="sm">{MESSAGES.board.recruiterOnCard(item.recruiter_name)}</Text>
          <Text size="sm" c="dimmed">
            {MESSAGES.applicationList.timeInStatus(
              timeInStatus(item.status_changed_at, now),
              applicationStatusLabel(item.status, item.offer_status),
            )}
          </Text>
        </Group>
      </Group>
    </Card>
  );
}

function StatusList({ status }: { status: ApplicationStatus }) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [sort, setSort] = useState<string>('newest');
  const list = useApplicationList(status, q, sort);
  const me = useMe();
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  // The last bulk action's answer stays on screen whatever the list becomes (even when it leaves the list empty).
  const [bulkResult, setBulkResult] = useState<BulkResult | null>(null);
  const counts = useApplicationCounts();
  const waiting = status === 'Offered' ? (counts.data?.counters_waiting ?? 0) : 0;
  // The rows render in a background pass that yields to input (typing in Search stays responsive).
  const data = useDeferredValue(list.data);
  const items = data?.pages.flatMap((p) => p.items) ?? [];
  const credentialAlerts = useCredentialAlertsBatch(items.map((i) => i.applicationId));
  // The rows appear with their credential badges, not before them: a badge arriving later would grow its
  // row and push the rows below down under the user's finger.
  // Deferred too: their arrival draws every row, which in the query's own update would be one long task.
  const alerts = useDeferredValue(credentialAlerts.data);
  const alertsKnown = items.length === 0 || alerts !== undefined || credentialAlerts.isError;
  // Selection covers the rows on the page; a row that left the list (moved) drops out of it.
  const selected = items.filter((i) => selectedIds.has(i.applicationId));
  const allSelected = items.length > 0 && selected.length === items.length;
  const toggle = (id: string, on: boolean) =>
    setSelectedIds((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Group gap="sm" wrap="wrap">
          <Title order={1}>{MESSAGES.applicationList.title(status)}</Title>
          {waiting > 0 && (
            <Badge color="orange" size="lg" data-testid="counters-waiting">
              {MESSAGES.countersWaiting(waiting)}
            </Badge>
          )}
        </Group>
        <Group gap="md">
          <Anchor component={Link} to={routes.applicationBoard()}>
            {MESSAGES.board.title}
          </Anchor>
          <Anchor component={Link} to={routes.applications()}>
            {MESSAGES.board.allStatuses}
          </Anchor>
        </Group>
      </Group>
      {status === 'Working' ? <EndingSoonList /> : null}
      <Group wrap="wrap" align="end">
        <TextInput
          label={MESSAGES.board.search}
          placeholder={MESSAGES.board.searchPlaceholder}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          style={{ flex: '1 1 220px' }}
        />
        <NativeSelect
          label={MESSAGES.applicationList.sort}
          data={APPLICATION_LIST_SORTS.map((s) => ({ value: s, label: APPLICATION_LIST_SORT_LABELS[s] }))}
          value={sort}
          onChange={(e) => setSort(e.currentTarget.value)}
          style={{ flex: '0 1 220px' }}
        />
      </Group>
      {/* With the rows, not before them: drawn while the rows' alerts still loaded, it pushed the loader down. */}
      {me.data && me.data.role !== 'worker' && data && alertsKnown && items.length > 0 && (
        <Group gap="md" wrap="wrap" align="start">
          <Checkbox
            label={MESSAGES.applicationList.selectAll}
            checked={allSelected}
            indeterminate={selected.length > 0 && !allSelected}
            onChange={(e) =>
              setSelectedIds(e.currentTarget.checked ? new Set(items.map((i) => i.applicationId)) : new Set())
            }
          />
          <BulkActions
            status={status}
            role={me.data.role}
            selected={selected}
            onResult={setBulkResult}
            onDone={() => setSelectedIds(new Set())}
          />
        </Group>
      )}
      {bulkResult && <BulkResultAlert result={bulkResult} onClose={() => setBulkResult(null)} />}
      {failedToShow(list) ? (
        <Alert color="red">{list.error?.message}</Alert>
      ) : !data || !alertsKnown ? (
        <Busy label={MESSAGES.applicationList.loading} />
      ) : items.length === 0 ? (
        <Text c="dimmed">{MESSAGES.applicationList.empty(status, q)}</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((item) => (
            <Row
              key={item.applicationId}
              item={item}
              alerts={alerts?.get(item.applicationId)}
              checked={selectedIds.has(item.applicationId)}
              onCheck={(on) => toggle(item.applicationId, on)}
            />
          ))}
        </Stack>
      )}
      {list.hasNextPage && list.isFetchNextPageError ? (
        <Text size="sm" c="red" role="alert">
          {list.error?.message}
        </Text>
      ) : null}
      {list.hasNextPage && (
        <Button variant="default" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
          {MESSAGES.applicationList.loadMore}
        </Button>
      )}
    </Stack>
  );
}

export function Component() {
  const params = useParams();
  const status = parseStatus(params.status);
  // Only lowercase URL spellings are statuses here; anything else is an unknown page.
  if (!status || params.status !== status.toLowerCase()) return <NotFound />;
  return <StatusList key={status} status={status} />;
}
