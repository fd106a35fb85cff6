// A decode-pool task runner for src/server/decode/pool.test.ts only: inflates a small zlib stream over and over
// until its worker is ended, so that the end lands inside zlib work, where Node aborts the whole process if the
// worker is a thread (issue 46's crash). Task 'pid' answers the worker's process id.
import zlib from 'node:zlib';

const stream = zlib.deflateSync(Buffer.alloc(1000, 7));

export default function run(task) {
  if (task === 'pid') return process.pid;
  for (;;) zlib.inflateSync(stream);
}
