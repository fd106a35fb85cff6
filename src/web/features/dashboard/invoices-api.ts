// Queries and mutations of invoices (issue 45): the organization's invoices (paged), one invoice with its lines and
// margin, its PDF and CSV (asked for by Accept), and a placement's bill rate card. Answers are parsed by the domain
// schema each route answers with (src/domain/invoices).
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { INVOICE_MESSAGES, invoiceDetail, rateCardResponse, type RateCard } from '@/domain/invoices';
import { api } from '../../lib/api';
import { invoiceKeys } from './invoice-keys';
import { invoicesQuery } from './card-queries';

const rateCardPath = (applicationId: string) => `/api/assignments/${encodeURIComponent(applicationId)}/rate-card`;

/** The organization's invoices and credit notes, newest first, a page at a time. */
export const useInvoices = () => useInfiniteQuery(invoicesQuery());

/** One invoice with its lines, totals and margin. */
export const useInvoice = (id: string | null) =>
  useQuery({
    queryKey: invoiceKeys.detail(id ?? ''),
    queryFn: ({ signal }) =>
      api(`/api/invoices/${encodeURIComponent(id ?? '')}`, { signal, schema: import.meta.env.DEV && invoiceDetail }),
    enabled: !!id,
  });

/** Downloads the invoice's PDF or CSV (the route answers by Accept), saved under its number. */
export async function downloadInvoice(id: string, number: string, as: 'pdf' | 'csv') {
  const type = as === 'pdf' ? 'application/pdf' : 'text/csv';
  const res = await fetch(`/api/invoices/${encodeURIComponent(id)}`, {
    headers: { accept: type },
    credentials: 'same-origin',
  });
  if (!res.ok) throw new Error(String(res.status));
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = `${number}.${as}`;
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}

/** Downloads an invoice as PDF or CSV; a failure is toasted once by the mutation cache, in the catalogue's words. */
export const useDownloadInvoice = () =>
  useMutation({
    mutationFn: ({ id, number, as }: { id: string; number: string; as: 'pdf' | 'csv' }) =>
      downloadInvoice(id, number, as),
    meta: { errorMessage: INVOICE_MESSAGES.errors.download },
  });

/** A placement's bill rate card (null until the organization sets one). */
export const rateCardQuery = (applicationId: string) =>
  queryOptions({
    queryKey: invoiceKeys.rateCard(applicationId),
    queryFn: ({ signal }) =>
      api(rateCardPath(applicationId), { signal, schema: import.meta.env.DEV && rateCardResponse }),
  });
export const useRateCard = (applicationId: string) => useQuery(rateCardQuery(applicationId));

/** Sets the placement's bill rate card. */
export function useSaveRateCard(applicationId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (card: RateCard) =>
      api(rateCardPath(applicationId), { method: 'PUT', body: card, schema: import.meta.env.DEV && rateCardResponse }),
    onSuccess: (data) => qc.setQueryData(invoiceKeys.rateCard(applicationId), data),
  });
}
