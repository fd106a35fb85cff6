// Renders profile PDFs on one worker thread (started on first use, restarted if it dies): the layout work never blocks
// the event loop. From source (tests, development) the worker is the .ts file run through tsx; in the compiled server
// it is dist/server/pdf-render-worker.js (scripts/build-server.ts).
import { Worker } from 'node:worker_threads';
import type { ProfilePdfInput } from '../../data/profile-pdf';

type Pending = { resolve: (pdf: Buffer) => void; reject: (err: Error) => void };
let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, Pending>();

function failAll(err: Error) {
  for (const p of pending.values()) p.reject(err);
  pending.clear();
}

function start(): Worker {
  const fromSource = import.meta.url.endsWith('.ts');
  const file = new URL(`./pdf-render-worker.${fromSource ? 'ts' : 'js'}`, import.meta.url);
  // From source, the worker registers tsx's loader in its own thread first, then imports the TypeScript file.
  const w = fromSource
    ? new Worker(
        `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(file.href)}); });`,
        { eval: true },
      )
    : new Worker(file);
  w.on('message', (m: { id: number; pdf?: Uint8Array; error?: string }) => {
    const p = pending.get(m.id);
    if (!p) return;
    pending.delete(m.id);
    if (m.pdf) p.resolve(Buffer.from(m.pdf.buffer, m.pdf.byteOffset, m.pdf.byteLength));
    else p.reject(new Error(m.error ?? 'PDF rendering failed'));
  });
  const gone = (err: Error) => {
    if (worker === w) worker = null;
    failAll(err);
  };
  w.on('error', gone);
  w.on('exit', (code) => gone(new Error(`PDF worker exited (${code})`)));
  // Idle, it must not keep a process alive (tests, CLI tools); while jobs are pending it is referenced.
  w.unref();
  return w;
}

/** The profile PDF's bytes, laid out on the worker thread. */
export function renderProfilePdfBytes(input: ProfilePdfInput): Promise<Buffer> {
  worker ??= start();
  const w = worker;
  const id = nextId++;
  if (pending.size === 0) w.ref();
  return new Promise<Buffer>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    w.postMessage({ id, input });
  }).finally(() => {
    if (pending.size === 0 && worker === w) w.unref();
  });
}
