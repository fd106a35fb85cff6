// The documents API on the S3 backend (s3rver started here, or S3_TEST_ENDPOINT): the same upload,
// replace, download and delete behaviour as on local disk, plus presigned-redirect downloads.
import { eq } from 'drizzle-orm';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@/domain/shared';
import { loadConfig, type AppConfig } from '../../config';
import { buildApp } from '../../app';
import { openTestDatabase } from '../../test/test-app';
import { buildApplication, buildOrgWithTeam, buildWorker, type TestUser } from '../../test/factories';
import { injectAs } from '../../test/inject-as';
import { documents } from '../../db/schema';
import { makePdf } from '../../db/seed-files';
import { startTestS3, type TestS3 } from '../../storage/test-s3-server';
import { multipart } from './test-multipart';

let s3: TestS3;
let drop: () => Promise<void>;
let app: FastifyInstance;
let redirectApp: FastifyInstance;
let worker: TestUser;
let recruiter: TestUser;
let pdf: Buffer;
let raw: S3Client;

const objectsOf = async (ownerId: string) =>
  ((await raw.send(new ListObjectsV2Command({ Bucket: 'carelink-test', Prefix: `${ownerId}/` }))).Contents ?? []).map(
    (o) => o.Key,
  );

async function upload(user: TestUser, fields: Record<string, string>, file: { name: string; content: Buffer }) {
  const { payload, headers } = multipart(fields, file);
  return injectAs(app, user).post('/api/documents/upload', payload, { headers });
}

beforeAll(async () => {
  s3 = await startTestS3();
  raw = new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const opened = await openTestDatabase();
  drop = opened.drop;
  const base = loadConfig({
    NODE_ENV: 'test',
    SESSION_SECRET: 'test-secret',
    STORAGE: 's3',
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: 'carelink-test',
  });
  app = await buildApp({ config: base, database: opened.database, storage: s3.storage });
  await app.ready();
  const redirectConfig: AppConfig = {
    ...base,
    storage: { ...(base.storage as Extract<AppConfig['storage'], { kind: 's3' }>), presignedDownloads: true },
  };
  redirectApp = await buildApp({ config: redirectConfig, database: opened.database, storage: s3.storage });
  await redirectApp.ready();
  pdf = await makePdf('Licence');
  worker = await buildWorker(app);
  const team = await buildOrgWithTeam(app);
  recruiter = team.recruiter;
  await buildApplication(app, worker.id, team.job);
});
afterAll(async () => {
  await app?.close();
  await redirectApp?.close();
  await drop?.();
  await s3?.close();
});

describe('documents on S3', () => {
  it('uploads, downloads through a signed link, replaces and deletes, keeping the bucket in step', async () => {
    const res = await upload(worker, { category: 'professional_licenses' }, { name: 'GA.pdf', content: pdf });
    expect(res.statusCode).toBe(201);
    const doc = res.json().data;
    const [row] = await app.db.select().from(documents).where(eq(documents.id, doc.id));
    expect(await s3.storage.exists(row.fileKey)).toBe(true);

    const { url } = (
      await injectAs(app, recruiter).post('/api/document', { documentId: doc.id, category: doc.category })
    ).json().data;
    const file = await app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(pdf)).toBe(true);

    const replaced = await upload(
      worker,
      { category: 'others', documentId: doc.id },
      { name: 'GA-2027.pdf', content: pdf },
    );
    expect(replaced.json().data.category).toBe('professional_licenses');
    expect(await s3.storage.exists(row.fileKey)).toBe(false);

    expect((await injectAs(app, worker).delete(`/api/documents/${doc.id}`)).statusCode).toBe(204);
    if (!process.env.S3_TEST_ENDPOINT) expect(await objectsOf(worker.id)).toEqual([]);
  });

  it('an oversize upload is refused with 413 and leaves no object', async () => {
    const owner = await buildWorker(app);
    const big = Buffer.concat([pdf, Buffer.alloc(20 * 1024 * 1024, 0x20)]);
    const res = await upload(owner, { category: 'others' }, { name: 'huge.pdf', content: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(MESSAGES.errors.tooLarge);
    expect(await objectsOf(owner.id)).toEqual([]);
  });

  it('with S3_PRESIGNED_DOWNLOADS the file route redirects to a presigned URL that fixes type and disposition', async () => {
    const doc = (
      await upload(
        worker,
        { category: 'others' },
        { name: 'logo.svg', content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
      )
    ).json().data;
    const { url } = (
      await injectAs(redirectApp, worker).post('/api/document', { documentId: doc.id, category: 'others' })
    ).json().data;
    const res = await redirectApp.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(302);
    const location = res.headers.location as string;
    expect(location.startsWith(s3.endpoint)).toBe(true);
    const direct = await fetch(location);
    expect(direct.status).toBe(200);
    expect(direct.headers.get('content-type')).toBe('image/svg+xml');
    expect(direct.headers.get('content-disposition')).toMatch(/^attachment; filename="logo.svg"/);
    // The redirect still needs a valid signed link first.
    expect((await redirectApp.inject({ method: 'GET', url: url.replace(/sig=[^&]+/, 'sig=forged') })).statusCode).toBe(
      403,
    );
  });
});
