// What a work record states, as label/value rows (the domain's workRecordRows: the same rows as the PDF and the
// server-rendered verification page), her review when the record carries it, and the SHA-256 of the genuine file.
import { Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@/domain/shared';
import {
  WORK_RECORD_MESSAGES as M,
  workRecordReviewRows,
  workRecordRows,
  type PublicWorkRecord,
} from '@/domain/work-records';

function Rows({ rows }: { rows: { label: string; value: string }[] }) {
  return (
    <Stack component="dl" gap="xs" m={0}>
      {rows.map((r) => (
        <div key={r.label}>
          <Text component="dt" size="sm" c="dimmed">
            {r.label}
          </Text>
          <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
            {r.value}
          </Text>
        </div>
      ))}
    </Stack>
  );
}

export function RecordFacts({ record, showHash = true }: { record: PublicWorkRecord; showHash?: boolean }) {
  return (
    <Stack gap="sm">
      <Rows
        rows={[
          ...workRecordRows(record.facts),
          { label: M.facts.issuedAt, value: formatDateTime(record.issued_at) },
          { label: M.facts.recordId, value: record.id },
        ]}
      />
      {record.facts.review ? (
        <>
          <Title order={3} size="h5">
            {M.review.heading}
          </Title>
          <Rows rows={workRecordReviewRows(record.facts)} />
        </>
      ) : null}
      {showHash ? (
        <>
          <Title order={3} size="h5">
            {M.facts.sha256}
          </Title>
          <Text ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }}>
            {record.sha256}
          </Text>
          <Text size="sm" c="dimmed">
            {M.verify.hashHint}
          </Text>
        </>
      ) : null}
    </Stack>
  );
}
