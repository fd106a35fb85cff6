// @vitest-environment jsdom
// The worker's comparison (job page) and the recruiter's (application page) read one decision per row: each section's
// "N/M match" counts its own badges, the header percent counts every badge, and both sides use the same words.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { compareJobToProfile, comparedRowToApi, matchScore, type Job } from '@/domain/jobs';
import type { ApplicationDetail } from '@/domain/applications';
import type { WorkerProfile } from '@/domain/profile';
// eslint-disable-next-line no-restricted-imports -- the domain's test data builders are not part of its public face
import { buildJob, buildProfile } from '@/domain/shared/fixtures';
import { COMPARISON_ROWS, COMPARISON_SECTIONS } from '@/domain/jobs';
import { staffFieldLabel } from '@/domain/fields';
import { MESSAGES } from '@/domain/shared';
import { renderWithProviders } from '../../test/render';
import { ComparisonSections } from '../../features/jobs/components/comparison-sections';
import { ComparisonPanel } from '../../features/applications/components/comparison-panel';

const LABELS = Object.values(MESSAGES.rowState);
const badgeOf = (el: HTMLElement) =>
  within(el)
    .getAllByText((_, node) => !!node && node.children.length === 0 && LABELS.includes(node.textContent as never))
    .map((n) => n.textContent)[0];

/** Opens every closed section, as a reader would: a closed section's rows are drawn when it is opened (theme.ts). */
async function openEverySection(container: HTMLElement, rowSelector: string, rowCount: number) {
  for (const section of COMPARISON_SECTIONS) {
    const header = screen.queryByRole('button', { name: new RegExp(`^${section}`) });
    if (header?.getAttribute('aria-expanded') === 'false') fireEvent.click(header);
  }
  await waitFor(() => expect(container.querySelectorAll(rowSelector)).toHaveLength(rowCount));
}

/** A job and a profile that differ on some rows, leave some unstated and some unfilled, in several sections. */
function pair(): { job: Job; profile: WorkerProfile } {
  const job = buildJob();
  job.location = { ...job.location, contract_termination_policy: 'Two weeks notice', facility: undefined };
  job.other_details = {};
  job.pay = { ...job.pay, pay_frequency: ' weekly ', non_taxable_weekly: undefined };
  job.requirements = { ...job.requirements, emr: ['Cerner'] };
  const profile = buildProfile();
  profile.location = { ...profile.location, contract_termination_policy: 'Two weeks notice' };
  profile.summary = { ...profile.summary, type: 'Non-Clinical' };
  profile.pay = { ...profile.pay, pay_frequency: 'Weekly', benefits: [{ value: 'vision', label: 'Vision' }] };
  delete profile.patient_ratio;
  return { job, profile };
}

