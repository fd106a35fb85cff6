// Documents API: upload checks, replace, delete, signed links, authorization refusals, the profile PDF.
import fs from 'node:fs';
import path from 'node:path';
import net from 'node:net';
import { eq } from 'drizzle-orm';
import pdfParse from 'pdf-parse/lib/pdf-parse.js';
import { MESSAGES } from '@/domain/shared';
import { ACCEPTED_EXTENSIONS, MAX_DOCUMENTS_PER_CATEGORY } from '@/domain/documents';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildApplication, buildOrgWithTeam, buildUser, buildWorker, type TestUser } from '../../test/factories';
import { injectAs } from '../../test/inject-as';
import { documents, users } from '../../db/schema';
import { makePdf, PNG_BYTES } from '../../db/seed-files';
import { signDocumentLink } from './signed-link';
import { multipart } from './test-multipart';

let t: TestApp;
let pdf: Buffer;
let worker: TestUser;
let otherWorker: TestUser;
let recruiter: TestUser;
let orgUser: TestUser;
let outsider: TestUser;
let admin: TestUser;

async function upload(user: TestUser, fields: Record<string, string>, file?: { name: string; content: Buffer }) {
  const { payload, headers } = multipart(fields, file);
  return injectAs(t.app, user).post('/api/documents/upload', payload, { headers });
}

const filesDir = () => (t.config.storage as { dir: string }).dir;
const ownerFiles = (ownerId: string) => {
  const dir = path.join(filesDir(), ownerId);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};
const rowsOf = (ownerId: string) => t.app.db.select().from(documents).where(eq(documents.ownerId, ownerId));
const link = async (user: TestUser, body: Record<string, unknown>) => injectAs(t.app, user).post('/api/document', body);

beforeAll(async () => {
  t = await createTestApp();
  pdf = await makePdf('Nursing diploma');
  worker = await buildWorker(t.app);
  await t.app.db
    .update(users)
    .set({ firstName: 'Rosalind', lastName: 'Okafor', phone: '(404) 555-0199' })
    .where(eq(users.id, worker.id));
  otherWorker = await buildWorker(t.app);
  const team = await buildOrgWithTeam(t.app);
  recruiter = team.recruiter;
  orgUser = team.orgUser;
  await buildApplication(t.app, worker.id, team.job);
  outsider = (await buildOrgWithTeam(t.app)).recruiter;
  admin = await buildUser(t.app, 'admin');
});
afterAll(async () => t?.close());

