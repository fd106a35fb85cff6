// The contract PDF's layout (issue 42, item 6): a block of text is never split so that a page holds only its tail —
// the sealed contract spilled a last page holding only "reader.", the end of the seal note. Whatever the length of
// what comes before, every page of the signed contract carries more than a stray fragment and the seal note stands
// whole on the last page (read back with poppler's pdftotext, as a stranger's tools read it).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { agreedTerms } from '@/domain/offers';
import { contractSettingsOf, draftContractContent } from '@/domain/onboarding';
import { MESSAGES } from '@/domain/shared';
import { renderContractPdf, type PdfFinal } from './contract-pdf';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carelink-contract-pdf-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const content = (clauses: string[]) =>
  draftContractContent({
    organizationName: 'Acme Staffing',
    worker: { name: 'Ana Lima', email: 'ana@example.com' },
    job: { title: 'ICU RN', gwJobId: 'GW-1', profession: 'Registered Nurse' },
    agreed: agreedTerms(
      {
        pay: { hourly_rate: 52, non_taxable_weekly: 1000 },
        hours: { hours_per_week: 36, weeks_per_contract: 13 },
        schedule: { start_date: '2027-03-01', end_date: '2027-05-31' },
        location: { facility: 'Mercy General', city: 'Atlanta', state: 'GA' },
      },
      [],
      null,
    ),
    settings: contractSettingsOf({ contract: { clauses } }),
    draftedAt: new Date('2027-01-02T03:04:05Z'),
  });

const signer = (side: 'worker' | 'organization', userAgent: string) => ({
  side,
  fullName: side === 'worker' ? 'Ana Lima' : 'Rita Recruiter',
  email: `${side}@example.com`,
  signature: { kind: 'typed' as const, value: side === 'worker' ? 'Ana Lima' : 'Rita Recruiter' },
  consent: 'I agree to sign this contract electronically.',
  ip: '203.0.113.7',
  userAgent,
  documentSha256: 'a'.repeat(64),
  signedAt: new Date('2027-01-03T10:00:00Z'),
});

const final = (userAgent: string): PdfFinal => ({
  draftSha256: 'b'.repeat(64),
  signatures: [signer('worker', userAgent), signer('organization', userAgent)],
  completedAt: new Date('2027-01-03T11:00:00Z'),
});

/** The text of each page of `pdf` (pdftotext separates pages with a form feed). */
function pages(pdf: Buffer, name: string): string[] {
  const file = path.join(dir, `${name}.pdf`);
  fs.writeFileSync(file, pdf);
  const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
  return text
    .split('\f')
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter((p, i, all) => p !== '' || i < all.length - 1);
}

describe('the signed contract PDF never spills a stray fragment onto a page', () => {
  // The signature page starts on a page of its own; the signers' user agents (one row each, wrapped) move the seal note
  // down a line at a time, across the end of that page (before the fix, 37–39 words left "reader." on a page alone).
  const cases = Array.from({ length: 20 }, (_, i) => ({ clauses: i % 3, agentWords: 28 + i }));

  it.each(cases)('$clauses clauses, a user agent of $agentWords words', async ({ clauses, agentWords }) => {
    const c = content(Array.from({ length: clauses }, (_, i) => `Clause ${i + 1}: parking is free at the facility.`));
    const agent = Array.from({ length: agentWords }, (_, i) => `Agent/${i}`).join(' ');
    const text = pages(await renderContractPdf(c, final(agent)), `c${clauses}-a${agentWords}`);
    for (const [i, page] of text.entries())
      expect(page.split(' ').length, `page ${i + 1} of ${text.length}: "${page}"`).toBeGreaterThan(8);
    expect(text.at(-1)).toContain(MESSAGES.contract.pdf.sealNote.replace(/\s+/g, ' '));
  });
});
