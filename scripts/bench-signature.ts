// Time a drawn signature takes to be checked and re-encoded (issue 41): the strict decode (pngjs, zlib checksum
// included) and the server's fixed-size opaque PNG, median of N runs, on this thread (the work itself) and through
// the decode pool (what a signing request waits for, thread hop included). Signatures like the pad's: strokes on a
// transparent 600×200 canvas, and the same at 1200×400 (a high-density screen). The CPU time (process.cpuUsage, taken
// before the pool starts) is the figure that holds on a loaded machine; wall times include waiting for a core.
//   npx tsx scripts/bench-signature.ts [--runs 200]
import { parseArgs } from 'node:util';
import { PNG } from 'pngjs';
import { reencodeSignature } from '../src/server/decode/signature-image';
import { checkSignaturePng } from '../src/server/decode/pool';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '200' } } });
const RUNS = Number(values.runs);

/** A signature-like drawing: a few pen strokes (3 px wide at 1×) on transparent. */
function drawing(width: number, height: number): Buffer {
  const png = new PNG({ width, height });
  const k = width / 600;
  let seed = 7;
  const rand = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  for (let stroke = 0; stroke < 6; stroke++) {
    let x = (60 + stroke * 80) * k;
    let y = (100 + (rand() - 0.5) * 60) * k;
    for (let step = 0; step < 400; step++) {
      x = Math.min(width - 4, Math.max(4, x + (rand() - 0.3) * 2 * k));
      y = Math.min(height - 4, Math.max(4, y + (rand() - 0.5) * 4 * k));
      for (let dy = -1.5 * k; dy <= 1.5 * k; dy++)
        for (let dx = -1.5 * k; dx <= 1.5 * k; dx++) {
          const i = (Math.round(y + dy) * width + Math.round(x + dx)) * 4;
          png.data.writeUInt32BE(0x1a1a2eff, i);
        }
    }
  }
  return PNG.sync.write(png);
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)];

for (const [w, h] of [
  [600, 200],
  [1200, 400],
]) {
  const png = drawing(w, h);
  const local: number[] = [];
  const cpu: number[] = [];
  const pooled: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    reencodeSignature(png);
    const c = process.cpuUsage(c0);
    local.push(performance.now() - t0);
    cpu.push((c.user + c.system) / 1000);
  }
  await checkSignaturePng(png); // the pool's first thread starts here, not in the figures
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const r = await checkSignaturePng(png);
    pooled.push(performance.now() - t0);
    if (!r.ok) throw new Error('the benchmark drawing was refused');
  }
  console.log(
    `${w}x${h} (${(png.length / 1024).toFixed(1)} KB): check + re-encode median ${median(local).toFixed(2)} ms ` +
      `(p95 ${p95(local).toFixed(2)}, CPU time median ${median(cpu).toFixed(2)}) on this thread; through the pool median ${median(pooled).toFixed(2)} ms ` +
      `(p95 ${p95(pooled).toFixed(2)}), ${RUNS} runs`,
  );
}
process.exit(0);
