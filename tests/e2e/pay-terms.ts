// The pay terms a placement's contract leaves open, completed by clicking on the application page (issue 44): the
// card says why Cleared waits, its form takes the facility's rules and zone and the figures without a default.
import { expect, type Page } from '@playwright/test';
import { TIMESHEET_MESSAGES as TS } from '../../src/domain/timesheets';

/** The open terms without a default in the pay-terms form, as the organization types them (dollars and hours). */
const TYPED_TERMS: Partial<Record<keyof typeof TS.termLabels, string>> = {
  on_call_rate_cents: '10',
  call_back_rate_cents: '67.50',
  guaranteed_minutes_per_week: '0',
  stipend_weekly_cents: '0',
  scheduled_minutes_per_week: '36',
};

/**
 * Completes the open pay terms on the application page `page` shows (California rules, Los Angeles); `typed` changes
 * what is typed into a field (dollars and hours, as the form asks).
 */
export async function completePayTerms(
  page: Page,
  ruleSet = 'california',
  timeZone = 'America/Los_Angeles',
  typed: typeof TYPED_TERMS = {},
) {
  const payTerms = page.getByRole('region', { name: TS.payTerms.title });
  await expect(payTerms.getByTestId('pay-terms-refusal')).toContainText('Not ready for Cleared');
  await payTerms.getByRole('button', { name: TS.payTerms.open }).click();
  const form = payTerms.getByRole('form', { name: TS.payTerms.title });
  await form.getByLabel(TS.termLabels.rule_set, { exact: true }).selectOption(ruleSet);
  await form.getByLabel(TS.termLabels.time_zone, { exact: true }).selectOption(timeZone);
  for (const [k, v] of Object.entries({ ...TYPED_TERMS, ...typed })) {
    const field = form.getByLabel(TS.termLabels[k as keyof typeof TS.termLabels], { exact: true });
    if ((await field.count()) > 0) await field.fill(v);
  }
  await form.getByRole('button', { name: TS.payTerms.save }).click();
  await expect(payTerms.getByTestId('pay-terms-complete')).toHaveText(TS.payTerms.complete);
}
