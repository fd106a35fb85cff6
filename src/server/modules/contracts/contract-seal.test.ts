// The sealed contract as a stranger's tools read it: poppler's pdfsig reports the platform's signature valid over the
// whole document, pdftotext finds the agreed weekly pay and both signers, and one changed byte inside the signed range
// makes pdfsig report the digest no longer matching. (poppler-utils: installed by .ci/run next to Chromium.)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractResponse } from '@/domain/onboarding';
import { createTestApp, type TestApp } from '../../test/test-app';
import { injectAs } from '../../test/inject-as';
import { acceptedApplication, CONTRACT_TEST_WEEKLY, signContractForTest } from '../../test/contract-factory';
import { pdfsig } from '../../test/pdfsig';

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carelink-seal-'));
});
afterAll(async () => {
  await t?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the sealed contract PDF', () => {
  it('pdfsig: valid and whole; pdftotext: weekly pay and both signers; one changed byte: digest mismatch', async () => {
    const { worker, applicationId } = await acceptedApplication(t.app);
    const { recruiter } = await signContractForTest(t.app, applicationId);
    const view = (
      (await injectAs(t.app, worker).get(`/api/applications/${applicationId}/contract`)).json() as ContractResponse
    ).contract!;
    const res = await injectAs(t.app, recruiter).get(view.pdf_url);
    expect(res.statusCode).toBe(200);
    const signed = path.join(dir, 'signed.pdf');
    fs.writeFileSync(signed, res.rawPayload);

    const report = pdfsig(signed);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
    expect(report).toContain('Signature Type: ETSI.CAdES.detached');
    expect(report).toContain('Signer Certificate Common Name: CareLink contract seal');

    const text = execFileSync('pdftotext', ['-layout', signed, '-'], { encoding: 'utf8' });
    expect(text).toContain(CONTRACT_TEST_WEEKLY);
    expect(text).toContain(worker.email);
    expect(text).toContain('Test worker');
    expect(text).toContain('Test recruiter');
    expect(text).toContain(view.draft_sha256!);

    // One byte inside the first signed range (in the first content stream) changed: the signature no longer matches.
    const bytes = Buffer.from(res.rawPayload);
    const range = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(bytes.toString('latin1'))!;
    const at = bytes.indexOf('stream\n') + 'stream\n'.length + 10;
    expect(at).toBeLessThan(Number(range[2]));
    bytes[at] ^= 0x01;
    const altered = path.join(dir, 'altered.pdf');
    fs.writeFileSync(altered, bytes);
    const alteredReport = pdfsig(altered);
    expect(alteredReport).not.toContain('Signature is Valid.');
    expect(alteredReport).toContain('Signature Validation: Digest Mismatch.');
  });
});
