// Issue 41, reproduction 1: a drawn signature is decoded whole in the decode pool when it arrives. A PNG with one
// wrong byte in its zlib checksum, or whose header claims 65535×65535 pixels, used to be answered 200 and then end the
// process (png-js threw inside a zlib callback while the contract PDF rendered), again at every seal.
// Now each is refused with its message and nothing is stored; the contract is then signed and renders; a drawing
// already stored that cannot be read prints a notice in the PDF; a good drawing is kept as the server's own PNG.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { MESSAGES } from '@/domain/shared';
import {
  SIGNATURE_IMAGE_HEIGHT,
  SIGNATURE_IMAGE_WIDTH,
  SIGNATURE_MAX_HEIGHT,
  SIGNATURE_MAX_WIDTH,
  type ContractResponse,
} from '@/domain/onboarding';
import { createTestApp, type TestApp } from '../../test/test-app';
import { injectAs } from '../../test/inject-as';
import { acceptedApplication, runFileJobs, signBody } from '../../test/contract-factory';
import { settledHealth, watchCrashes, type CrashWatch } from '../../test/crash-watch';
import { contractSignatures, contracts } from '../../db/schema';
import { pngBadZlibChecksum, pngHugeHeader, validPng } from '../../security/crash-corpus-files';
import { pngOfDataUrl } from '../../data/contract-pdf';

let t: TestApp;
let watch: CrashWatch;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());
afterEach(() => watch?.stop());

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
const drawn = (name: string, png: Buffer) => ({ ...signBody(name), signature: { kind: 'drawn', value: dataUrl(png) } });
const WORKER = 'Test worker';
const RECRUITER = 'Test recruiter';

async function pdfText(who: { cookie: string }, applicationId: string): Promise<string> {
  const view = (
    (await injectAs(t.app, who).get(`/api/applications/${applicationId}/contract`)).json() as ContractResponse
  ).contract!;
  const res = await injectAs(t.app, who).get(view.pdf_url);
  expect(res.statusCode).toBe(200);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sig-')), 'contract.pdf');
  fs.writeFileSync(file, res.rawPayload);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

describe('a drawn signature that does not decode cannot stop the server (issue 41, reproduction 1)', () => {
  for (const [what, png, message] of [
    ['one wrong byte in its zlib checksum', pngBadZlibChecksum(), MESSAGES.contract.drawingInvalid],
    [
      'a header claiming 65535×65535 pixels',
      pngHugeHeader(),
      MESSAGES.contract.drawingTooBig(SIGNATURE_MAX_WIDTH, SIGNATURE_MAX_HEIGHT),
    ],
  ] as const) {
    it(`${what}: sign is refused with its message and nothing stored; sign, countersign: the contract renders`, async () => {
      watch = watchCrashes();
      const { worker, team, applicationId } = await acceptedApplication(t.app);
      const url = `/api/applications/${applicationId}/contract`;
      for (const [who, side, name] of [
        [worker, 'sign', WORKER],
        [team.recruiter, 'countersign', RECRUITER],
      ] as const) {
        const refused = await injectAs(t.app, who).post(`${url}/${side}`, drawn(name, png));
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toMatchObject({ message, fields: { 'signature.value': message } });
        expect(await settledHealth(t.app)).toBe(200);
        const ok = await injectAs(t.app, who).post(`${url}/${side}`, signBody(name));
        expect(ok.statusCode, ok.body).toBe(200);
      }
      await runFileJobs(t.app); // the outbox seals the countersigned contract
      const [c] = await t.app.db.select().from(contracts).where(eq(contracts.applicationId, applicationId));
      expect(c.status).toBe('signed');
      const stored = await t.app.db.select().from(contractSignatures).where(eq(contractSignatures.contractId, c.id));
      expect(stored.map((s) => s.signature.kind)).toEqual(['typed', 'typed']);
      const text = await pdfText(worker, applicationId);
      expect(text).toContain(WORKER);
      expect(text).toContain(RECRUITER);
      expect(await settledHealth(t.app)).toBe(200);
      expect(watch.crashes).toEqual([]);
    }, 120_000);
  }

  it('a drawing stored before the check that cannot be read: countersigning works and the PDF says so', async () => {
    watch = watchCrashes();
    const { worker, team, applicationId } = await acceptedApplication(t.app);
    await runFileJobs(t.app); // the draft stored, with its hash
    const [c] = await t.app.db.select().from(contracts).where(eq(contracts.applicationId, applicationId));
    // A worker's signature as an earlier version stored it: the browser's bytes, unchecked.
    await t.app.db.insert(contractSignatures).values({
      contractId: c.id,
      side: 'worker',
      userId: worker.id,
      fullName: WORKER,
      signature: { kind: 'drawn', value: dataUrl(pngBadZlibChecksum()) },
      consent: 'consent',
      ip: null,
      userAgent: null,
      documentSha256: c.draftSha256!,
      signedAt: new Date('2027-01-04T10:00:00Z'),
    });
    await t.app.db
      .update(contracts)
      .set({ status: 'awaiting_countersign', updatedAt: sql`now()` })
      .where(eq(contracts.id, c.id));
    const res = await injectAs(t.app, team.recruiter).post(
      `/api/applications/${applicationId}/contract/countersign`,
      signBody(RECRUITER),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await runFileJobs(t.app)).toBe(1); // the seal, in the outbox, lays the unreadable drawing out
    expect(await pdfText(worker, applicationId)).toContain(MESSAGES.contract.pdf.signatureUnreadable);
    expect(await settledHealth(t.app)).toBe(200);
    expect(watch.crashes).toEqual([]);
  }, 120_000);

  it('a good drawing is kept as the server-made opaque PNG of the fixed size, not the bytes sent', async () => {
    const { worker, applicationId } = await acceptedApplication(t.app);
    const sent = validPng(1200, 400);
    const res = await injectAs(t.app, worker).post(
      `/api/applications/${applicationId}/contract/sign`,
      drawn(WORKER, sent),
    );
    expect(res.statusCode, res.body).toBe(200);
    const [c] = await t.app.db.select().from(contracts).where(eq(contracts.applicationId, applicationId));
    const [s] = await t.app.db.select().from(contractSignatures).where(eq(contractSignatures.contractId, c.id));
    const kept = pngOfDataUrl(s.signature.value);
    expect(kept.equals(sent)).toBe(false);
    const png = PNG.sync.read(kept);
    expect([png.width, png.height, png.colorType, png.alpha]).toEqual([
      SIGNATURE_IMAGE_WIDTH,
      SIGNATURE_IMAGE_HEIGHT,
      2,
      false,
    ]);
  }, 120_000);
});