describe('POST /api/documents/upload', () => {
  it('stores a real PDF under a server-generated key and lists it', async () => {
    const res = await upload(
      worker,
      { category: 'diploma', expiresOn: '2030-01-31' },
      { name: 'Diploma.pdf', content: pdf },
    );
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({
      category: 'diploma',
      name: 'Diploma.pdf',
      size: pdf.length,
      contentType: 'application/pdf',
      expiresOn: '2030-01-31',
      ownerId: worker.id,
    });
    const [row] = await t.app.db.select().from(documents).where(eq(documents.id, data.id));
    expect(row.fileKey).toMatch(new RegExp(`^${worker.id}/[0-9a-f-]{36}\\.pdf$`));
    expect(await t.app.storage.exists(row.fileKey)).toBe(true);
    const list = await injectAs(t.app, worker).get('/api/documents');
    expect(list.json().data.map((d: { id: string }) => d.id)).toContain(data.id);
    expect(list.json().data[0]).not.toHaveProperty('fileKey');
  });

  it('refuses an .exe renamed .pdf by its content, storing nothing', async () => {
    const before = ownerFiles(otherWorker.id).length;
    const exe = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00]), Buffer.alloc(5000, 7)]);
    const res = await upload(otherWorker, { category: 'others' }, { name: 'invoice.pdf', content: exe });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'BAD_REQUEST',
      message: 'The file content does not match its .pdf extension.',
    });
    expect(await rowsOf(otherWorker.id)).toHaveLength(0);
    expect(ownerFiles(otherWorker.id)).toHaveLength(before);
  });

  it('refuses an extension that is not accepted', async () => {
    const res = await upload(otherWorker, { category: 'others' }, { name: 'setup.exe', content: Buffer.from('MZ') });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.errors.fileTypeNotAccepted(ACCEPTED_EXTENSIONS.join(', ')));
  });

  it('refuses a file over 20 MB with 413 and leaves no row and no file', async () => {
    const big = Buffer.concat([pdf, Buffer.alloc(20 * 1024 * 1024, 0x20)]);
    const res = await upload(otherWorker, { category: 'others' }, { name: 'huge.pdf', content: big });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'PAYLOAD_TOO_LARGE', message: MESSAGES.errors.tooLarge });
    expect(await rowsOf(otherWorker.id)).toHaveLength(0);
    expect(ownerFiles(otherWorker.id)).toHaveLength(0);
    expect(fs.readdirSync(path.join(filesDir(), '.tmp'))).toHaveLength(0);
  });

  it('refuses an unknown category and a missing file', async () => {
    const bad = await upload(worker, { category: 'passport' }, { name: 'a.pdf', content: pdf });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('category');
    const none = await upload(worker, { category: 'diploma' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(MESSAGES.errors.fileEmpty);
  });

  it('makes a path-traversal file name harmless', async () => {
    const res = await upload(worker, { category: 'others' }, { name: '../../../etc/passwd.pdf', content: pdf });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.name).toBe('passwd.pdf');
    const [row] = await t.app.db.select().from(documents).where(eq(documents.id, res.json().data.id));
    expect(row.fileKey.startsWith(`${worker.id}/`)).toBe(true);
    expect(row.fileKey).not.toContain('..');
  });

  it('stores an SVG but always serves it as a sandboxed attachment', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const res = await upload(worker, { category: 'others' }, { name: 'logo.svg', content: svg });
    expect(res.statusCode).toBe(201);
    const { data } = (await link(worker, { documentId: res.json().data.id, category: 'others' })).json();
    const file = await t.app.inject({ method: 'GET', url: data.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/svg+xml');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="logo.svg"/);
    expect(file.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
  });

  it('replaces a document file: keeps the category, deletes the old file', async () => {
    const first = (
      await upload(worker, { category: 'certificates', name: 'BLS' }, { name: 'bls-2024.pdf', content: pdf })
    ).json().data;
    const [oldRow] = await t.app.db.select().from(documents).where(eq(documents.id, first.id));
    const res = await upload(
      worker,
      { category: 'others', documentId: first.id },
      { name: 'bls-2026.png', content: PNG_BYTES },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      id: first.id,
      category: 'certificates',
      name: 'bls-2026.png',
      contentType: 'image/png',
      size: PNG_BYTES.length,
    });
    expect(await t.app.storage.exists(oldRow.fileKey)).toBe(false);
  });

  it("refuses to replace another worker's document and refuses uploads by recruiters", async () => {
    const mine = (await upload(worker, { category: 'diploma' }, { name: 'd.pdf', content: pdf })).json().data;
    const res = await upload(
      otherWorker,
      { category: 'diploma', documentId: mine.id },
      { name: 'x.pdf', content: pdf },
    );
    expect(res.statusCode).toBe(404);
    const byRecruiter = await upload(recruiter, { category: 'diploma' }, { name: 'x.pdf', content: pdf });
    expect(byRecruiter.statusCode).toBe(403);
    expect(byRecruiter.json().message).toBe(MESSAGES.errors.forbidden);
  });

  it('an upload aborted midway leaves no row and no file', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as net.AddressInfo).port;
    const owner = await buildWorker(t.app);
    const { payload, headers } = multipart(
      { category: 'others' },
      { name: 'big.pdf', content: Buffer.concat([pdf, Buffer.alloc(4 * 1024 * 1024, 0x20)]) },
    );
    const tmpDir = path.join(filesDir(), '.tmp');
    // A raw socket, with its Cookie header written by hand: app.inject cannot cut a request in the middle of its body.
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => {});
    const closed = new Promise((resolve) => socket.on('close', resolve));
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /api/documents/upload HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${owner.cookie}\r\nContent-Type: ${headers['content-type']}\r\nContent-Length: ${payload.length}\r\n\r\n`,
    );
    socket.write(payload.subarray(0, 1024 * 1024));
    // Cut the connection mid-body. The file is read whole and checked in the decode pool before any byte is stored
    // (issue 41): a cut upload never reaches storage, not even as a temporary file.
    socket.destroy();
    await closed;
    await vi.waitFor(() => expect(fs.existsSync(tmpDir) ? fs.readdirSync(tmpDir) : [], 'no partial file').toEqual([]));
    expect(await rowsOf(owner.id)).toHaveLength(0);
    expect(ownerFiles(owner.id)).toHaveLength(0);
  });
});

describe('signed download links', () => {
  let doc: { id: string; category: string };
  beforeAll(async () => {
    doc = (await upload(worker, { category: 'professional_licenses' }, { name: 'GA licence.pdf', content: pdf })).json()
      .data;
  });

  it('a recruiter of an organization the worker applied to gets a 5-minute link that streams the file', async () => {
    const res = await link(recruiter, { documentId: doc.id, category: doc.category, workerId: worker.id });
    expect(res.statusCode).toBe(200);
    const { url, expiresAt } = res.json().data;
    expect(url).toMatch(new RegExp(`^/api/documents/${doc.id}/file\\?exp=\\d+&sig=[\\w-]+$`));
    expect(Math.round((Date.parse(expiresAt) - Date.now()) / 60000)).toBe(5);
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    // A PDF is active content (Chromium's viewer runs its script): always an attachment, sandboxed.
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="GA licence.pdf"/);
    expect(file.headers['content-security-policy']).toBe("sandbox; default-src 'none'; frame-ancestors 'none'");
    expect(file.rawPayload.equals(pdf)).toBe(true);
  });

  it('a raster image is the one kind shown inline, sandboxed to nothing but the image', async () => {
    const png = (await upload(worker, { category: 'others' }, { name: 'badge.png', content: PNG_BYTES })).json().data;
    const { url } = (await link(worker, { documentId: png.id, category: 'others' })).json().data;
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^inline; filename="badge.png"/);
    expect(file.headers['content-security-policy']).toBe(
      "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'",
    );
  });

  it('the organization user and the admin may also get links; the worker gets their own', async () => {
    for (const u of [orgUser, admin, worker])
      expect((await link(u, { documentId: doc.id, category: doc.category })).statusCode).toBe(200);
  });

  it('an expired link is refused', async () => {
    const { url } = signDocumentLink(t.config.sessionSecret, doc.id, Date.now() - 6 * 60 * 1000);
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.errors.invalidToken);
  });

  it('a link cannot open another document', async () => {
    const other = (await upload(worker, { category: 'diploma' }, { name: 'other.pdf', content: pdf })).json().data;
    const { url } = (await link(worker, { documentId: doc.id, category: doc.category })).json().data;
    const res = await t.app.inject({ method: 'GET', url: url.replace(doc.id, other.id) });
    expect(res.statusCode).toBe(403);
  });

  it('a tampered signature or expiry is refused', async () => {
    const { url } = (await link(worker, { documentId: doc.id, category: doc.category })).json().data;
    const u = new URL(url, 'http://x');
    const exp = Number(u.searchParams.get('exp'));
    expect(
      (await t.app.inject({ method: 'GET', url: url.replace(`exp=${exp}`, `exp=${exp + 3600}`) })).statusCode,
    ).toBe(403);
    const sig = u.searchParams.get('sig')!;
    const flipped = sig.slice(0, -1) + (sig.endsWith('A') ? 'B' : 'A');
    expect((await t.app.inject({ method: 'GET', url: url.replace(sig, flipped) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/documents/${doc.id}/file?exp=${exp}` })).statusCode).toBe(
      403,
    );
  });

  it('without a signature only a signed-in user who may see the document gets the file', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/documents/${doc.id}/file` })).statusCode).toBe(401);
    expect((await injectAs(t.app, outsider).get(`/api/documents/${doc.id}/file`)).statusCode).toBe(404);
    expect((await injectAs(t.app, recruiter).get(`/api/documents/${doc.id}/file`)).statusCode).toBe(200);
  });
});

describe('authorization refusals', () => {
  let doc: { id: string; category: string };
  beforeAll(async () => {
    doc = (await upload(worker, { category: 'vaccinations' }, { name: 'Flu.png', content: PNG_BYTES })).json().data;
  });

  it('a recruiter of another organization cannot list or link the documents (404, no probing)', async () => {
    const list = await injectAs(t.app, outsider).get(`/api/documents?workerId=${worker.id}`);
    expect(list.statusCode).toBe(404);
    const res = await link(outsider, { documentId: doc.id, category: doc.category, workerId: worker.id });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'NOT_FOUND', message: MESSAGES.errors.notFound });
  });

  it("another worker cannot list or link a worker's documents", async () => {
    expect((await injectAs(t.app, otherWorker).get(`/api/documents?workerId=${worker.id}`)).statusCode).toBe(404);
    expect((await link(otherWorker, { documentId: doc.id, category: doc.category })).statusCode).toBe(404);
  });

  it('a link request with the wrong category or a different worker id is refused', async () => {
    expect((await link(recruiter, { documentId: doc.id, category: 'resume' })).statusCode).toBe(404);
    expect(
      (await link(recruiter, { documentId: doc.id, category: doc.category, workerId: otherWorker.id })).statusCode,
    ).toBe(404);
    expect((await link(recruiter, { documentId: 'not-a-uuid', category: doc.category })).statusCode).toBe(404);
  });

  it('signed-out callers are refused', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/document',
          payload: { documentId: doc.id, category: doc.category },
        })
      ).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/documents?workerId=${worker.id}` })).statusCode).toBe(401);
  });

  it('only the owner deletes a document; its file disappears from storage', async () => {
    const mine = (await upload(worker, { category: 'others' }, { name: 'tmp.pdf', content: pdf })).json().data;
    const [row] = await t.app.db.select().from(documents).where(eq(documents.id, mine.id));
    expect((await injectAs(t.app, otherWorker).delete(`/api/documents/${mine.id}`)).statusCode).toBe(404);
    expect((await injectAs(t.app, recruiter).delete(`/api/documents/${mine.id}`)).statusCode).toBe(403);
    const res = await injectAs(t.app, worker).delete(`/api/documents/${mine.id}`);
    expect(res.statusCode).toBe(204);
    expect(await t.app.storage.exists(row.fileKey)).toBe(false);
    expect((await link(worker, { documentId: mine.id, category: 'others' })).statusCode).toBe(404);
  });
});

