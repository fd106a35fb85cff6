// Agreed terms of record (issue 30): after the worker accepts v3, the recruiter's Onboarding pages show the agreed
// weekly pay, labelled as agreed — the detail's job summary, the Offers list (accepted version marked) and the
// Onboarding list row — never the posted pay. The organization posts its own job and the negotiation runs through the
// API each side's page uses; what is checked is what the recruiter sees, at 1280 px and at 390 px. Each test makes its
// own organization, recruiter and worker (tests/e2e/fixtures, decision 0052).
import { termsPay } from '../../src/domain/offers';
import { formatMoney } from '../../src/domain/shared';
import { applyTo, me, post, type PostedJob } from './people';
import { expect, test } from './fixtures/test';
import { searchApplications } from './fixtures/placement';

const POSTED = { pay: { hourly_rate: 30, non_taxable_weekly: 1008 }, hours: { hours_per_week: 40 } };

for (const width of [1280, 390]) {
  test(`the recruiter's Onboarding page shows the agreed weekly pay, labelled agreed, at ${width} px`, async ({
    people,
  }) => {
    test.slow();
    const org = await people.open('org', width);
    const recruiter = await people.open('recruiter', width);
    const worker = await people.open('worker', width);

    const recruiterId = (await me(recruiter)).id;
    const posted = (await post(org, '/api/org/jobs', {
      title: `Agreed terms ICU ${width} ${people.mark}`,
      profession: 'Registered Nurse',
      specialty: 'ICU',
      terms: 'Travel Contract',
      recruiter_id: recruiterId,
      ...POSTED,
      schedule: { start_date: '2027-01-04' },
      location: { state: 'TX', city: 'Austin' },
    })) as PostedJob;
    const applicationId = await applyTo(worker, posted, recruiterId);

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
    await searchApplications(recruiter, posted.gw_job_id);
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