describe('one comparison on both sides', () => {
  it("the worker's section counts are the section's own badges; identical text is a Match", async () => {
    const { job, profile } = pair();
    const rows = compareJobToProfile(job, profile).map(comparedRowToApi);
    const { container } = renderWithProviders(<ComparisonSections rows={rows} editable={false} />);
    await openEverySection(container, 'tbody[data-state]', rows.length);
    const states = new Set<string>();
    for (const section of COMPARISON_SECTIONS) {
      const table = container.querySelector(`table[aria-label="${section} comparison"]`) as HTMLElement;
      const badges = [...table.querySelectorAll<HTMLElement>('tbody[data-state]')].map(badgeOf);
      badges.forEach((b) => states.add(b!));
      const matched = badges.filter((b) => b === MESSAGES.rowState.match).length;
      const counted = badges.filter((b) => b !== MESSAGES.rowState.not_stated).length;
      const header = screen.getByRole('button', { name: new RegExp(`^${section}`) });
      expect(header).toHaveTextContent(`${section}${MESSAGES.sectionMatchCount(matched, counted)}`);
    }
    // The page means something: every kind of row is on it.
    expect(states).toEqual(new Set(LABELS));
    const payFrequency = container.querySelector('tbody[aria-label="Pay frequency"]') as HTMLElement;
    expect(badgeOf(payFrequency)).toBe(MESSAGES.rowState.match);
    const termination = container.querySelector('tbody[aria-label="Contract termination policy"]') as HTMLElement;
    expect(termination).toHaveTextContent('Deal-breaker: Two weeks notice');
  });

  it("the recruiter's header percent and section counts are its badges, in the worker's words", async () => {
    const { job, profile } = pair();
    const rows = compareJobToProfile(job, profile).map(comparedRowToApi);
    const match = matchScore(job, profile);
    const detail = { comparison: rows, match } as unknown as ApplicationDetail;
    const { container } = renderWithProviders(<ComparisonPanel detail={detail} canAskWorker onAskWorker={() => {}} />);
    await openEverySection(container, 'tr[data-state]', rows.length);
    const badges = [...container.querySelectorAll<HTMLElement>('tr[data-state]')].map(badgeOf);
    expect(badges).toHaveLength(rows.length);
    const matched = badges.filter((b) => b === MESSAGES.rowState.match).length;
    const counted = badges.filter((b) => b !== MESSAGES.rowState.not_stated).length;
    expect(counted).toBeLessThan(rows.length);
    expect(screen.getByText(/^Match: /)).toHaveTextContent(
      `Match: ${MESSAGES.matchPercentOf(Math.round((matched / counted) * 100), matched, counted)}`,
    );
    expect(container).not.toHaveTextContent('Differs');
    expect(badges).toContain(MESSAGES.rowState.mismatch);
    for (const section of COMPARISON_SECTIONS) {
      const inSection = rows.filter((r) => r.tab === section).map((r) => MESSAGES.rowState[r.state]);
      const n = inSection.filter((b) => b === MESSAGES.rowState.match).length;
      const m = inSection.filter((b) => b !== MESSAGES.rowState.not_stated).length;
      expect(screen.getByRole('button', { name: new RegExp(`^${section}`) })).toHaveTextContent(
        MESSAGES.sectionMatchCount(n, m),
      );
    }
    // Ask Worker only on rows the job states and the worker does not meet.
    const trs = [...container.querySelectorAll<HTMLElement>('tr[data-state]')];
    const asking = trs.filter((tr) => within(tr).queryByText(MESSAGES.askWorker, { ignore: false }) !== null);
    expect(asking.map(badgeOf).sort()).toEqual(
      badges.filter((b) => b === MESSAGES.rowState.mismatch || b === MESSAGES.rowState.missing).sort(),
    );
    expect(asking.length).toBe(counted - matched);
  });

  it("the recruiter's rows carry the recruiter's labels, never the worker's own prompts (issue 42)", async () => {
    const { job, profile } = pair();
    delete profile.summary.type;
    const rows = compareJobToProfile(job, profile).map(comparedRowToApi);
    const detail = { comparison: rows, match: matchScore(job, profile) } as unknown as ApplicationDetail;
    const { container } = renderWithProviders(<ComparisonPanel detail={detail} canAskWorker onAskWorker={() => {}} />);
    await openEverySection(container, 'tr[data-state]', rows.length);
    const headers = [...container.querySelectorAll<HTMLElement>('tr[data-state] th')].map((th) => th.textContent);
    expect(headers).toEqual(rows.map((r) => staffFieldLabel(r.key)));
    expect(headers).toContain('Type');
    // No row speaks to the worker: neither "Your Type" nor a prompt like "What's your specialty?".
    for (const h of headers) expect(h).not.toMatch(/\byou(r)?\b/i);
    const missing = rows.filter((r) => r.state === 'missing');
    expect(missing.length).toBeGreaterThan(0);
    for (const r of missing) expect(container).not.toHaveTextContent(r.empty_prompt);
    expect(
      within(container.querySelector('tr[data-state="missing"]')!).getByText(MESSAGES.workerNotGiven),
    ).toHaveTextContent(MESSAGES.workerNotGiven);
  });

  it('a closed section draws its rows when it is opened, not hidden with the page (the first view of a job)', async () => {
    const { job, profile } = pair();
    const rows = compareJobToProfile(job, profile).map(comparedRowToApi);
    const { container } = renderWithProviders(<ComparisonSections rows={rows} editable={false} />);
    const closed = COMPARISON_SECTIONS.map((section) =>
      screen.getByRole('button', { name: new RegExp(`^${section}`) }),
    ).filter((header) => header.getAttribute('aria-expanded') === 'false');
    expect(closed.length).toBeGreaterThan(0);
    const drawn = () => container.querySelectorAll('tbody[data-state]').length;
    const before = drawn();
    expect(before).toBeLessThan(rows.length);
    fireEvent.click(closed[0]!);
    await waitFor(() => expect(drawn()).toBeGreaterThan(before));
    await openEverySection(container, 'tbody[data-state]', rows.length);
  });

  it('every comparison row has a label for the recruiter that does not speak to the worker', () => {
    for (const row of COMPARISON_ROWS) expect(staffFieldLabel(row.key)).not.toMatch(/\byou(r)?\b|\?$/i);
  });
});
