// The decode pool (issue 41): a worker that dies in the middle of a check fails that one check — the file counts as
// not decodable — and the pool goes on with a new worker; the server's process is untouched, even when the pool ends
// a worker in the middle of zlib work (Node aborts the whole process when that worker is a thread).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TIMESHEET_MESSAGES } from '@/domain/timesheets';
import { checkFileContent, decodePool, newDecodePool, renderStatementPdfBytes } from './pool';
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
  it('a worker that dies mid-check fails that check only; the next check runs on a new worker', async () => {
    watch = watchCrashes();
    expect(await checkFileContent('png', validPng())).toEqual({ ok: true });
    const pool = decodePool();
    const running = checkFileContent('png', bigPng());
    // The pool is one process-wide module, and the server suite's files share their worker's modules: a file before
    // this one may have left a second idle worker (the pool keeps up to two for five minutes), so the big check went to one of
    // one or two workers, none of them busy with anything else. Kill them all, as a crash of the decoder would.
    expect(pool.threads.length).toBeGreaterThan(0);
    for (const worker of pool.threads) process.kill(worker.threadId, 'SIGKILL');
    expect(await running).toEqual({ ok: false, reason: 'unreadable' });
    expect(await checkFileContent('png', validPng())).toEqual({ ok: true });
    // A worker that dies while idle (no task to fail) is reported on the pool, and the pool's listener hears it:
    // an unheard `error` event would end the server.
    const idle = pool.threads.map((worker) => worker.threadId);
    expect(idle.length).toBeGreaterThan(0);
    for (const pid of idle) process.kill(pid, 'SIGKILL');
    await vi.waitFor(() => expect(pool.threads.map((worker) => worker.threadId)).not.toContain(idle[0]));
    expect(await checkFileContent('png', validPng())).toEqual({ ok: true });
    expect(watch.crashes).toEqual([]);
  }, 120_000);

  it('ending a worker in the middle of zlib work, again and again, leaves the server running', async () => {
    watch = watchCrashes();
    const pool = newDecodePool(new URL('../test/zlib-forever-worker.mjs', import.meta.url).href);
    try {
      // Each task inflates until the pool ends its worker, 5-25 ms in. With worker threads, Node aborted this whole
      // process within about 50 such ends (node_zlib.cc: "close before init"); the test would not get past the loop.
      let ended = 0;
      for (let i = 0; i < 60; i++) {
        // A worker is up and idle first (its workers are processes of their own), so the task starts at once and the
        // end comes while it inflates, not while it waits in the queue.
        expect(await pool.run('pid')).not.toBe(process.pid);
        const task = pool.run('forever', { signal: AbortSignal.timeout(5 + ((i * 7) % 21)) });
        await expect(task).rejects.toThrow(/aborted/i);
        ended++;
      }
      expect(ended).toBe(60);
      expect(await checkFileContent('png', validPng())).toEqual({ ok: true });
      expect(watch.crashes).toEqual([]);
    } finally {
      await pool.destroy();
    }
  }, 120_000);

  it("lays out a week's pay statement PDF (issue 44) as one of its tasks", async () => {
    watch = watchCrashes();
    const pool = decodePool();
    const before = pool.completed;
    const pdf = await renderStatementPdfBytes({
      title: 'Ana Reyes · ICU RN (GW-1)',
      statement: {
        week_start: '2027-03-14',
        version: 2,
        gross_cents: 107_500,
        regular_rate_cents: 5000,
        worked_minutes: 1290,
        lines: [
          {
            code: 'REG',
            minutes: 1290,
            rate_cents: 5000,
            amount_cents: 107_500,
            rule: 'Regular hours',
            clause: 'Clause 3.1',
            entries: ['2027-03-15', '2027-03-16'],
          },
        ],
      },
    });
    expect(pool.completed).toBe(before + 1);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'statement-')), 'statement.pdf');
    fs.writeFileSync(file, pdf);
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    for (const line of [
      'Ana Reyes · ICU RN (GW-1)',
      TIMESHEET_MESSAGES.statementNotice.replace(/\s+/g, ' '),
      'Week of 2027-03-14 (v2)',
      'Gross pay $1,075.00',
      'REG: 21:30 × $50.00 = $1,075.00',
      'Regular hours · Clause 3.1',
      'Shifts: 2027-03-15, 2027-03-16',
    ])
      expect(text).toContain(line);
    expect(watch.crashes).toEqual([]);
  }, 120_000);
});
