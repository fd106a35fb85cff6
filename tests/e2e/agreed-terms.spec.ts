// Agreed terms of record (issue 30): after the worker accepts v3, the recruiter's Onboarding pages show the agreed
// weekly pay, labelled as agreed — the detail's job summary, the Offers list (accepted version marked) and the
// Onboarding list row — never the posted pay. The organization posts its own job and the negotiation runs through the
// API each side's page uses; what is checked is what the recruiter sees, at 1280 px and at 390 px.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { termsPay } from '../../src/domain/offers';
import { formatMoney } from '../../src/domain/shared';
import { signInByApi } from './helpers';

async function signedIn(browser: Browser, email: string, home: RegExp, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
  const page = await context.newPage();
  await signInByApi(page, email, home);
  return page;
}

async function post(page: Page, url: string, data: object) {
  const res = await page.request.post(url, { data });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return res.json();
}

const POSTED = { pay: { hourly_rate: 30, non_taxable_weekly: 1008 }, hours: { hours_per_week: 40 } };

for (const width of [1280, 390]) {
  test(`the recruiter's Onboarding page shows the agreed weekly pay, labelled agreed, at ${width} px`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const org = await signedIn(browser, 'org@demo.test', /\/application$/, width);
    const recruiter = await signedIn(browser, 'recruiter@demo.test', /\/application$/, width);
    const worker = await signedIn(browser, 'worker@demo.test', /\/explore-jobs$/, width);

    const recruiterId = ((await (await recruiter.request.get('/api/auth/me')).json()) as { id: string }).id;
    const posted = (await post(org, '/api/org/jobs', {
      title: `Agreed terms ICU ${width} ${Date.now()}`,
      profession: 'Registered Nurse',
      specialty: 'ICU',
      terms: 'Travel Contract',
      recruiter_id: recruiterId,
      ...POSTED,
      schedule: { start_date: '2027-01-04' },
      location: { state: 'TX', city: 'Austin' },
    })) as { _id: string; gw_job_id: string; organization_id: string };
    const applied = (await post(worker, '/api/worker-job-apply', {
      status: 'New',
      job_id: posted._id,
      recruiter_id: recruiterId,
      organization_id: posted.organization_id,
      gw_job_id: posted.gw_job_id,
      auto_offer_consent: false,
    })) as { _id: string };
    const applicationId = applied._id;

    // v1 at the posted pay, v2 the worker's counter, v3 the recruiter's re-offer; the worker accepts v3.
    await post(recruiter, '/api/offers', { applicationId, terms: { pay: { hourly_rate: 30 } } });
    await post(worker, '/api/offers', { applicationId, terms: { pay: { hourly_rate: 34 } } });
    await post(recruiter, '/api/offers', { applicationId, terms: { pay: { hourly_rate: 32.7 } } });
    await post(worker, '/api/offers/respond', { applicationId, action: 'Accept' });

    const agreed = formatMoney(termsPay({ ...POSTED, pay: { ...POSTED.pay, hourly_rate: 32.7 } }).weeklyTotal);
    const postedWeekly = formatMoney(termsPay(POSTED).weeklyTotal);
    expect([agreed, postedWeekly]).toEqual(['$2,316.00', '$2,208.00']);

    // The Onboarding list row: the agreed weekly pay, marked agreed.
    await recruiter.goto('/application/onboarding');
    await recruiter.getByRole('textbox', { name: 'Search' }).fill(posted.gw_job_id);
    const row = recruiter.locator('li', { has: recruiter.locator(`a[href$="/${applicationId}"]`) });
    await expect(row.getByTestId('terms-of-record')).toHaveText(`${agreed} weekly · agreed`);

    // The detail: the job summary says the terms are agreed (accepted version 3) with the agreed weekly pay.
    await row.locator(`a[href$="/${applicationId}"]`).first().click();
    await expect(recruiter).toHaveURL(new RegExp(`/application/onboarding/.+/${applicationId}$`));
    // The detail's job summary (the list's rows carry the same test id until the detail replaces them).
    const summary = recruiter.locator('section[aria-labelledby="job-summary"]').getByTestId('terms-of-record');
    await expect(summary).toContainText(`Agreed terms (accepted version 3): ${agreed} weekly`);
    await summary.scrollIntoViewIfNeeded();
    await expect(summary).toBeVisible();
    await expect(summary).not.toContainText(postedWeekly);
    // The Offers list marks the accepted version with its amounts.
    const accepted = recruiter.getByTestId('accepted-offer-version');
    await expect(accepted).toContainText('Version 3');
    await expect(accepted).toContainText(`${agreed} weekly`);
    await expect(accepted).toContainText('Accepted');
    await recruiter.screenshot({ path: `test-results/screens/agreed-terms-onboarding-${width}.png`, fullPage: true });
  });
}
