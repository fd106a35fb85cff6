// Invoices (issue 45), by clicking from the navigation: the organization sets a placement's bill rate card on its
// application page; the worker's week (three 8-hour shifts, entered and submitted through the API her week page uses,
// not this spec's subject) waits in the Dashboard's approval list; the recruiter approves it, and the organization's
// open Dashboard lists the week's invoice without a reload; on a phone (390 px) each invoice is a card, not a table read through a sideways
// scroll (the CI run of 2026-12-02 found the table's cells cut at 390 px), and opening one shows its lines as cards,
// the margin, and downloads the client's CSV; at 1280 px the list is a table.
//
// The spec makes its own organization, recruiter and worker (tests/e2e/fixtures, decision 0052); the placement is set
// up by tests/e2e/fixtures/placement.ts.
import type { Page } from '@playwright/test';
import { addDaysToDate } from '../../src/domain/pay';
import { formatCents, formatPayHours, formatRateCents, HOURS_MESSAGES as H } from '../../src/domain/hours';
import { INVOICE_MESSAGES as M } from '../../src/domain/invoices';
import { expect, test } from './fixtures/test';
import { placementWithCompleteTerms, serverDay } from './fixtures/placement';
import { followNav } from './helpers';
import { post } from './people';

/** The Dashboard's Invoices section. */
const invoicesOf = (page: Page) => page.getByRole('region', { name: M.sectionTitle });

test('a rate card set by clicking, an approved week invoiced: cards on a phone, a table at 1280 px, the CSV', async ({
  people,
}) => {
  test.slow();
  const org = await people.open('org', 1280);
  const recruiter = await people.open('recruiter', 1280);
  const worker = await people.open('worker', 390);
  const day = await serverDay(worker);
  const { posted, applicationId } = await placementWithCompleteTerms(
    { org, recruiter, worker },
    {
      title: `Invoiced ICU ${people.mark}`,
      start: day(-15),
      end: day(76),
      location: { state: 'CA', city: 'Oakland', facility: 'Highland Hospital' },
    },
  );

  // The organization, on the application's page: the bill rate card, by clicking.
  const card = org.getByRole('region', { name: M.rateCard.title });
  await expect(card.getByText(M.rateCard.none)).toBeVisible();
  await card.getByLabel(M.rateCard.clientName).fill('Highland Hospital Foundation');
  await card.getByLabel(M.rateCard.clientAddress).fill('1411 E 31st St\nOakland, CA 94602');
  await card.getByLabel(M.rateCard.markup).fill('28');
  await card.getByLabel(M.rateCard.rateFor(H.lineCodes.REG)).fill('70');
  await card.getByRole('button', { name: M.rateCard.save }).click();
  await expect(org.getByText(M.rateCard.saved)).toBeVisible();
  await expect(card.getByText(M.rateCard.none)).toBeHidden();

  // The worker's last week: Monday to Wednesday, 07:00–15:30 with a half-hour meal break (8 hours paid each), submitted.
  const { current_week_start } = (await (await worker.request.get(`/api/assignments/${applicationId}`)).json()) as {
    current_week_start: string;
  };
  const lastWeek = addDaysToDate(current_week_start, -7);
  const entries = [1, 2, 3].map((d) => ({
    date: addDaysToDate(lastWeek, d),
    start: '07:00',
    end: '15:30',
    kind: 'worked',
    breaks: [{ start: '11:00', end: '11:30', kind: 'meal' }],
  }));
  const res = await worker.request.put(`/api/assignments/${applicationId}/weeks/${lastWeek}/entries`, {
    data: { entries },
  });
  expect(res.status(), await res.text()).toBe(200);
  await post(worker, `/api/assignments/${applicationId}/weeks/${lastWeek}/submit`, {});

  // The organization's Dashboard is open, with no invoice yet; the recruiter approves the week (through the API his
  // week page uses): the invoice appears on the organization's open page without a reload.
  await followNav(org, 'Dashboard');
  await expect(invoicesOf(org).getByText(M.empty)).toBeVisible();
  await expect(
    org.getByRole('region', { name: H.approvalsTitle }).getByTestId('timesheet-approval-row').filter({
      hasText: posted.gw_job_id,
    }),
  ).toHaveCount(1);
  await post(recruiter, `/api/assignments/${applicationId}/weeks/${lastWeek}/approve`, {});
  const wide = invoicesOf(org);
  const row = wide.getByRole('table', { name: M.sectionTitle }).getByTestId('invoice-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Highland Hospital Foundation');
  await expect(wide.getByRole('list', { name: M.sectionTitle })).toHaveCount(0);

  // On a phone: each invoice a card, nothing scrolls sideways; Open shows its lines as cards, the margin; the CSV.
  await org.setViewportSize({ width: 390, height: 844 });
  const cards = wide.getByRole('list', { name: M.sectionTitle });
  await expect(cards.getByTestId('invoice-row')).toHaveCount(1);
  await expect(wide.getByRole('table')).toHaveCount(0);
  expect(await org.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const invoice = cards.getByTestId('invoice-row');
  const number = (await invoice.locator('p').first().innerText()).trim().split(/\s/)[0]!;
  await invoice.getByRole('button', { name: `${M.open}: ${number}` }).click();
  const dialog = org.getByRole('dialog', { name: M.sectionTitle });
  const view = dialog.getByTestId('invoice-view');
  const lines = view.getByRole('list', { name: M.kindLabel('invoice', 1) });
  const regular = lines.getByTestId('invoice-line').filter({ hasText: H.lineCodes.REG });
  await expect(regular).toContainText(formatPayHours(24 * 60));
  await expect(regular).toContainText(formatRateCents(7000));
  await expect(regular).toContainText(formatCents(24 * 7000));
  await expect(view.getByTestId('invoice-margin')).toBeVisible();
  expect(await dialog.evaluate((d) => d.scrollWidth - d.clientWidth)).toBeLessThanOrEqual(0);
  const download = org.waitForEvent('download');
  await view.getByRole('button', { name: M.downloadCsv }).click();
  const csv = await (await download).createReadStream();
  let text = '';
  for await (const chunk of csv) text += String(chunk);
  expect(text).toContain(number);
  expect(text).toContain(String(24 * 7000));
});
