// An uploaded PDF whose OpenAction runs JavaScript (`app.alert`) never runs in a recruiter's browser (issue 20 #7).
// Debian's Chromium in headless mode has its PDF viewer, and that viewer runs a PDF's script even under
// `Content-Security-Policy: sandbox`, so PDFs are served as attachments: clicked in Worker Documents or opened by their
// address, the file downloads byte for byte and no dialog opens. Raster images still preview inline.
// The test makes its own organization (whose job the worker applied to), recruiter and worker, who holds the demo
// seed's documents (images among them) and the scripted PDF (tests/e2e/fixtures, decision 0052).
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Download, Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/browsers';
import { postIcuJob } from './fixtures/placement';
import { uploadSeedLikeDocuments } from './fixtures/profile';
import { expect, test } from './fixtures/test';
import { applyTo } from './people';

// The full Chromium, whose PDF viewer is this spec's subject; the other specs run in the headless shell, which has none
// (scripts/browsers.ts).
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--disable-quic'] } });

const ALERT = 'PDF script ran';
const NAME = `Scripted ${Date.now()}.pdf`;

/** A one-page PDF whose OpenAction is a JavaScript action calling app.alert. */
function scriptedPdf(): Buffer {
  const stream = 'BT /F1 24 Tf 72 700 Td (Scripted test document) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 5 0 R /Resources << /Font << /F1 6 0 R >> >> >>',
    `<< /Type /Action /S /JavaScript /JS (app.alert\\('${ALERT}'\\);) >>`,
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** Every dialog any page of the context opens (dismissed at once, so nothing blocks). */
function recordDialogs(context: BrowserContext): string[] {
  const seen: string[] = [];
  const watch = (p: Page) =>
    p.on('dialog', (d) => {
      seen.push(d.message());
      void d.dismiss();
    });
  context.pages().forEach(watch);
  context.on('page', watch);
  return seen;
}

test('a PDF with an OpenAction script downloads from Worker Documents and by its address, and no script runs', async ({
  people,
}) => {
  // Three sign-ups, thirteen uploads, three downloads and the wait for a script that must not run.
  test.slow();
  const pdf = scriptedPdf();
  // The worker holds the seed's documents and uploads the scripted PDF (setup through the API); she has a Screening
  // application at the recruiter's organization.
  const org = await people.open('org');
  const recruiterId = (await people.account('recruiter')).id;
  const job = await postIcuJob(org, recruiterId, 'Scripted', people.mark);
  const workerPage = await people.open('worker');
  const workerId = (await people.account('worker')).id;
  await uploadSeedLikeDocuments(workerPage);
  const upload = await workerPage.request.post('/api/documents/upload', {
    multipart: { category: 'others', file: { name: NAME, mimeType: 'application/pdf', buffer: pdf } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const docId = ((await upload.json()) as { data: { id: string } }).data.id;
  const applicationId = await applyTo(workerPage, job, recruiterId);
  await workerPage.context().close();

  const page = await people.open('recruiter');
  const dialogs = recordDialogs(page.context());
  // To Screening, as the recruiter's status dialog sends it (PATCH /api/application-journey).
  const moved = await page.request.patch('/api/application-journey', { data: { status: 'Screening', applicationId } });
  expect(moved.status(), await moved.text()).toBe(200);
  const list = await page.request.get('/api/applications?status=Screening&limit=50');
  const items = ((await list.json()) as { items: { applicationId: string; worker_id: string; gw_job_id: string }[] })
    .items;
  const app = items.find((i) => i.worker_id === workerId);
  expect(app?.worker_id, "the worker has a Screening application at the recruiter's organization").toBe(workerId);
  expect(app!.applicationId).toBe(applicationId);
  await page.goto(`/application/screening/${workerId}/${app!.gw_job_id}/${app!.applicationId}`);
  await page.getByRole('button', { name: 'Worker Documents' }).click();
  const modal = page.getByRole('dialog');
  const row = modal.getByTestId('document-row').filter({ hasText: NAME });
  await expect(row).toBeVisible();

  // Download saves the exact bytes.
  const [saved] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: `Download ${NAME}` }).click(),
  ]);
  expect(saved.suggestedFilename()).toBe(NAME);
  expect(fs.readFileSync((await saved.path())!).equals(pdf)).toBe(true);

  // Opened by its address in a new tab (a pasted or bookmarked link, or the worker's own document link): the browser
  // downloads it; shown in Chromium's viewer instead, its script would open a dialog.
  const tab = await page.context().newPage();
  const opened = await Promise.race([
    tab.waitForEvent('download').then((d) => ({ download: d })),
    expect
      .poll(() => dialogs.length)
      .toBeGreaterThan(0)
      .then(() => ({ dialogs })),
    tab.goto(`/api/documents/${docId}/file`).then(
      () => new Promise<never>(() => {}),
      () => new Promise<never>(() => {}),
    ),
  ]);
  expect(opened).toHaveProperty('download');
  const direct = (opened as { download: Download }).download;
  expect(direct.suggestedFilename()).toBe(NAME);
  expect(fs.readFileSync((await direct.path())!).equals(pdf)).toBe(true);
  await tab.close();

  // So Worker Documents offers no in-browser preview of a PDF (it would be a download).
  await expect(row.getByRole('link', { name: `Preview ${NAME}` })).toHaveCount(0);

  // A raster image still previews: Preview opens it in a new tab, shown as an image.
  const image = modal.getByRole('link', { name: /^Preview .*\.png$/ }).first();
  const [preview] = await Promise.all([page.context().waitForEvent('page'), image.click()]);
  await preview.waitForLoadState();
  await expect
    .poll(() => preview.evaluate(() => (document.querySelector('img') as HTMLImageElement | null)?.naturalWidth ?? 0))
    .toBeGreaterThan(0);
  await preview.close();

  // Long enough for Chromium's viewer to have loaded a PDF and run its OpenAction (about a second here).
  await page.waitForTimeout(3000);
  expect(dialogs).toEqual([]);
});

test('control: this Chromium’s PDF viewer runs an inline PDF’s script even under the sandbox CSP', async ({ page }) => {
  // What the test above guards against, and proof that its dialog listener would see it: the same PDF served inline
  // with `Content-Security-Policy: sandbox` by a bare local server.
  const server = http.createServer((_req, res) => {
    res.writeHead(200, {
      'content-type': 'application/pdf',
      'content-disposition': 'inline; filename="inline-scripted.pdf"',
      'content-security-policy': "sandbox; frame-ancestors 'self'",
    });
    res.end(scriptedPdf());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const dialogs = recordDialogs(page.context());
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/inline-scripted.pdf`);
    await expect.poll(() => dialogs).toEqual([ALERT]);
  } finally {
    server.close();
  }
});
