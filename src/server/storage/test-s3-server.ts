// Starts an in-process S3-compatible server (s3rver) for tests, or uses S3_TEST_ENDPOINT when set.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createS3Storage } from './s3';
import type { Storage } from './storage';

export interface TestS3 {
  storage: Storage;
  endpoint: string;
  close: () => Promise<void>;
}

/** An S3 storage backed by a throw-away s3rver bucket (or a real endpoint from S3_TEST_* variables). */
export async function startTestS3(): Promise<TestS3> {
  if (process.env.S3_TEST_ENDPOINT) {
    const endpoint = process.env.S3_TEST_ENDPOINT;
    const storage = createS3Storage({
      endpoint,
      bucket: process.env.S3_TEST_BUCKET ?? 'carelink-test',
      region: process.env.S3_TEST_REGION ?? 'us-east-1',
    });
    return { storage, endpoint, close: async () => {} };
  }
  const { default: S3rver } = await import('s3rver');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carelink-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'carelink-test' }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const storage = createS3Storage({
    endpoint,
    bucket: 'carelink-test',
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  return {
    storage,
    endpoint,
    close: async () => {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
