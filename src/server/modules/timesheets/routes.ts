// Routes of hours and pay (issue 44): the assignment of record, punches and whole-shift entries, the week's submit /
// approve / dispute, statements (JSON, PDF), the pay preview, the ledger, the organization's approval list and CSV,
// and the emailed single-use approval link. Routes authorize (policies.ts) and call one use case each.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import crypto from 'node:crypto';
import { addDaysToDate, weekStartOfDate } from '@/domain/pay';
import {
  TIMESHEET_MESSAGES as M,
  approvalLinkResponse,
  approvalTokenParams,
  applicationIdParams,
  assignmentResponse,
  completeTermsInput,
  correctionInput,
  disputeInput,
  entriesInput,
  ledgerResponse,
  payPreviewInput,
  payPreviewResponse,
  punchInput,
  statementResponse,
  timesheetListQuery,
  timesheetListResponse,
  validateWeekEntries,
  weekParams,
  weekResponse,
  WEEK_STATUSES,
} from '@/domain/timesheets';
import { errorResponseSchema, MESSAGES } from '@/domain/shared';
import { AppError } from '../../errors';
import type { SessionUser } from '../../plugins/auth';
import {
  assertApplicationAccess,
  authorizeOrg,
  canDecideTimesheet,
  requireUser,
  assignedRecruiterOf,
} from '../../policies';
import { binaryBody, contentResponse } from '../../plugins/openapi';
import { hashToken } from '../../security/tokens';
import { timesheetPage } from '../../data/timesheet-list';
import { amendmentsOf, assignmentView, completeTerms, ensureAssignment, termsOf, todayFor } from './assignment';
import {
  TIMESHEET_AUTO_APPROVE_JOB,
  TIMESHEET_REMINDER_JOB,
  approveWeek,
  autoApproveWeek,
  correctWeek,
  decideWeekByLink,
  disputeWeek,
  remindWeek,
  submitWeek,
  weekOfToken,
} from './decide-week';
import { timesheetsCsv } from './exports';
import { renderStatementPdfBytes } from '../../decode/pool';
import { ledgerOf } from './ledger';
import { placementOf, weekRow } from './queries';
import { recordPunch, saveEntries } from './record-time';
import { statementsOf } from './statement';
import { weekStatement, weekView } from './week-view';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
};
const tags = ['timesheets'];

const timesheetsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.outbox.register(TIMESHEET_REMINDER_JOB, async (payload) =>
    remindWeek(app, String(payload.weekId), Number(payload.version)),
  );
  app.outbox.register(TIMESHEET_AUTO_APPROVE_JOB, async (payload) =>
    autoApproveWeek(app, String(payload.weekId), Number(payload.version)),
  );

  /** The placement `user` may see (application policy), or 404. */
  async function visible(user: SessionUser, applicationId: string) {
    return assertApplicationAccess(user, await placementOf(app.db, applicationId));
  }
  /** Its complete terms, or 422 naming what is missing. */
  async function withTerms(user: SessionUser, applicationId: string) {
    const p = await visible(user, applicationId);
    return { p, terms: termsOf(await ensureAssignment(app.db, p)) };
  }
  async function readWeek(user: SessionUser, applicationId: string, weekStart: string) {
    const { p, terms } = await withTerms(user, applicationId);
    return weekView(app.db, p, terms, weekStart, await weekRow(app.db, p.id, weekStart));
  }

  app.get(
    '/api/assignments/:applicationId',
    {
      schema: {
        summary: "An assignment's terms of record, what the organization must still complete, and the clock",
        tags,
        params: applicationIdParams,
        response: { 200: assignmentResponse, ...errors },
      },
    },
    async (request) => {
      const p = await visible(requireUser(request), request.params.applicationId);
      return assignmentView(app.db, p, new Date());
    },
  );

  app.put(
    '/api/assignments/:applicationId/terms',
    {
      schema: {
        summary: 'The organization completes the terms the signed contract does not state',
        tags,
        params: applicationIdParams,
        body: completeTermsInput,
        response: { 200: assignmentResponse, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const p = await placementOf(app.db, request.params.applicationId);
      if (!p || !canDecideTimesheet(user, p, p.jobRecruiterId))
        throw new AppError('NOT_FOUND', MESSAGES.errors.notFound);
      await completeTerms(app.db, p, request.body);
      return assignmentView(app.db, p, new Date());
    },
  );

  app.get(
    '/api/assignments/:applicationId/weeks/:weekStart',
    {
      schema: {
        summary: "One week's timesheet: entries, status, versions and History",
        tags,
        params: weekParams,
        response: { 200: weekResponse, ...errors },
      },
    },
    async (request) => readWeek(requireUser(request), request.params.applicationId, request.params.weekStart),
  );

  app.post(
    '/api/assignments/:applicationId/punches',
    {
      schema: {
        summary: 'Clock in or out, start or end a break; a given time is a correction with its reason',
        tags,
        params: applicationIdParams,
        body: punchInput,
        response: { 201: weekResponse, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const r = await recordPunch(app, user, request.params.applicationId, request.body);
      return reply.code(201).send(await readWeek(user, r.applicationId, r.weekStart));
    },
  );

  app.put(
    '/api/assignments/:applicationId/weeks/:weekStart/entries',
    {
      schema: {
        summary: "The week's whole-shift entries (local HH:MM in the facility's zone)",
        tags,
        params: weekParams,
        body: entriesInput,
        response: { 200: weekResponse, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { applicationId, weekStart } = request.params;
      await saveEntries(app, user, applicationId, weekStart, request.body.entries);
      return readWeek(user, applicationId, weekStart);
    },
  );

  for (const [path, summary] of [
    ['submit', 'The worker submits the week (a disputed week as a new version)'],
    ['approve', 'The organization or the assigned recruiter approves the submitted week; it is locked'],
  ] as const)
    app.post(
      `/api/assignments/:applicationId/weeks/:weekStart/${path}`,
      { schema: { summary, tags, params: weekParams, response: { 200: weekResponse, ...errors } } },
      async (request) => {
        const user = requireUser(request);
        const { applicationId, weekStart } = request.params;
        if (path === 'submit') await submitWeek(app, user, applicationId, weekStart);
        else await approveWeek(app, user, applicationId, weekStart);
        return readWeek(user, applicationId, weekStart);
      },
    );

  app.post(
    '/api/assignments/:applicationId/weeks/:weekStart/dispute',
    {
      schema: {
        summary: 'The organization or the assigned recruiter disputes lines of the submitted week, each with a reason',
        tags,
        params: weekParams,
        body: disputeInput,
        response: { 200: weekResponse, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { applicationId, weekStart } = request.params;
      await disputeWeek(app, user, applicationId, weekStart, request.body);
      return readWeek(user, applicationId, weekStart);
    },
  );

  app.post(
    '/api/assignments/:applicationId/weeks/:weekStart/correction',
    {
      schema: {
        summary:
          'The organization or the assigned recruiter reopens an approved week for a correction, with its reason; the worker resubmits it as the next version',
        tags,
        params: weekParams,
        body: correctionInput,
        response: { 200: weekResponse, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { applicationId, weekStart } = request.params;
      await correctWeek(app, user, applicationId, weekStart, request.body);
      return readWeek(user, applicationId, weekStart);
    },
  );

  app.post(
    '/api/assignments/:applicationId/pay-preview',
    {
      schema: {
        summary: 'What these entries would pay, each workweek on its own (saved nowhere)',
        tags,
        params: applicationIdParams,
        body: payPreviewInput,
        response: { 200: payPreviewResponse, ...errors },
      },
    },
    async (request) => {
      const { p, terms } = await withTerms(requireUser(request), request.params.applicationId);
      // Any dates of the assignment, up to its end: a preview is not a record, so the future is allowed.
      const checked = validateWeekEntries(terms, null, request.body.entries, terms.end_date, () => crypto.randomUUID());
      if (!checked.ok) throw new AppError('UNPROCESSABLE', Object.values(checked.fields)[0], checked.fields);
      const byWeek = new Map<string, typeof checked.entries>();
      for (const e of checked.entries) {
        const w = weekStartOfDate(terms.workweek_starts_on, e.date);
        byWeek.set(w, [...(byWeek.get(w) ?? []), e]);
      }
      const statements = statementsOf(terms, byWeek, await amendmentsOf(app.db, p.id));
      return {
        weeks: [...statements.entries()].map(([week_start, s]) => ({
          week_start,
          gross_cents: s.gross_cents,
          regular_rate_cents: s.regular_rate_cents,
          worked_minutes: s.worked_minutes,
          lines: s.lines.map(({ code, minutes, rate_cents, amount_cents, rule, clause, entries }) => ({
            code,
            minutes,
            rate_cents,
            amount_cents,
            rule,
            clause,
            entries,
          })),
          notice: M.statementNotice,
        })),
      };
    },
  );

  async function statementOf(user: SessionUser, applicationId: string, weekStart: string) {
    const { p, terms } = await withTerms(user, applicationId);
    if (weekStartOfDate(terms.workweek_starts_on, weekStart) !== weekStart || weekStart > todayFor(terms, new Date()))
      throw new AppError('UNPROCESSABLE', M.errors.futureWeek, { weekStart: M.errors.futureWeek });
    return { p, s: await weekStatement(app.db, p, terms, await weekRow(app.db, p.id, weekStart), weekStart) };
  }

  app.get(
    '/api/assignments/:applicationId/weeks/:weekStart/statement',
    {
      schema: {
        summary: "A week's pay statement: lines with minutes, rate, amount, shifts, contract clause and rule",
        tags,
        params: weekParams,
        response: { 200: statementResponse, ...errors },
      },
    },
    async (request) =>
      (await statementOf(requireUser(request), request.params.applicationId, request.params.weekStart)).s,
  );

  app.get(
    '/api/assignments/:applicationId/weeks/:weekStart/statement.pdf',
    {
      schema: {
        summary: "An approved week's pay statement as PDF",
        tags,
        params: weekParams,
        response: { 200: contentResponse('The statement as a PDF attachment', { 'application/pdf': binaryBody }) },
      },
    },
    async (request, reply) => {
      const { p, s } = await statementOf(requireUser(request), request.params.applicationId, request.params.weekStart);
      if (!s.final) throw new AppError('CONFLICT', M.errors.notApproved);
      // Laid out in the decode pool (issue 41): a fault in pdfkit fails this request, never the process.
      const body = await renderStatementPdfBytes({
        title: `${p.workerName} · ${p.jobTitle} (${p.gwJobId})`,
        statement: {
          week_start: s.week_start,
          version: s.version,
          gross_cents: s.gross_cents,
          regular_rate_cents: s.regular_rate_cents,
          worked_minutes: s.worked_minutes,
          // The statement's lines as its view already shaped them (week-view.ts): one mapping, not two.
          lines: s.lines,
        },
      });
      reply.header('content-type', 'application/pdf');
      reply.header('content-disposition', `attachment; filename="statement-${s.week_start}.pdf"`);
      reply.header('cache-control', 'private, no-store');
      return reply.send(body);
    },
  );

  app.get(
    '/api/assignments/:applicationId/ledger',
    {
      schema: {
        summary: "The assignment's cancellation and guarantee ledger",
        tags,
        params: applicationIdParams,
        response: { 200: ledgerResponse, ...errors },
      },
    },
    async (request) => {
      const { p, terms } = await withTerms(requireUser(request), request.params.applicationId);
      return ledgerOf(app.db, p, terms);
    },
  );

  app.get(
    '/api/timesheets',
    {
      schema: {
        summary: "The organization's timesheets of a status (submitted: waiting for approval, oldest first)",
        tags,
        querystring: timesheetListQuery,
        response: { 200: timesheetListResponse, ...errors },
      },
    },
    async (request) => {
      const user = authorizeOrg(request, 'applications.view');
      return timesheetPage(app.db, user.organizationId, {
        ...request.query,
        recruiterId: assignedRecruiterOf(user),
      });
    },
  );

  app.get(
    '/api/timesheets.csv',
    {
      schema: {
        summary: "The organization's weeks as CSV for payroll (one row per worker-week-line)",
        tags,
        querystring: z.object({ status: z.enum(WEEK_STATUSES).default('approved') }),
        response: { 200: contentResponse('CSV', { 'text/csv': binaryBody }) },
      },
    },
    async (request, reply) => {
      const user = authorizeOrg(request, 'applications.view');
      const csv = await timesheetsCsv(app.db, user.organizationId, request.query.status);
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="timesheets-${request.query.status}.csv"`);
      reply.header('cache-control', 'private, no-store');
      return reply.send(csv);
    },
  );

  // Public: the emailed single-use link (no sign-in). Reading says whether it still works; approving or disputing
  // uses it up (the week leaves Submitted).
  async function linkView(token: string) {
    const found = await weekOfToken(app.db, hashToken(token), new Date());
    if (!('week' in found)) return { valid: false, reason: found.reason, week: null, statement: null };
    const p = (await placementOf(app.db, found.week!.applicationId))!;
    const terms = termsOf(await ensureAssignment(app.db, p));
    return {
      valid: true,
      reason: null,
      week: await weekView(app.db, p, terms, found.week!.weekStart, found.week),
      statement: await weekStatement(app.db, p, terms, found.week, found.week!.weekStart),
    };
  }
  app.get(
    '/api/timesheet-approval/:token',
    {
      schema: {
        summary: 'The week behind an emailed approval link, or why the link no longer works',
        tags,
        params: approvalTokenParams,
        response: { 200: approvalLinkResponse, 400: errorResponseSchema },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => linkView(request.params.token),
  );
  for (const action of ['approve', 'dispute'] as const)
    app.post(
      `/api/timesheet-approval/:token/${action}`,
      {
        schema: {
          summary:
            action === 'approve'
              ? 'Approve the week through the emailed link (once)'
              : 'Dispute lines through the emailed link (once)',
          tags,
          params: approvalTokenParams,
          ...(action === 'dispute' ? { body: disputeInput } : {}),
          response: {
            200: approvalLinkResponse,
            400: errorResponseSchema,
            404: errorResponseSchema,
            409: errorResponseSchema,
            422: errorResponseSchema,
          },
        },
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      },
      async (request) => {
        await decideWeekByLink(
          app,
          request.params.token,
          action === 'approve' ? { action } : { action, input: request.body as z.infer<typeof disputeInput> },
        );
        return { valid: false, reason: 'used' as const, week: null, statement: null };
      },
    );
};

/** The date after a week (exported for tests that walk weeks). */
export const nextWeek = (weekStart: string) => addDaysToDate(weekStart, 7);

export default timesheetsRoutes;
