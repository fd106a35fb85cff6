// The CPU time of one process as Linux's /proc tells it, for the benchmarks (CPU per request) and the browser stage's
// global setup (whether a server that did not answer was working or stuck).
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';

const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim() || 100);

/** utime, stime, cutime, cstime of one process, in ms (fields 14–17 of /proc/PID/stat, after the `(comm)`); 0 if unknown. */
export function procCpuMs(pid: number | string, withChildren: boolean): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const own = Number(f[11]) + Number(f[12]);
    return (withChildren ? own + Number(f[13]) + Number(f[14]) : own) * TICK_MS;
  } catch {
    return 0;
  }
}
