// The organization's invoices (issue 45) on its dashboard: each invoice and credit note with its week, client, total
// and margin (bill minus pay, the organization's own figure); opening one shows its lines (line, hours, bill rate,
// amount, pay) and downloads the client's PDF or CSV. New invoices appear live (the 'invoices' resource).
import { useState } from 'react';
import { Badge, Button, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { formatCents, formatWeekDate } from '@/domain/hours';
import { INVOICE_MESSAGES as M, type InvoiceListItem } from '@/domain/invoices';
import { formatDate } from '@/domain/shared';
import { Busy } from '../../../app/components/busy';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/responsive-table';
import { useInvoices } from '../invoices-api';
import { lazyDialog } from '../../../components/lazy-dialog';
import { RIGHT } from './invoice-columns';

const InvoiceDialog = lazyDialog(() => import('./invoice-dialog').then((m) => m.InvoiceDialog), {
  isOpen: (p) => p.id !== null,
  closed: (p) => ({ ...p, id: null }),
});

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
      <Button
        size="xs"
        variant="light"
        onClick={() => open(inv.id)}
        {...InvoiceDialog.trigger}
        aria-label={`${M.open}: ${inv.number}`}
      >
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
      <InvoiceDialog id={open} onClose={() => setOpen(null)} />
    </Paper>
  );
}
