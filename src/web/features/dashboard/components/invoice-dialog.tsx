// One invoice (issue 45), opened from the Dashboard's Invoices list: its lines, totals, margin and downloads, in a
// dialog. Its own file, loaded by the list (invoices-section.tsx) as a lazyDialog when an invoice is opened, or on the
// Open button's hover or focus: the Dashboard's first view does not carry Mantine's Modal nor the invoice's table.
import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { formatCents, formatPayHours, formatRateCents, formatWeekDate, HOURS_MESSAGES } from '@/domain/hours';
import { INVOICE_MESSAGES as M, type InvoiceDetail } from '@/domain/invoices';
import { Busy } from '../../../app/components/busy';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/responsive-table';
import { useDownloadInvoice, useInvoice } from '../invoices-api';
import { RIGHT } from './invoice-columns';

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
/** The invoice `id` in a dialog; null: closed. */
export function InvoiceDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  return (
    <Modal opened={id !== null} onClose={onClose} title={M.sectionTitle} size="xl">
      {id ? <InvoiceView id={id} /> : null}
    </Modal>
  );
}
