// Routes of invoices (issue 45): a placement's bill rate card (organization users only), the organization's invoices
// (paginated, with the margin), and one invoice as JSON, PDF or CSV by Accept. The PDF and CSV are the client's
// documents: lines and total, never the pay or the margin. Each route authorizes through policies.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { stringify } from 'csv-stringify/sync';
import { eq } from 'drizzle-orm';
import { errorResponseSchema, formatDate } from '@/domain/shared';
import { neutraliseFormula } from '@/domain/fields';
import {
  INVOICE_MESSAGES as M,
  invoiceDetail,
  invoiceIdParams,
  invoiceListQuery,
  invoiceListResponse,
  rateCardInput,
  rateCardResponse,
} from '@/domain/invoices';
import { applicationIdParams } from '@/domain/timesheets';
import { organizations } from '../../db/schema';
import { AppError } from '../../errors';
import { authorizeOrg, canManageInvoices, requireUser } from '../../policies';
import { binaryBody, contentResponse } from '../../plugins/openapi';
import { renderInvoicePdfBytes } from '../../decode/pool';
import { rateCardOf } from '../../data/invoice-issue';
import { invoiceById, invoicePage } from '../../data/invoice-list';
import { managedPlacement, setRateCard } from './set-rate-card';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  406: errorResponseSchema,
};
const tags = ['invoices'];

/** What the caller asked for by Accept: the PDF, the CSV, or (anything else) the JSON view. */
function wanted(accept: string | undefined): 'pdf' | 'csv' | 'json' {
  const a = (accept ?? '').toLowerCase();
  if (a.includes('application/pdf')) return 'pdf';
  if (a.includes('text/csv')) return 'csv';
  return 'json';
}

const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  async function rateCardView(applicationId: string) {
    const rc = await rateCardOf(app.db, applicationId);
    return {
      application_id: applicationId,
      rate_card: rc?.card ?? null,
      updated_at: rc?.updatedAt.toISOString() ?? null,
    };
  }

  app.get(
    '/api/assignments/:applicationId/rate-card',
    {
      schema: {
        summary: "A placement's bill rate card: the client, bill rates per pay line code, the markup on pay",
        tags,
        params: applicationIdParams,
        response: { 200: rateCardResponse, ...errors },
      },
    },
    async (request) => {
      await managedPlacement(app.db, requireUser(request), request.params.applicationId);
      return rateCardView(request.params.applicationId);
    },
  );

  app.put(
    '/api/assignments/:applicationId/rate-card',
    {
      schema: {
        summary: 'The organization sets the bill rate card; weeks approved from then on are invoiced with it',
        tags,
        params: applicationIdParams,
        body: rateCardInput,
        response: { 200: rateCardResponse, ...errors },
      },
    },
    async (request) => {
      await setRateCard(app.db, requireUser(request), request.params.applicationId, request.body);
      return rateCardView(request.params.applicationId);
    },
  );

  app.get(
    '/api/invoices',
    {
      schema: {
        summary: "The organization's invoices and credit notes, newest first, with the margin (organization users)",
        tags,
        querystring: invoiceListQuery,
        response: { 200: invoiceListResponse, ...errors },
      },
    },
    async (request) => {
      const user = authorizeOrg(request, 'invoices.manage');
      return invoicePage(app.db, user.organizationId, request.query);
    },
  );

  app.get(
    '/api/invoices/:id',
    {
      schema: {
        summary: 'One invoice or credit note: JSON (with the margin), or the PDF or CSV the client receives, by Accept',
        tags,
        params: invoiceIdParams,
        response: {
          200: contentResponse('The invoice: JSON for the organization, PDF or CSV for the client', {
            'application/json': invoiceDetail,
            'application/pdf': binaryBody,
            'text/csv': binaryBody,
          }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const inv = await invoiceById(app.db, request.params.id);
      if (!inv || !canManageInvoices(user, { organizationId: inv.organization_id }))
        throw new AppError('NOT_FOUND', M.errors.notFound);
      reply.header('cache-control', 'private, no-store');
      reply.header('vary', 'Accept');
      const as = wanted(request.headers.accept);
      if (as === 'json') return reply.type('application/json').send(invoiceDetail.parse(inv));
      const lines = inv.lines.map(({ code, minutes, bill_rate_cents, amount_cents }) => ({
        code,
        minutes,
        bill_rate_cents,
        amount_cents,
      }));
      if (as === 'csv') {
        const rows = lines.map((l) => [
          inv.number,
          inv.kind,
          inv.version,
          inv.week_start,
          neutraliseFormula(inv.client_name),
          l.code,
          l.minutes,
          l.bill_rate_cents,
          l.amount_cents,
        ]);
        reply.header('content-disposition', `attachment; filename="${inv.number}.csv"`);
        return reply.type('text/csv; charset=utf-8').send(stringify(rows, { header: true, columns: [...M.csvHeader] }));
      }
      const [org] = await app.db
        .select({ name: organizations.name })
        .from(organizations)
        .where(eq(organizations.id, inv.organization_id))
        .limit(1);
      const pdf = await renderInvoicePdfBytes({
        number: inv.number,
        kind: inv.kind,
        version: inv.version,
        refers_to: inv.refers_to,
        organization: org?.name ?? '',
        client_name: inv.client_name,
        client_address: inv.client_address,
        worker_name: inv.worker_name,
        placement: `${inv.job_title} (${inv.gw_job_id})`,
        week_start: inv.week_start,
        issued_on: formatDate(inv.issued_at),
        lines,
        total_cents: inv.total_cents,
      });
      reply.header('content-disposition', `attachment; filename="${inv.number}.pdf"`);
      return reply.type('application/pdf').send(pdf);
    },
  );
};

export default invoicesRoutes;
