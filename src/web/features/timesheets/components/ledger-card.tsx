// The assignment's cancellation and guarantee ledger (issue 44), the same for every side: facility call-offs with
// the notice given and what they paid, sent-home shifts, worker call-offs, the allowance used and left, guaranteed
// hours owed and paid.
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatCents, formatPayHours, formatShiftDay, formatShiftLength, HOURS_MESSAGES as M } from '@/domain/hours';
import { useLedger } from '../api';
import { useFullLocalTime } from '../../../components/local-time';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} data-testid={`ledger-${label}`}>
        {value}
      </Text>
    </div>
  );
}

export function LedgerCard({ applicationId }: { applicationId: string }) {
  const q = useLedger(applicationId);
  // When the facility announced a cancellation: in the reader's zone, as every moment of the app is written.
  const at = useFullLocalTime();
  const l = q.data;
  if (!l) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="ledger-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="ledger-title">
          {M.ledgerTitle}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Figure label={M.ledger.allowanceUsed} value={`${l.call_offs_used} / ${l.call_off_allowance.shifts}`} />
          <Figure label={M.ledger.allowanceLeft} value={String(l.call_offs_left)} />
          <Figure label={M.ledger.guaranteeOwed} value={formatPayHours(l.guarantee_owed_minutes)} />
          <Figure label={M.ledger.guaranteePaid} value={formatPayHours(l.guarantee_paid_minutes)} />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {M.terms.allowance(l.call_off_allowance.shifts, l.call_off_allowance.per_weeks)}
        </Text>
        {l.events.length === 0 ? (
          <Text size="sm">{M.ledger.none}</Text>
        ) : (
          <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {l.events.map((e) => (
              <Text component="li" key={e.entry} size="sm">
                {formatShiftDay(e.date)} · {M.entryKinds[e.kind]} · {formatShiftLength(e.minutes)}
                {e.announced_at ? ` · ${at(e.announced_at)}` : ''}
                {e.paid_cents > 0
                  ? ` · ${(e.kind === 'worker_called_off' ? M.ledger.penalty : M.ledger.paid)(formatCents(e.paid_cents))}`
                  : ''}
              </Text>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
