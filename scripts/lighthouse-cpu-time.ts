// Lighthouse's simulated metrics from the page's CPU time instead of its wall-clock time (`--cpu-time` of
// `npm run bench:lighthouse`). Lighthouse's mobile simulation multiplies each main-thread task's observed duration by
// 4; on a shared machine a task's wall time includes the time the renderer waited for a core, so the simulated blocking
// time grew with other people's load (TBT of one unchanged page: 326 ms at load 11, 1,681 ms at load 18). Chromium
// records each task's thread time (`tdur`) beside its wall time (`dur`): this rewrites every top-level task of the
// renderer's main thread to last its thread time (its nested events scaled with it), then audits that trace. Network
// timings are unchanged, and a quiet machine's own run remains the figure of record; this is for comparing changes.
import fs from 'node:fs';
import path from 'node:path';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

const TOP_LEVEL = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** Rewrites a saved Lighthouse trace in place; answers the main thread's task time before and after, in ms. */
export function traceToCpuTime(file: string): { wallMs: number; cpuMs: number } {
  const trace = JSON.parse(fs.readFileSync(file, 'utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(trace) ? trace : (trace.traceEvents ?? []);
  const thread = (e: TraceEvent) => `${e.pid}:${e.tid}`;
  const mains = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map(thread),
  );
  const onMain = new Map<string, TraceEvent[]>();
  for (const e of events)
    if (mains.has(thread(e))) (onMain.get(thread(e)) ?? onMain.set(thread(e), []).get(thread(e))!).push(e);
  let wall = 0;
  let cpu = 0;
  for (const list of onMain.values()) {
    const tops = list
      .filter((e) => e.ph === 'X' && TOP_LEVEL.has(e.name) && e.dur && e.tdur !== undefined)
      .sort((a, b) => a.ts - b.ts);
    let end = -Infinity;
    for (const task of tops) {
      if (task.ts < end) continue; // nested in the previous top-level task
      const start = task.ts;
      end = task.ts + task.dur!;
      const f = Math.min(1, task.tdur! / task.dur!);
      for (const e of list) {
        if (e === task || e.ts < start || e.ts > end) continue;
        e.ts = start + (e.ts - start) * f;
        if (e.dur !== undefined) e.dur *= f;
      }
      wall += task.dur!;
      task.dur! *= f;
      cpu += task.dur!;
    }
  }
  fs.writeFileSync(file, JSON.stringify(trace));
  return { wallMs: Math.round(wall / 1000), cpuMs: Math.round(cpu / 1000) };
}

/**
 * After a gather (`gatherMode: dir`): the trace rewritten to CPU time, and the gather's settings dropped from the
 * artifacts so the audit run (`auditMode: dir`) takes its own (the two runs differ in their mode flags).
 */
export function prepareCpuTimeAudit(dir: string): { wallMs: number; cpuMs: number } {
  const times = traceToCpuTime(path.join(dir, 'defaultPass.trace.json'));
  const artifactsFile = path.join(dir, 'artifacts.json');
  const artifacts = JSON.parse(fs.readFileSync(artifactsFile, 'utf8')) as Record<string, unknown>;
  delete artifacts.settings;
  fs.writeFileSync(artifactsFile, JSON.stringify(artifacts));
  return times;
}
