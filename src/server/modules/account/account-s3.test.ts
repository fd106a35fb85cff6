// Export and deletion on the S3 backend (s3rver started here, or S3_TEST_ENDPOINT): documents are read from the
// bucket byte for byte, and deleting the account removes their objects.
import crypto from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import { unzipSync } from 'fflate';
import { loadConfig } from '../../config';
import { buildApp } from '../../app';
import { openTestDatabase } from '../../test/test-app';
import { buildWorker, TEST_PASSWORD } from '../../test/factories';
import { injectAs } from '../../test/inject-as';
import { documents } from '../../db/schema';
import { newFileKey } from '../../storage/storage';
import { startTestS3, type TestS3 } from '../../storage/test-s3-server';

let s3: TestS3;
let drop: () => Promise<void>;
let app: FastifyInstance;
let raw: S3Client;

const objectsOf = async (ownerId: string) =>
  ((await raw.send(new ListObjectsV2Command({ Bucket: 'carelink-test', Prefix: `${ownerId}/` }))).Contents ?? []).map(
    (o) => o.Key,
  );

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
  const config = loadConfig({
    NODE_ENV: 'test',
    SESSION_SECRET: 'test-secret',
    STORAGE: 's3',
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: 'carelink-test',
  });
  app = await buildApp({ config, database: opened.database, storage: s3.storage });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await drop?.();
  await s3?.close();
});

it('exports documents from the bucket byte for byte; deleting the account removes the objects', async () => {
  const worker = await buildWorker(app);
  const body = crypto.randomBytes(70_000);
  const key = newFileKey(worker.id, 'png');
  await app.storage.put(key, body, 'image/png');
  await app.db.insert(documents).values({
    ownerId: worker.id,
    category: 'resume',
    name: 'Resume.png',
    fileKey: key,
    size: body.length,
    contentType: 'image/png',
  });
  expect(await objectsOf(worker.id)).toEqual([key]);

  const exported = await injectAs(app, worker).get('/api/me/export');
  expect(exported.statusCode).toBe(200);
  const zip = unzipSync(new Uint8Array(exported.rawPayload));
  expect(Buffer.from(zip['documents/Resume/Resume.png']).equals(body)).toBe(true);

  const res = await injectAs(app, worker).post('/api/me/delete', { password: TEST_PASSWORD });
  expect(res.statusCode, res.body).toBe(200);
  expect(await objectsOf(worker.id)).toEqual([]);
});
