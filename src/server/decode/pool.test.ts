// The decode pool (issue 41): a worker thread that dies in the middle of a check fails that one check — the file
// counts as not decodable — and the pool goes on with a new thread; the process is untouched.
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { checkFileContent, decodePool } from './pool';
import { pngOf, validPng } from '../security/crash-corpus-files';
import { watchCrashes, type CrashWatch } from '../test/crash-watch';

let watch: CrashWatch;
afterEach(() => watch?.stop());

/** A whole 6000×6000 grey PNG: inside the caps, and long enough to decode that its thread can be ended meanwhile. */
function bigPng(): Buffer {
  const row = Buffer.alloc(1 + 6000);
  return pngOf(6000, 6000, zlib.deflateSync(Buffer.concat(Array.from({ length: 6000 }, () => row))), { colorType: 0 });
}

describe('the decode pool', () => {
  it('a thread that dies mid-check fails that check only; the next check runs on a new thread', async () => {
    watch = watchCrashes();
    expect(await checkFileContent('png', validPng())).toEqual({ ok: true });
    const pool = decodePool();
    const running = checkFileContent('png', bigPng());
    // The pool's one thread is idle (it ran the check above), so the big check was posted to it at once: end it, as a
    // crash of the decoder would.
    expect(pool.threads).toHaveLength(1);
    await Promise.all(pool.threads.map((thread) => thread.terminate()));
    expect(await running).toEqual({ ok: false, reason: 'unreadable' });
    expect(await checkFileContent('png', validPng())).toEqual({ ok: true });
    expect(watch.crashes).toEqual([]);
  }, 120_000);
});
