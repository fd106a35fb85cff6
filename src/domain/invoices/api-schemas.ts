// The invoices API's schemas (issue 45). What a client may see (number, week, client, lines, total) is one schema; the
// organization's own answers extend it with the pay and the margin, so a view without them cannot carry them.
import { z } from 'zod';
// Side effect: the domain's zod error map, so no default validator text reaches a person.
import '../shared/validation';
import { BILLABLE_CODES } from './rate-card-codes';
import { INVOICE_KINDS } from './invoice-lines';

export const invoiceListQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export const invoiceIdParams = z.object({ id: z.uuid() });

export const invoiceLineView = z.object({
  code: z.enum(BILLABLE_CODES),
  minutes: z.number().int(),
  bill_rate_cents: z.number().int(),
  amount_cents: z.number().int(),
});

/** What the client's documents (PDF, CSV) and API v1 state. */
export const invoiceSummary = z.object({
  id: z.string(),
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  version: z.number().int(),
  /** The number of the invoice this one credits or replaces. */
  refers_to: z.string().nullable(),
  application_id: z.string(),
  gw_job_id: z.string(),
  week_start: z.string(),
  week_version: z.number().int(),
  client_name: z.string(),
  worker_name: z.string(),
  job_title: z.string(),
  total_cents: z.number().int(),
  issued_at: z.string(),
});

/** The organization's own view: the pay and the margin beside the bill. */
export const invoiceListItem = invoiceSummary.extend({ pay_cents: z.number().int(), margin_cents: z.number().int() });
export const invoiceListResponse = z.object({ items: z.array(invoiceListItem), next_cursor: z.string().nullable() });
export const invoiceSummaryListResponse = z.object({
  items: z.array(invoiceSummary),
  next_cursor: z.string().nullable(),
});

export const invoiceDetail = invoiceListItem.extend({
  client_address: z.string(),
  lines: z.array(invoiceLineView.extend({ pay_amount_cents: z.number().int() })),
});

export type InvoiceSummary = z.infer<typeof invoiceSummary>;
export type InvoiceListItem = z.infer<typeof invoiceListItem>;
export type InvoiceDetail = z.infer<typeof invoiceDetail>;
