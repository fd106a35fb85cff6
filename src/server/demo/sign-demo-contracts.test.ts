// The demo's placements at Cleared, Working and Done have contracts both sides signed, sealed, that download and verify
// (issue 43): the seed marked them signed with no signature, and their PDF answered 409 "being prepared" for ever.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { ContractResponse } from '@/domain/onboarding';
import { createTestApp, type TestApp } from '../test/test-app';
import { injectAs } from '../test/inject-as';
import { createSession } from '../test/session';
import { seed } from '../db/seed';
import { applications, contractSignatures, contracts, users } from '../db/schema';
import { DEMO_SIGNING_ORIGIN, signDemoContracts } from './sign-demo-contracts';
import { pdfsig } from '../test/pdfsig';

let t: TestApp;
let dir: string;

beforeAll(async () => {
  t = await createTestApp();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-contracts-'));
  await seed(t.app.db, t.app.storage, { jobs: 40, workers: 12 });
}, 180_000);
afterAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
  await t.close();
});

describe('demo seed: the placements’ contracts', () => {
  it('every contract marked signed gets both signatures and a seal; the demo worker downloads hers and it verifies', async () => {
    const cleared = await t.app.db
      .select({ id: applications.id, workerId: applications.workerId })
      .from(applications)
      .where(inArray(applications.status, ['Cleared', 'Working', 'Done']));
    expect(cleared.length).toBeGreaterThan(0);
    // As the seed leaves them: signed, with nobody's signature.
    expect(await t.app.db.select().from(contractSignatures)).toEqual([]);

    const signed = await signDemoContracts(t.app); // as main.ts does once the app is built
    expect(signed).toBe(cleared.length);
    const rows = await t.app.db
      .select()
      .from(contracts)
      .where(
        inArray(
          contracts.applicationId,
          cleared.map((c) => c.id),
        ),
      );
    const workerOf = new Map(cleared.map((c) => [c.id, c.workerId]));
    for (const c of rows) {
      expect(c.status).toBe('signed');
      // What its worker downloads is the sealed file, whose SHA-256 the contract records.
      const api = injectAs(t.app, await createSession(t.app, workerOf.get(c.applicationId)!));
      const pdf = await api.get(`/api/applications/${c.applicationId}/contract/pdf`);
      expect(pdf.statusCode, c.id).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(crypto.createHash('sha256').update(pdf.rawPayload).digest('hex')).toBe(c.signedSha256);
      const sigs = await t.app.db.select().from(contractSignatures).where(eq(contractSignatures.contractId, c.id));
      expect(sigs.map((s) => s.side).sort()).toEqual(['organization', 'worker']);
      expect(sigs.every((s) => s.userAgent === DEMO_SIGNING_ORIGIN.userAgent && s.signature.kind === 'typed')).toBe(
        true,
      );
    }
    // Once only: a second start finds nothing to sign.
    expect(await signDemoContracts(t.app)).toBe(0);

    const [worker] = await t.app.db.select().from(users).where(eq(users.email, 'worker@demo.test'));
    const hers = cleared.find((c) => c.workerId === worker.id);
    expect(hers, 'the demo worker has a placement at Cleared or later').toBeDefined();
    const api = injectAs(t.app, await createSession(t.app, worker.id));
    const view = ((await api.get(`/api/applications/${hers!.id}/contract`)).json() as ContractResponse).contract!;
    expect(view.status).toBe('signed');
    const res = await api.get(view.pdf_url);
    expect(res.statusCode).toBe(200);
    const file = path.join(dir, 'demo.pdf');
    fs.writeFileSync(file, res.rawPayload);
    expect(pdfsig(file)).toContain('Signature Validation: Signature is Valid.');
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain(`${worker.firstName} ${worker.lastName}`);
  }, 180_000);
});
