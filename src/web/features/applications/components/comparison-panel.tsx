// The job-vs-worker comparison by section, with Ask Worker on rows that are missing or differ (recruiters only),
// and a locked mode showing the worker's values read-only.
import { useState } from 'react';
import { Accordion, Anchor, Badge, Group, Stack, Switch, Table, Text, VisuallyHidden } from '@mantine/core';
import { COMPARISON_SECTIONS, OPEN_BY_DEFAULT } from '@/domain/jobs';
import { MESSAGES } from '@/domain/shared';
import type { ApplicationDetail } from '@/domain/applications';
import type { ComparedRowView } from '@/domain/jobs';
import { displayField } from '@/domain/fields';

const STATE_COLOR = { match: 'green', mismatch: 'red', missing: 'yellow' } as const;
const STATE_LABEL = { match: 'Match', mismatch: 'Differs', missing: 'Missing' } as const;

export interface ComparisonPanelProps {
  detail: ApplicationDetail;
  /** Ask Worker is shown to recruiters only. */
  canAskWorker: boolean;
  /** Opens the composer about one row (its title prefills the message). */
  onAskWorker: (rowTitle: string) => void;
}

function RowView({
  row,
  locked,
  canAsk,
  onAsk,
}: {
  row: ComparedRowView;
  locked: boolean;
  canAsk: boolean;
  onAsk: (rowTitle: string) => void;
}) {
  if (locked) {
    return (
      <Table.Tr>
        <Table.Th scope="row">{row.title}</Table.Th>
        <Table.Td colSpan={3}>
          <Text size="sm" aria-readonly>
            {row.state === 'missing' ? '—' : displayField(row.key, row.worker_value, 'worker')}
          </Text>
        </Table.Td>
      </Table.Tr>
    );
  }
  return (
    <Table.Tr data-state={row.state}>
      <Table.Th scope="row">{row.title}</Table.Th>
      <Table.Td>{displayField(row.key, row.job_value, 'job')}</Table.Td>
      <Table.Td>
        {row.state === 'missing' ? (
          <Text size="sm" c="dimmed">
            {row.empty_prompt}
          </Text>
        ) : (
          displayField(row.key, row.worker_value, 'worker')
        )}
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Badge color={STATE_COLOR[row.state]} variant="light">
            {STATE_LABEL[row.state]}
          </Badge>
          {canAsk && row.state !== 'match' && (
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => onAsk(row.title)}
              aria-label={`${MESSAGES.askWorker} about ${row.title}`}
            >
              {MESSAGES.askWorker}
            </Anchor>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

export function ComparisonPanel({ detail, canAskWorker, onAskWorker }: ComparisonPanelProps) {
  const [locked, setLocked] = useState(false);
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Text fw={600}>
          Match: {detail.match.percent}% ({detail.match.matched} of {detail.match.total})
        </Text>
        <Switch label="Locked mode" checked={locked} onChange={(e) => setLocked(e.currentTarget.checked)} />
      </Group>
      <Accordion multiple defaultValue={[...OPEN_BY_DEFAULT]} variant="separated">
        {COMPARISON_SECTIONS.map((section) => {
          const rows = detail.comparison.filter((r) => r.tab === section);
          if (rows.length === 0) return null;
          return (
            <Accordion.Item key={section} value={section}>
              <Accordion.Control>{section}</Accordion.Control>
              <Accordion.Panel>
                <Table.ScrollContainer minWidth={320}>
                  <Table verticalSpacing="xs" aria-label={section}>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Field</Table.Th>
                        {locked ? (
                          <Table.Th colSpan={3}>{MESSAGES.workerInformation}</Table.Th>
                        ) : (
                          <>
                            <Table.Th>{MESSAGES.jobInformation}</Table.Th>
                            <Table.Th>{MESSAGES.workerInformation}</Table.Th>
                            <Table.Th>
                              <VisuallyHidden>Match</VisuallyHidden>
                            </Table.Th>
                          </>
                        )}
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {rows.map((r) => (
                        <RowView key={r.key} row={r} locked={locked} canAsk={canAskWorker} onAsk={onAskWorker} />
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
      </Accordion>
    </Stack>
  );
}