describe('POST /api/generate-profile-pdf', () => {
  // A plain Uint8Array, not a Buffer: pdf-parse's pdf.js copies a Buffer with `new Buffer()`, which takes a slice of
  // Node's shared pool, and then reads that pool from its start (Node 24 pools buffers up to 32 kB, so it failed
  // there).
  const pdfText = async (body: Buffer) => (await pdfParse(new Uint8Array(body))).text;

  it("builds the worker's profile PDF from the database, ignoring a posted name and profile", async () => {
    const res = await injectAs(t.app, recruiter).post('/api/generate-profile-pdf', {
      _id: worker.id,
      user_id: worker.id,
      name: 'Mallory Forged',
      email: 'forged@evil.test',
      summary: { profession: 'Forged Profession' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('Profile_Rosalind Okafor.pdf');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Rosalind Okafor');
    expect(text).toContain('(404) 555-0199');
    expect(text).toContain('Summary');
    expect(text).toContain('Documents');
    expect(text).toContain('GA licence.pdf');
    expect(text).not.toContain('Mallory');
    expect(text).not.toContain('Forged Profession');
  });

  it('a worker gets their own PDF; a recruiter of another organization and another worker are refused', async () => {
    const own = await injectAs(t.app, worker).post('/api/generate-profile-pdf', { name: 'Me' });
    expect(own.statusCode).toBe(200);
    expect(await pdfText(own.rawPayload)).toContain('Rosalind Okafor');
    for (const u of [outsider, otherWorker]) {
      const res = await injectAs(t.app, u).post('/api/generate-profile-pdf', { user_id: worker.id, name: 'x' });
      expect(res.statusCode).toBe(404);
    }
  });

  it('the export data for the CSV is authorized the same way', async () => {
    const ok = await injectAs(t.app, orgUser).get(`/api/documents/profile-export?workerId=${worker.id}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ name: 'Rosalind Okafor', phone: '(404) 555-0199' });
    expect(
      (await injectAs(t.app, outsider).get(`/api/documents/profile-export?workerId=${worker.id}`)).statusCode,
    ).toBe(404);
  });
});

describe('the per-category document limit', () => {
  it(`keeps at most ${MAX_DOCUMENTS_PER_CATEGORY} documents in a category, even under parallel uploads, and the profile stays readable`, async () => {
    const w = await buildWorker(t.app);
    const existing = MAX_DOCUMENTS_PER_CATEGORY - 2;
    await t.app.db.insert(documents).values(
      Array.from({ length: existing }, (_x, i) => ({
        ownerId: w.id,
        category: 'others' as const,
        name: `old-${i}.pdf`,
        fileKey: `${w.id}/old-${i}.pdf`,
        size: 10,
        contentType: 'application/pdf',
      })),
    );
    const results = await Promise.all(
      Array.from({ length: 6 }, (_x, i) => upload(w, { category: 'others' }, { name: `new-${i}.pdf`, content: pdf })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 409, 409, 409, 409]);
    const refused = results.find((r) => r.statusCode === 409)!;
    expect(refused.json()).toEqual({ error: 'CONFLICT', message: MESSAGES.errors.tooManyDocuments });
    expect(MESSAGES.errors.tooManyDocuments).toContain(String(MAX_DOCUMENTS_PER_CATEGORY));
    expect(await rowsOf(w.id)).toHaveLength(MAX_DOCUMENTS_PER_CATEGORY);
    expect(ownerFiles(w.id)).toHaveLength(2); // refused uploads leave no file behind
    // Another category still takes documents; the profile (which carries each category whole) still answers.
    expect((await upload(w, { category: 'resume' }, { name: 'cv.pdf', content: pdf })).statusCode).toBe(201);
    const profile = await injectAs(t.app, w).get('/api/worker-profile');
    expect(profile.statusCode).toBe(200);
  });
});
