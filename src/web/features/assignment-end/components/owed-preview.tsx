// What ending an assignment owes, amount by amount with its clause (issue 45): shown on the assignment's end card (its
// first view) and live in the End assignment / Give notice dialog, which loads on its press.
import { Stack, Text } from '@mantine/core';
import { DataTable } from '../../../components/data-table';
import { ASSIGNMENT_END_MESSAGES as M, type TerminationPreview } from '@/domain/assignment-end';
import { formatCents } from '@/domain/hours';
import { formatDate } from '@/domain/shared';

/** The amounts still owed, each with its clause, and the totals on each side. */
export function OwedPreview({ preview }: { preview: TerminationPreview }) {
  return (
    <Stack gap="xs" aria-label={M.ui.preview} role="region">
      <Text fw={600}>{M.ui.preview}</Text>
      <Text size="sm" c="dimmed">
        {M.ui.noticeDays(preview.notice_days)} {formatDate(preview.protected_through)}
      </Text>
      {preview.lines.length === 0 ? (
        <Text size="sm">{preview.note ?? M.ui.nothingOwed}</Text>
      ) : (
        <DataTable>
          <DataTable.Tbody>
            {preview.lines.map((l) => (
              <DataTable.Tr key={l.code}>
                <DataTable.Td>
                  <Text size="sm">{M.lines[l.code]}</Text>
                  <Text size="xs" c="dimmed">
                    {l.clause}
                  </Text>
                </DataTable.Td>
                <DataTable.Td ta="right">{formatCents(l.amount_cents)}</DataTable.Td>
              </DataTable.Tr>
            ))}
          </DataTable.Tbody>
        </DataTable>
      )}
      {preview.owed_to_worker_cents > 0 ? (
        <Text fw={600}>
          {M.ui.owedToWorker}: {formatCents(preview.owed_to_worker_cents)}
        </Text>
      ) : null}
      {preview.owed_by_worker_cents > 0 ? (
        <Text fw={600}>
          {M.ui.owedByWorker}: {formatCents(preview.owed_by_worker_cents)}
        </Text>
      ) : null}
    </Stack>
  );
}
