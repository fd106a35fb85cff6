// JSON answers of the API, and the HTML of every page, compressed for browsers that accept it (Brotli, else gzip). The
// web build's files were already sent pre-compressed (@fastify/static); the API's were not: the pipeline board's answer
// is ~60 KB of JSON, a third of a second on a phone's slow link before the board can draw, ~8 KB compressed. The pages
// (index.html with the theme's variables, and the public pages with their jobs) are 20-40 KB of HTML: the first
// paint waits for them.
//
// A cached answer (response-cache.ts) is sent as the same Buffer on every hit: its compressed bytes are kept beside it
// (a WeakMap on that Buffer, so they go when the cache drops the entry) and a hit compresses nothing. The app's shell
// is the same string on every address: its compressed bytes are kept too (a few entries, by content). Compression runs
// on libuv's thread pool (zlib's callback API), off the event loop. Answers under 1 KB, streams (downloads, exports)
// and anything else are sent as they are. Why this and not @fastify/compress: decision 0060 (a compressor per request
// would compress every hit again: measured 3.7× the CPU of a hit).
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Smaller answers gain nothing worth the CPU and the header bytes. */
export const COMPRESS_MIN_BYTES = 1024;
/** Pages whose compressed bytes are kept: the shells (one per route of the app) and recent public pages. */
const KEPT_PAGES = 64;

type Encoding = 'br' | 'gzip';

declare module 'fastify' {
  interface FastifyInstance {
    /** How many answers this instance has compressed (a kept copy sent again is not one). */
    compression: { runs: number };
  }
}

/** The encoding to answer with: Brotli when accepted, else gzip, else none (q=0 refuses one). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

const compress = (encoding: Encoding, data: Buffer | string) =>
  encoding === 'br'
    ? // Quality 5: most of Brotli's gain for a fraction of its top qualities' CPU.
      brotli(data, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length },
      })
    : gzip(data, { level: 6 });

export default fp(
  async (app) => {
    const kept = new WeakMap<Buffer, Partial<Record<Encoding, Buffer>>>();
    // Pages sent again and again as the same string (the app's shell): by content, the most recent few.
    // The most recently sent pages stay (lru-cache), so the shells stay while public pages come and go.
    const keptPages = new LRUCache<string, Partial<Record<Encoding, Buffer>>>({ max: KEPT_PAGES });
    const compression = { runs: 0 };
    app.decorate('compression', compression);
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method === 'HEAD') return payload;
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      if (reply.getHeader('content-encoding')) return payload;
      const type = String(reply.getHeader('content-type') ?? '');
      const api = request.url.startsWith('/api/');
      const page = !api && /^text\/html\b/.test(type);
      // API answers: 200s only (an error's few bytes gain nothing); pages: a 404 page is a page too.
      if (api ? reply.statusCode !== 200 || !/\bjson\b/.test(type) : !page || ![200, 404].includes(reply.statusCode))
        return payload;
      if (Buffer.byteLength(payload) < COMPRESS_MIN_BYTES) return payload;
      const vary = String(reply.getHeader('vary') ?? '');
      if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
      const encoding = pickEncoding(request.headers['accept-encoding']);
      if (!encoding) return payload;
      // A page is kept by its own text (no copy of it made per request), its compressed bytes per encoding.
      const pageKey = page && typeof payload === 'string' ? payload : null;
      const keptPage = pageKey === null ? undefined : keptPages.get(pageKey);
      let body = Buffer.isBuffer(payload) ? kept.get(payload)?.[encoding] : keptPage?.[encoding];
      if (!body) {
        compression.runs += 1;
        body = await compress(encoding, payload);
        if (Buffer.isBuffer(payload)) kept.set(payload, { ...kept.get(payload), [encoding]: body });
        else if (pageKey !== null) {
          keptPages.set(pageKey, { ...keptPage, [encoding]: body });
        }
      }
      reply.header('content-encoding', encoding).removeHeader('content-length');
      return body;
    });
  },
  { name: 'compress-json' },
);
