// The contract every storage backend must pass: local disk always, S3 against s3rver started here
// (or a real S3-compatible endpoint when S3_TEST_ENDPOINT is set).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { createLocalStorage } from './local';
import { newFileKey, isValidKey, type Storage } from './storage';
import { startTestS3 } from './test-s3-server';

const owner = crypto.randomUUID();

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c));
  return Buffer.concat(chunks);
}

interface Backend {
  storage: Storage;
  close: () => Promise<void>;
}

const backends: [string, () => Promise<Backend>][] = [
  [
    'local',
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carelink-local-'));
      return { storage: createLocalStorage(dir), close: async () => fs.rmSync(dir, { recursive: true, force: true }) };
    },
  ],
  ['s3', startTestS3],
];

describe.each(backends)('storage contract: %s', (_name, open) => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await open();
  });
  afterAll(async () => backend?.close());

  it('stores a buffer and reads the same bytes back', async () => {
    const key = newFileKey(owner, 'pdf');
    const body = Buffer.from('%PDF-1.4 hello');
    expect(await backend.storage.put(key, body, 'application/pdf')).toEqual({ size: body.length });
    expect(await backend.storage.exists(key)).toBe(true);
    expect((await readAll(await backend.storage.get(key))).equals(body)).toBe(true);
  });

  it('streams a 12 MB upload of unknown length', async () => {
    const key = newFileKey(owner, 'bin');
    const chunk = crypto.randomBytes(1024 * 1024);
    const source = Readable.from(
      (function* () {
        for (let i = 0; i < 12; i++) yield chunk;
      })(),
    );
    expect(await backend.storage.put(key, source, 'application/octet-stream')).toEqual({ size: 12 * chunk.length });
    const back = await readAll(await backend.storage.get(key));
    expect(back.length).toBe(12 * chunk.length);
    expect(back.subarray(5 * chunk.length, 6 * chunk.length).equals(chunk)).toBe(true);
  });

  it('leaves nothing behind when the source stream fails midway', async () => {
    const key = newFileKey(owner, 'pdf');
    let sent = 0;
    // Fails while being consumed, like a client that disconnects mid-upload.
    const source = new Readable({
      read() {
        if (sent++ < 3) this.push(Buffer.alloc(64 * 1024, 1));
        else this.destroy(new Error('client aborted'));
      },
    });
    await expect(backend.storage.put(key, source, 'application/pdf')).rejects.toThrow();
    expect(await backend.storage.exists(key)).toBe(false);
  });

  it('deletes: the object is gone and deleting again is harmless', async () => {
    const key = newFileKey(owner, 'txt');
    await backend.storage.put(key, Buffer.from('bye'), 'text/plain');
    await backend.storage.delete(key);
    expect(await backend.storage.exists(key)).toBe(false);
    await expect(backend.storage.get(key)).rejects.toThrow();
    await expect(backend.storage.delete(key)).resolves.toBeUndefined();
  });

  it('refuses keys that are not server-generated (no path traversal)', async () => {
    for (const bad of ['../etc/passwd', `${owner}/../../x`, '/abs/path', `${owner}/evil name.pdf`]) {
      expect(isValidKey(bad)).toBe(false);
      await expect(backend.storage.put(bad, Buffer.from('x'), 'text/plain')).rejects.toThrow('invalid storage key');
      await expect(backend.storage.get(bad)).rejects.toThrow('invalid storage key');
    }
  });

  it('newFileKey ignores anything but letters and digits in the extension', () => {
    const key = newFileKey(owner, '../../PDF');
    expect(key).toMatch(new RegExp(`^${owner}/[0-9a-f-]{36}\\.pdf$`));
    expect(() => newFileKey('../x', 'pdf')).toThrow('invalid owner id');
  });
});

describe('S3 presigned downloads', () => {
  let s3: Awaited<ReturnType<typeof startTestS3>>;
  beforeAll(async () => {
    s3 = await startTestS3();
  });
  afterAll(async () => s3?.close());

  it('a presigned link serves the object with the signed content type and disposition', async () => {
    const key = newFileKey(owner, 'svg');
    await s3.storage.put(key, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml');
    const url = await s3.storage.presignGet!(key, {
      expiresInSeconds: 60,
      contentType: 'image/svg+xml',
      contentDisposition: 'attachment; filename="a.svg"',
    });
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="a.svg"');
    expect(await res.text()).toContain('<svg');
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('60');
  });
});

describe('local storage after a crash', () => {
  it('removes half-written temporary files left by a killed process and keeps stored objects', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carelink-crash-'));
    const first = createLocalStorage(dir);
    const key = newFileKey(crypto.randomUUID(), 'pdf');
    await first.put(key, Buffer.from('%PDF-1.4 whole'), 'application/pdf');
    // What a process killed mid-upload leaves behind: a partial file in .tmp, never under a key.
    fs.writeFileSync(path.join(dir, '.tmp', 'partial-upload'), Buffer.alloc(1024));
    const restarted = createLocalStorage(dir);
    expect(fs.readdirSync(path.join(dir, '.tmp'))).toEqual([]);
    expect(await restarted.exists(key)).toBe(true);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
