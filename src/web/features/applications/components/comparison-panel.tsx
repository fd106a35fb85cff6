// The job-vs-worker comparison by section, with Ask Worker on rows that are missing or differ (recruiters only),
// and a locked mode showing the worker's values read-only.
import { useState } from 'react';
import { Accordion, Anchor, Badge, Group, Stack, Switch, Text, VisuallyHidden } from '@mantine/core';
import { COMPARISON_SECTIONS, OPEN_BY_DEFAULT, sectionScores, showAskWorker } from '@/domain/jobs';
import { MESSAGES } from '@/domain/shared';
import { APPLICATION_MESSAGES, type ApplicationDetail } from '@/domain/applications';
import type { ComparedRowView } from '@/domain/jobs';
import { displayField, staffFieldLabel } from '@/domain/fields';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/responsive-table';
import type { PreloadProps } from '../../../lib/preload-on';

const STATE_COLOR = { match: 'green', mismatch: 'red', missing: 'orange', not_stated: 'gray' } as const;

export interface ComparisonPanelProps {
  detail: ApplicationDetail;
  /** Ask Worker is shown to recruiters only. */
  canAskWorker: boolean;
  /** Opens the composer about one row (its title prefills the message). */
  onAskWorker: (rowTitle: string) => void;
  /** Preloads the chat's dialog on an "Ask worker" button's hover or focus (lib/preload-on.ts). */
  askTrigger?: PreloadProps;
}

/** The columns of one section's table: the worker's values alone when locked, else job, worker and match. */
function columns(
  locked: boolean,
  canAsk: boolean,
  onAsk: (rowTitle: string) => void,
  askTrigger: PreloadProps | undefined,
): ResponsiveColumn<ComparedRowView>[] {
  // The recruiter's words for each row, not the worker's own prompts ("Your Type", "What's your specialty?").
  const field: ResponsiveColumn<ComparedRowView> = {
    header: APPLICATION_MESSAGES.comparison.fieldColumn,
    rowHeader: true,
    cell: (row) => staffFieldLabel(row.key),
  };
  if (locked)
    return [
      field,
      {
        header: MESSAGES.workerInformation,
        thProps: { colSpan: 3 },
        tdProps: () => ({ colSpan: 3 }),
        cell: (row) => (
          <Text size="sm" aria-readonly>
            {row.state === 'missing' ? '—' : displayField(row.key, row.worker_value, 'worker')}
          </Text>
        ),
      },
    ];
  return [
    field,
    { header: MESSAGES.jobInformation, cell: (row) => displayField(row.key, row.job_value, 'job') },
    {
      header: MESSAGES.workerInformation,
      cell: (row) =>
        row.state === 'missing' ? (
          <Text size="sm" c="dimmed">
            {MESSAGES.workerNotGiven}
          </Text>
        ) : (
          displayField(row.key, row.worker_value, 'worker')
        ),
    },
    {
      header: <VisuallyHidden>{APPLICATION_MESSAGES.comparison.matchColumn}</VisuallyHidden>,
      label: APPLICATION_MESSAGES.comparison.matchColumn,
      cell: (row) => (
        <Group gap="xs" wrap="wrap">
          <Badge color={STATE_COLOR[row.state]} variant="light">
            {MESSAGES.rowState[row.state]}
          </Badge>
          {canAsk && showAskWorker(row) && (
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => onAsk(staffFieldLabel(row.key))}
              {...askTrigger}
              aria-label={APPLICATION_MESSAGES.comparison.askAbout(MESSAGES.askWorker, staffFieldLabel(row.key))}
            >
              {MESSAGES.askWorker}
            </Anchor>
          )}
        </Group>
      ),
    },
  ];
}

export function ComparisonPanel({ detail, canAskWorker, onAskWorker, askTrigger }: ComparisonPanelProps) {
  const [locked, setLocked] = useState(false);
  // The same rows and rule as the header's percent (the server's matchScore): each row's state.
  const scores = sectionScores(detail.comparison, (r) => r.state);
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Text fw={600}>
          {APPLICATION_MESSAGES.comparison.match(
            MESSAGES.matchPercentOf(detail.match.percent, detail.match.matched, detail.match.total),
          )}
        </Text>
        <Switch
          label={APPLICATION_MESSAGES.comparison.lockedMode}
          checked={locked}
          onChange={(e) => setLocked(e.currentTarget.checked)}
        />
      </Group>
      <Accordion multiple defaultValue={[...OPEN_BY_DEFAULT]} variant="separated">
        {COMPARISON_SECTIONS.map((section) => {
          const rows = detail.comparison.filter((r) => r.tab === section);
          if (rows.length === 0) return null;
          const { matched, total } = scores.get(section)!;
          return (
            <Accordion.Item key={section} value={section}>
              <Accordion.Control>
                <Group gap="xs" wrap="nowrap">
                  <Text fw={600}>{section}</Text>
                  <Text size="sm" c="dimmed">
                    {MESSAGES.sectionMatchCount(matched, total)}
                  </Text>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <ResponsiveTable
                  aria-label={section}
                  minWidth={320}
                  tableProps={{ verticalSpacing: 'xs' }}
                  rows={rows}
                  rowKey={(r) => r.key}
                  rowProps={(r) => ({ 'data-state': locked ? undefined : r.state })}
                  columns={columns(locked, canAskWorker, onAskWorker, askTrigger)}
                />
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
      </Accordion>
    </Stack>
  );
}
