// The organization's invoices (issue 45) on its dashboard: each invoice and credit note with its week, client, total
// and margin (bill minus pay, the organization's own figure); opening one shows its lines (line, hours, bill rate,
// amount, pay) and downloads the client's PDF or CSV. New invoices appear live (the 'invoices' resource).
import { useState } from 'react';
import { Badge, Button, Group, Modal, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { formatCents, formatPayHours, formatRateCents, formatWeekDate, HOURS_MESSAGES } from '@/domain/hours';
import { INVOICE_MESSAGES as M, type InvoiceDetail, type InvoiceListItem } from '@/domain/invoices';
import { formatDate } from '@/domain/shared';
import { Busy } from '../../../app/components/busy';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/responsive-table';
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

const RIGHT = { thProps: { ta: 'right' as const }, tdProps: () => ({ ta: 'right' as const }) };

type LineRow = { key: string } & ({ line: InvoiceDetail['lines'][number] } | { total: InvoiceDetail });

/** An invoice's lines, then its total: the bill in the table's body, the pay (the organization's own figure) dimmed. */
const LINE_COLUMNS: ResponsiveColumn<LineRow>[] = [
  {
    header: M.lineColumns.line,
    cardTitle: true,
    cell: (r) =>
      'line' in r ? (
        HOURS_MESSAGES.lineCodes[r.line.code]
      ) : (
        <Text span fw={700} inherit>
          {M.total}
        </Text>
      ),
  },
  {
    header: M.lineColumns.hours,
    ...RIGHT,
    cell: (r) => ('line' in r && r.line.minutes > 0 ? formatPayHours(r.line.minutes) : ''),
  },
  {
    header: M.lineColumns.billRate,
    ...RIGHT,
    cell: (r) => ('line' in r && r.line.minutes > 0 ? formatRateCents(r.line.bill_rate_cents) : ''),
  },
  {
    header: M.lineColumns.amount,
    ...RIGHT,
    cell: (r) =>
      'line' in r ? (
        formatCents(r.line.amount_cents)
      ) : (
        <Text span fw={700} inherit>
          {formatCents(r.total.total_cents)}
        </Text>
      ),
  },
  {
    header: M.lineColumns.pay,
    thProps: { ta: 'right' },
    tdProps: () => ({ ta: 'right', c: 'dimmed' }),
    cell: (r) => formatCents('line' in r ? r.line.pay_amount_cents : r.total.pay_cents),
  },
];

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
      <ResponsiveTable
        aria-label={M.kindLabel(inv.kind, inv.version)}
        columns={LINE_COLUMNS}
        rows={[...inv.lines.map((line, i) => ({ key: `${line.code}-${i}`, line })), { key: 'total', total: inv }]}
        rowKey={(r) => r.key}
        rowProps={(r) => ({ 'data-testid': 'line' in r ? 'invoice-line' : undefined })}
        minWidth={560}
      />
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

/** The invoices list's columns; on a phone each invoice is a card of these pairs (ResponsiveTable). */
const listColumns = (open: (id: string) => void): ResponsiveColumn<InvoiceListItem>[] => [
  {
    header: M.columns.number,
    cardTitle: true,
    cell: (inv) => (
      <>
        <Text span size="sm" fw={600}>
          {inv.number}
        </Text>{' '}
        {inv.kind === 'credit_note' ? (
          <Badge size="xs" color="orange" variant="light">
            {M.kinds.credit_note}
          </Badge>
        ) : null}
      </>
    ),
  },
  { header: M.columns.week, cell: (inv) => formatWeekDate(inv.week_start) },
  { header: M.columns.client, cell: (inv) => inv.client_name },
  { header: M.columns.worker, cell: (inv) => inv.worker_name },
  { header: M.columns.total, ...RIGHT, cell: (inv) => formatCents(inv.total_cents) },
  { header: M.columns.margin, ...RIGHT, cell: (inv) => formatCents(inv.margin_cents) },
  { header: M.columns.issued, cell: (inv) => formatDate(inv.issued_at) },
  {
    header: <VisuallyHidden>{M.columns.number}</VisuallyHidden>,
    label: M.columns.number,
    cell: (inv) => (
      <Button size="xs" variant="light" onClick={() => open(inv.id)} aria-label={`${M.open}: ${inv.number}`}>
        {M.open}
      </Button>
    ),
  },
];

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
          <ResponsiveTable
            aria-label={M.sectionTitle}
            columns={listColumns(setOpen)}
            rows={items}
            rowKey={(inv) => inv.id}
            rowProps={() => ({ 'data-testid': 'invoice-row' })}
            minWidth={760}
          />
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
