// @vitest-environment jsdom
// Every field of the catalogue reads the same on every screen (issue 18). The job detail as the worker sees it, the
// recruiter's comparison and the offer view are the real components, fed through msw by the real in-process app
// (catalogue-fixture.ts builds the data through its API); each shows the catalogue's label and the catalogue
// formatter's value for every field it shows. The test walks the catalogue, so a new field is covered. The PDF and
// profile.csv are checked in field-catalogue-exports.test.ts (the PDF worker thread needs the node environment).
//
// It lives outside src/web and src/server because it joins both: the app in process and the web components.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { FIELDS, displayField, offerFieldLabel, staffFieldLabel } from '@/domain/fields';
import { COMPARISON_SECTIONS, OPEN_BY_DEFAULT, getPath, type ComparedRowView } from '@/domain/jobs';
import type { ApplicationDetail } from '@/domain/applications';
import type { TestUser } from '@/server/test/factories';
import { injectAs } from '@/server/test/inject-as';
import { server } from '@/web/test/msw';
import { renderWithProviders } from '@/web/test/render';
import { JobDetailView } from '@/web/app/components/job-detail-view';
import { ComparisonPanel } from '@/web/features/applications/components/comparison-panel';
import { OfferPanel } from '@/web/features/offers/components/offer-panel';
import {
  ABOUT_JOB,
  JOB,
  OFFER_REQUIREMENTS,
  SETUP_TIMEOUT,
  jobText,
  ok,
  setUpMarketplace,
  surfaces,
  workerText,
  type Marketplace,
} from './catalogue-fixture';

let m: Marketplace;
beforeAll(async () => {
  m = await setUpMarketplace();
}, SETUP_TIMEOUT);
afterAll(async () => m?.t.close());

/** Answers the web app's fetch calls with the in-process app, as `who`. */
function serveAs(who: TestUser) {
  server.use(
    http.all('*/api/*', async ({ request }) => {
      const url = new URL(request.url);
      const body = ['GET', 'HEAD'].includes(request.method) ? undefined : await request.text();
      const type = request.headers.get('content-type');
      const res = await m.t.app.inject({
        method: request.method as 'GET',
        url: url.pathname + url.search,
        headers: { cookie: who.cookie, ...(type ? { 'content-type': type } : {}) },
        ...(body ? { payload: body } : {}),
      });
      return new HttpResponse(res.rawPayload, {
        status: res.statusCode,
        headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
      });
    }),
  );
}

/** A whole page of rows queried by role is slow in jsdom on a loaded machine. */
const SCREEN_TIMEOUT = 120_000;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the field catalogue on every screen', () => {
  it('every catalogue field is shown somewhere and every value of this test is filled in', () => {
    for (const def of FIELDS) {
      const s = surfaces(def);
      expect(Object.values(s).some(Boolean), `${def.key} is on no surface`).toBe(true);
      if (def.jobPath && (s.jobDetail || s.offer)) expect(jobText(m, def), `job ${def.key}`).not.toBe('');
      if (def.workerPath) expect(workerText(m, def), `worker ${def.key}`).not.toBe('');
    }
  });

  it(
    'job detail (worker): each field under its catalogue label, the job and worker values formatted by it',
    async () => {
      serveAs(m.worker);
      renderWithProviders(<JobDetailView jobId={m.jobId} mode="apply" />);
      await screen.findByRole('heading', { name: JOB.title });
      // The worker opens every section (Summary is open already).
      for (const section of COMPARISON_SECTIONS.filter((x) => !OPEN_BY_DEFAULT.includes(x)))
        await userEvent.click(screen.getByRole('button', { name: new RegExp(`^${escape(section)}`) }));
      const about = screen.getByRole('region', { name: 'About job' });
      for (const def of FIELDS.filter((d) => surfaces(d).jobDetail)) {
        if (ABOUT_JOB.includes(def.key)) {
          const label = within(about).getByText(def.label, { exact: true });
          expect.soft(label.nextElementSibling?.textContent, def.key).toBe(jobText(m, def));
          continue;
        }
        const row = await screen.findByRole('rowgroup', { name: def.label });
        const cells = within(row).getAllByRole('cell');
        expect.soft(cells[0].textContent, `job value of ${def.key}`).toBe(jobText(m, def));
        // The worker's cell may end with the link that edits the field.
        expect
          .soft(cells[1].textContent, `worker value of ${def.key}`)
          .toMatch(new RegExp(`^${escape(workerText(m, def))}`));
      }
    },
    SCREEN_TIMEOUT,
  );

  it(
    "recruiter comparison: each field under the catalogue's recruiter label (never the worker's prompt), the same values",
    async () => {
      serveAs(m.recruiter);
      const detail = await ok<ApplicationDetail>(
        injectAs(m.t.app, m.recruiter).get(`/api/applications/${m.applicationId}`),
      );
      renderWithProviders(<ComparisonPanel detail={detail} canAskWorker onAskWorker={() => {}} />);
      // The recruiter opens every section, as the worker does (a closed one draws its rows when opened).
      for (const section of COMPARISON_SECTIONS.filter((x) => !OPEN_BY_DEFAULT.includes(x)))
        await userEvent.click(screen.getByRole('button', { name: new RegExp(`^${escape(section)}`) }));
      const byKey = new Map<string, ComparedRowView>(detail.comparison.map((r) => [r.key, r]));
      for (const def of FIELDS.filter((d) => surfaces(d).recruiter)) {
        expect.soft(byKey.get(def.key)?.title, def.key).toBe(def.label);
        // The row reads in the recruiter's words (staffFieldLabel: 'Type', not the worker's 'Your Type'; issue 42).
        const header = await screen.findByRole('rowheader', { name: staffFieldLabel(def.key) });
        const cells = within(header.closest('tr')!).getAllByRole('cell');
        expect.soft(cells[0].textContent, `job value of ${def.key}`).toBe(jobText(m, def));
        expect.soft(cells[1].textContent, `worker value of ${def.key}`).toBe(workerText(m, def));
      }
    },
    SCREEN_TIMEOUT,
  );

  it(
    'offer view: each offered term under its offer label, valued by the catalogue formatter',
    async () => {
      serveAs(m.recruiter);
      const { offers } = await ok<{ offers: { resolved_terms: Record<string, unknown> }[] }>(
        injectAs(m.t.app, m.recruiter).get(`/api/applications/${m.applicationId}/offers`),
      );
      const after = offers[offers.length - 1].resolved_terms;
      renderWithProviders(<OfferPanel applicationId={m.applicationId} onDone={() => {}} />);
      await screen.findAllByText('Term');
      for (const def of FIELDS.filter((d) => surfaces(d).offer)) {
        const requirement = OFFER_REQUIREMENTS.includes(def.key);
        const label = requirement ? def.label : offerFieldLabel(def.key);
        const cell = screen.queryByText(label, { exact: true, selector: 'td, td *' });
        expect.soft(cell, `offer view shows ${def.key} as ${label}`).not.toBeNull();
        if (!cell) continue;
        const cells = within(cell.closest('tr')!).getAllByRole('cell', { hidden: true });
        const expected = displayField(def.key, getPath(requirement ? m.job : after, def.jobPath!), 'job');
        expect.soft(cells[2].textContent?.replace(/Changed$/, '').trim(), `offered ${def.key}`).toBe(expected);
      }
    },
    SCREEN_TIMEOUT,
  );
});
