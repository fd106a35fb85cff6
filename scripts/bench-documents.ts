// Memory benchmark of the documents path: upload 50 documents of 2 MB each, then zip all 50 through
// signed links with client-zip (as the browser does), streaming to a byte counter. Peak RSS is sampled
// every 5 ms with process.memoryUsage(); server and client share this process, so the figure is an upper bound.
//   npx tsx scripts/bench-documents.ts [--count 50] [--mb 2]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../src/server/config';
import { openPglite } from '../src/server/db/client';
import { createLocalStorage } from '../src/server/storage/local';
import { buildApp } from '../src/server/app';
import { buildApplication, buildOrgWithTeam, buildWorker } from '../src/server/test/factories';
import { zipThroughSignedLinks } from './zip-through-links';

const { values } = parseArgs({
  options: { count: { type: 'string', default: '50' }, mb: { type: 'string', default: '2' } },
});
const COUNT = Number(values.count);
const SIZE = Number(values.mb) * 1024 * 1024;
const MB = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

let peak = 0;
const sample = () => (peak = Math.max(peak, process.memoryUsage().rss));
const sampler = setInterval(sample, 5);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carelink-bench-'));
const config = {
  ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, SESSION_SECRET: 'bench-secret' }),
  rateLimitMax: 1_000_000,
};
const database = await openPglite();
const app = await buildApp({ config, database, storage: createLocalStorage(path.join(dir, 'files')) });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const worker = await buildWorker(app);
const { recruiter, job } = await buildOrgWithTeam(app);
await buildApplication(app, worker.id, job);

/**
 * A multipart body streamed in 64 KB chunks: a real PDF header and first object, filler, then a trailer whose
 * startxref points at that object (the structure the upload check asks of a PDF), never all in memory.
 */
function multipartStream(name: string): { body: ReadableStream<Uint8Array>; type: string } {
  const boundary = `bench${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\nothers\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n1 0 obj\n<< >>\nendobj\n`,
  );
  const trailer = '\nstartxref\n9\n%%EOF\n';
  const tail = Buffer.from(`${trailer}\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  let left = SIZE - '%PDF-1.4\n1 0 obj\n<< >>\nendobj\n'.length - trailer.length;
  let stage = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (stage === 0) {
        controller.enqueue(head);
        stage = 1;
      } else if (left > 0) {
        const n = Math.min(left, chunk.length);
        controller.enqueue(chunk.subarray(0, n));
        left -= n;
      } else {
        controller.enqueue(tail);
        controller.close();
      }
    },
  });
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

global.gc?.();
sample();
const baseline = process.memoryUsage().rss;
peak = baseline;

let t0 = Date.now();
for (let i = 0; i < COUNT; i++) {
  const { body, type } = multipartStream(`document-${i + 1}.pdf`);
  const res = await fetch(`${base}/api/documents/upload`, {
    method: 'POST',
    headers: { cookie: worker.cookie, 'content-type': type },
    body,
    duplex: 'half',
  } as RequestInit);
  if (res.status !== 201) throw new Error(`upload ${i}: ${res.status} ${await res.text()}`);
}
const uploadMs = Date.now() - t0;
const uploadPeak = peak;

const zipStart = process.memoryUsage().rss;
peak = zipStart;
t0 = Date.now();
const list = (await (
  await fetch(`${base}/api/documents?workerId=${worker.id}`, { headers: { cookie: recruiter.cookie } })
).json()) as { data: { id: string; name: string; category: string }[] };
const zipBytes = await zipThroughSignedLinks(base, recruiter.cookie, worker.id, list.data, () => 'Other Documents');
const zipMs = Date.now() - t0;
clearInterval(sampler);

console.log(`documents: ${list.data.length} x ${MB(SIZE)} = ${MB(list.data.length * SIZE)}`);
console.log(`baseline RSS: ${MB(baseline)}`);
console.log(`upload: ${(uploadMs / 1000).toFixed(1)} s, peak RSS ${MB(uploadPeak)} (+${MB(uploadPeak - baseline)})`);
console.log(
  `zip through signed links: ${MB(zipBytes)} in ${(zipMs / 1000).toFixed(1)} s, RSS at start ${MB(zipStart)}, peak ${MB(peak)} (+${MB(peak - zipStart)})`,
);
await app.close();
await database.close();
fs.rmSync(dir, { recursive: true, force: true });
