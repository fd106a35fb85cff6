// The organization's invoices (issue 45) on its dashboard: each invoice and credit note with its week, client, total
// and margin (bill minus pay, the organization's own figure); opening one shows its lines (line, hours, bill rate,
// amount, pay) and downloads the client's PDF or CSV. New invoices appear live (the 'invoices' resource).
import { useState } from 'react';
import { Badge, Button, Group, Modal, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { formatCents, formatPayHours, formatRateCents, formatWeekDate, HOURS_MESSAGES } from '@/domain/hours';
import { INVOICE_MESSAGES as M, type InvoiceListItem } from '@/domain/invoices';
import { formatDate } from '@/domain/shared';
import { Busy } from '../../../app/components/busy';
import { useDownloadInvoice, useInvoice, useInvoices } from '../invoices-api';

function Downloads({ id, number }: { id: string; number: string }) {
  const download = useDownloadInvoice();
  const get = (as: 'pdf' | 'csv') => () => download.mutate({ id, number, as });
  return (
    <Group gap="xs">
      <Button size="xs" variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={get('pdf')}>
        {M.downloadPdf}
      </Button>
      <Button size="xs" variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={get('csv')}>
        {M.downloadCsv}
      </Button>
    </Group>
  );
}

/** One invoice: who is billed, its lines, the total, and (for the organization only) the pay and the margin. */
export function InvoiceView({ id }: { id: string }) {
  const q = useInvoice(id);
  const inv = q.data;
  if (!inv) return <Busy label={M.loading} />;
  return (
    <Stack gap="sm" data-testid="invoice-view">
      <Group justify="space-between" wrap="wrap">
        <div>
          <Text fw={700}>
            {M.kindLabel(inv.kind, inv.version)} · {inv.number}
          </Text>
          {inv.refers_to ? (
            <Text size="xs" c="dimmed">
              {inv.kind === 'credit_note' ? M.credits(inv.refers_to) : M.supersedes(inv.refers_to)}
            </Text>
          ) : null}
        </div>
        <Downloads id={inv.id} number={inv.number} />
      </Group>
      <Group gap="xl" align="flex-start" wrap="wrap">
        <div>
          <Text size="xs" c="dimmed">
            {M.billTo}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {`${inv.client_name}\n${inv.client_address}`}
          </Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            {M.weekOf}
          </Text>
          <Text size="sm">{formatWeekDate(inv.week_start)}</Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            {M.placement}
          </Text>
          <Text size="sm">
            {inv.worker_name} · {inv.job_title} ({inv.gw_job_id})
          </Text>
        </div>
      </Group>
      <Table.ScrollContainer minWidth={560}>
        <Table aria-label={M.kindLabel(inv.kind, inv.version)}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{M.lineColumns.line}</Table.Th>
              <Table.Th ta="right">{M.lineColumns.hours}</Table.Th>
              <Table.Th ta="right">{M.lineColumns.billRate}</Table.Th>
              <Table.Th ta="right">{M.lineColumns.amount}</Table.Th>
              <Table.Th ta="right">{M.lineColumns.pay}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {inv.lines.map((l, i) => (
              <Table.Tr key={`${l.code}-${i}`} data-testid="invoice-line">
                <Table.Td>{HOURS_MESSAGES.lineCodes[l.code]}</Table.Td>
                <Table.Td ta="right">{l.minutes > 0 ? formatPayHours(l.minutes) : ''}</Table.Td>
                <Table.Td ta="right">{l.minutes > 0 ? formatRateCents(l.bill_rate_cents) : ''}</Table.Td>
                <Table.Td ta="right">{formatCents(l.amount_cents)}</Table.Td>
                <Table.Td ta="right" c="dimmed">
                  {formatCents(l.pay_amount_cents)}
                </Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Td fw={700}>{M.total}</Table.Td>
              <Table.Td />
              <Table.Td />
              <Table.Td ta="right" fw={700}>
                {formatCents(inv.total_cents)}
              </Table.Td>
              <Table.Td ta="right" c="dimmed">
                {formatCents(inv.pay_cents)}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Paper withBorder p="sm" bg="gray.0">
        <Group justify="space-between">
          <Text size="sm" fw={600}>
            {M.margin}
          </Text>
          <Text size="sm" fw={700} data-testid="invoice-margin">
            {formatCents(inv.margin_cents)}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {M.marginPrivate}
        </Text>
      </Paper>
    </Stack>
  );
}

function Row({ inv, onOpen }: { inv: InvoiceListItem; onOpen: () => void }) {
  return (
    <Table.Tr data-testid="invoice-row">
      <Table.Td>
        <Text size="sm" fw={600}>
          {inv.number}
        </Text>
        {inv.kind === 'credit_note' ? (
          <Badge size="xs" color="orange" variant="light">
            {M.kinds.credit_note}
          </Badge>
        ) : null}
      </Table.Td>
      <Table.Td>{formatWeekDate(inv.week_start)}</Table.Td>
      <Table.Td>{inv.client_name}</Table.Td>
      <Table.Td>{inv.worker_name}</Table.Td>
      <Table.Td ta="right">{formatCents(inv.total_cents)}</Table.Td>
      <Table.Td ta="right">{formatCents(inv.margin_cents)}</Table.Td>
      <Table.Td>{formatDate(inv.issued_at)}</Table.Td>
      <Table.Td>
        <Button size="xs" variant="light" onClick={onOpen} aria-label={`${M.open}: ${inv.number}`}>
          {M.open}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

export function InvoicesSection() {
  const q = useInvoices();
  const [open, setOpen] = useState<string | null>(null);
  const items = q.data?.pages.flatMap((p) => p.items);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="invoices-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="invoices-title">
          {M.sectionTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {M.sectionIntro}
        </Text>
        {!items ? (
          <Busy label={M.loading} />
        ) : items.length === 0 ? (
          <Text>{M.empty}</Text>
        ) : (
          <Table.ScrollContainer minWidth={760}>
            <Table aria-label={M.sectionTitle}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{M.columns.number}</Table.Th>
                  <Table.Th>{M.columns.week}</Table.Th>
                  <Table.Th>{M.columns.client}</Table.Th>
                  <Table.Th>{M.columns.worker}</Table.Th>
                  <Table.Th ta="right">{M.columns.total}</Table.Th>
                  <Table.Th ta="right">{M.columns.margin}</Table.Th>
                  <Table.Th>{M.columns.issued}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((inv) => (
                  <Row key={inv.id} inv={inv} onOpen={() => setOpen(inv.id)} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {q.hasNextPage ? (
          <Button variant="default" onClick={() => void q.fetchNextPage()} loading={q.isFetchingNextPage}>
            {M.loadMore}
          </Button>
        ) : null}
      </Stack>
      <Modal opened={open !== null} onClose={() => setOpen(null)} title={M.sectionTitle} size="xl">
        {open ? <InvoiceView id={open} /> : null}
      </Modal>
    </Paper>
  );
}
