// Worker Documents as a recruiter: one document, the documents zip, the everything zip, the profile PDF and CSV.
// The test makes its own organization (which posts the job), recruiter and worker (tests/e2e/fixtures, decision 0052);
// the worker uploads the twelve documents the demo seed gives its workers through the upload route her pages use, and
// applies to the job through the API the Apply button uses.
import fs from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { expect, test, type People } from './fixtures/test';
import { postIcuJob } from './fixtures/placement';
import { uploadSeedLikeDocuments } from './fixtures/profile';
import { applyTo } from './people';
import { unzipSync, strFromU8 } from 'fflate';
import pdfParse from 'pdf-parse/lib/pdf-parse.js';

interface ListItem {
  applicationId: string;
  status: string;
  worker_id: string;
  worker_name: string;
  gw_job_id: string;
}
interface Doc {
  id: string;
  name: string;
  category: string;
  contentType: string;
}

const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });
const bytesOf = async (download: Download) => fs.readFileSync((await download.path())!);

/**
 * An application to the test's organization whose worker has documents: the worker uploads the seed's twelve (one at
 * a time, in the seed's order) and applies to a job the organization posted; read back as the recruiter sees them.
 */
async function applicationWithDocuments(people: People, page: Page): Promise<{ item: ListItem; docs: Doc[] }> {
  const org = await people.open('org');
  const worker = await people.open('worker');
  await uploadSeedLikeDocuments(worker);
  const recruiterId = (await people.account('recruiter')).id;
  const posted = await postIcuJob(org, recruiterId, 'Documents', people.mark);
  const applicationId = await applyTo(worker, posted, recruiterId);

  const list = await page.request.get(`/api/applications?status=New&q=${posted.gw_job_id}&limit=50`);
  expect(list.ok()).toBe(true);
  const item = ((await list.json()) as { items: ListItem[] }).items.find((i) => i.applicationId === applicationId);
  expect(item?.status, "the application is in New on the recruiter's list").toBe('New');
  const res = await page.request.get(`/api/documents?workerId=${item!.worker_id}`);
  expect(res.ok()).toBe(true);
  const docs = ((await res.json()) as { data: Doc[] }).data;
  expect(docs).toHaveLength(12);
  return { item: item!, docs };
}

test('recruiter downloads a document, both zips, the profile PDF and the CSV from Worker Documents', async ({
  people,
}) => {
  const page = await people.open('recruiter');
  const { item, docs } = await applicationWithDocuments(people, page);
  await page.goto(
    `/application/${item.status.toLowerCase()}/${item.worker_id}/${item.gw_job_id}/${item.applicationId}`,
  );
  await page.getByRole('button', { name: 'Worker Documents' }).click();
  const modal = page.getByRole('dialog');
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('heading', { name: 'Diploma' })).toBeVisible();
  await expect(modal.getByTestId('document-row')).toHaveCount(docs.length);

  // One document through its signed link.
  const diploma = docs.find((d) => d.category === 'diploma')!;
  const [one] = await Promise.all([
    page.waitForEvent('download'),
    modal.getByRole('button', { name: `Download ${diploma.name}` }).click(),
  ]);
  expect(one.suggestedFilename()).toBe(diploma.name);
  expect((await bytesOf(one)).subarray(0, 5).toString()).toBe('%PDF-');

  // The documents zip: a folder per type.
  const [zip] = await Promise.all([
    page.waitForEvent('download'),
    modal.getByRole('button', { name: 'Download Documents (zip)' }).click(),
  ]);
  expect(zip.suggestedFilename()).toBe(`${item.worker_name}_Documents.zip`);
  const entries = unzipSync(new Uint8Array(await bytesOf(zip)));
  const names = Object.keys(entries).sort();
  expect(names).toHaveLength(docs.length);
  expect(names).toContain(`Diploma/${diploma.name}`);
  expect(names).toContain('Certificates/BLS.pdf');
  expect(names).toContain('Certificates/ACLS.pdf');
  expect(names).toContain('Drivers License/Drivers license.png');
  expect(names.every((n) => /^[A-Z][A-Za-z ]+\/[^/]+$/.test(n))).toBe(true);
  expect(strFromU8(entries[`Diploma/${diploma.name}`].subarray(0, 5))).toBe('%PDF-');
  await expect(toast(page, `Successfully downloaded ${docs.length} documents`)).toBeVisible();

  // The everything zip: the documents plus the profile PDF and CSV at the root.
  const [all] = await Promise.all([
    page.waitForEvent('download'),
    modal.getByRole('button', { name: 'Download Everything (zip)' }).click(),
  ]);
  expect(all.suggestedFilename()).toBe(`${item.worker_name}_Everything.zip`);
  const everything = unzipSync(new Uint8Array(await bytesOf(all)));
  const allNames = Object.keys(everything);
  expect(allNames).toHaveLength(docs.length + 2);
  expect(allNames).toContain(`Profile_${item.worker_name}.pdf`);
  expect(allNames).toContain('profile.csv');
  expect((await pdfParse(Buffer.from(everything[`Profile_${item.worker_name}.pdf`]))).text).toContain(item.worker_name);

  // The profile PDF on its own.
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    modal.getByRole('button', { name: 'Profile PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe(`Profile_${item.worker_name}.pdf`);
  const parsed = await pdfParse(await bytesOf(pdf));
  expect(parsed.text).toContain(item.worker_name);
  expect(parsed.text).toContain('Documents');

  // The CSV: one header row, one row; name, email and phone first; catalogue labels; no created/updated/version.
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    modal.getByRole('button', { name: 'Profile CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toBe('profile.csv');
  const text = (await bytesOf(csv)).toString('utf8');
  const header = text.split(/\r?\n/)[0].split(',');
  expect(header.slice(0, 3)).toEqual(['Name', 'Email', 'Phone']);
  expect(text.split(/\r?\n/)[1].split(',')[0]).toBe(item.worker_name);
  expect(header).toContain('Profession');
  expect(header).toContain('Diploma');
  expect(header.some((h) => /(^|\.)(created|updated|version)$/i.test(h) || h.includes('.'))).toBe(false);
  expect(text).toContain(diploma.name);

  // Escape closes the dialog.
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
});

test("a recruiter cannot read another organization's worker documents through the API", async ({ people }) => {
  const page = await people.open('recruiter');
  const res = await page.request.post('/api/document', {
    data: { documentId: '00000000-0000-4000-8000-000000000000', category: 'diploma' },
  });
  expect(res.status()).toBe(404);
});
