// S3-compatible object storage (AWS S3, MinIO, R2...): STORAGE=s3 with S3_ENDPOINT, S3_BUCKET, S3_REGION;
// credentials come from the SDK's usual environment chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY...).
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { isValidKey, type Storage } from './storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** A custom endpoint (MinIO, R2, a test server); path-style addressing is used with it. */
  endpoint?: string;
  credentials?: S3ClientConfig['credentials'];
}

const checked = (key: string) => {
  if (!isValidKey(key)) throw new Error('invalid storage key');
  return key;
};

const isNotFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
};

/** Creates the S3 backend. Uploads stream through a multipart upload: the object appears only when complete. */
export function createS3Storage(opts: S3StorageOptions): Storage {
  const client = new S3Client({
    region: opts.region,
    ...(opts.endpoint ? { endpoint: opts.endpoint, forcePathStyle: true } : {}),
    ...(opts.credentials ? { credentials: opts.credentials } : {}),
  });
  const Bucket = opts.bucket;
  return {
    kind: 's3',
    put: async (key, body, contentType) => {
      const Key = checked(key);
      // 5 MB parts, one in flight: memory stays bounded whatever the file size.
      const upload = new Upload({
        client,
        params: { Bucket, Key, Body: body, ContentType: contentType },
        queueSize: 1,
        partSize: 5 * 1024 * 1024,
        leavePartsOnError: false,
      });
      await upload.done();
      const head = await client.send(new HeadObjectCommand({ Bucket, Key }));
      return { size: head.ContentLength ?? 0 };
    },
    get: async (key) => {
      const res = await client.send(new GetObjectCommand({ Bucket, Key: checked(key) }));
      return res.Body as Readable;
    },
    delete: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },
    exists: async (key) => {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: checked(key) }));
        return true;
      } catch (err) {
        if (isNotFound(err)) return false;
        throw err;
      }
    },
    presignGet: (key, { expiresInSeconds, contentType, contentDisposition }) =>
      getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket,
          Key: checked(key),
          ResponseContentType: contentType,
          ResponseContentDisposition: contentDisposition,
        }),
        {
          expiresIn: expiresInSeconds,
        },
      ),
  };
}
