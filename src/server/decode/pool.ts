// The one worker pool where the server decodes what users send and lays out PDFs (issue 41,
// docs/decisions/0035-decode-in-a-pool.md). Its workers are child processes (tinypool's `child_process` runtime,
// docs/decisions/0056-decode-in-child-processes.md), not threads: Node aborts the whole process when a worker thread
// is ended while it is inside zlib (a CHECK in node_zlib.cc, "close before init"), and a pool must be able to end a
// runaway decoder. A worker that throws, crashes, aborts, runs out of memory or past its time fails that one task; the
// server process and every other request go on. Started on first use; idle workers end and never hold the process open.
import os from 'node:os';
import { Tinypool } from 'tinypool';
import type { AcceptedExtension } from '@/domain/documents';
import type { ContractContent } from '@/domain/onboarding';
import { MESSAGES } from '@/domain/shared';
import { AppError } from '../errors';
import type { PdfFinal } from '../data/contract-pdf';
import type { ProfilePdfInput } from '../data/profile-pdf';
import type { InvoicePdfInput } from '../data/invoice-pdf';
import type { StatementPdfInput } from '../data/statement-pdf';
import type { WorkRecordPdfInput } from '../data/work-record-pdf';
import type { CheckResult } from './check-result';
import type { DecodeTask, SignatureResult, WorkRecordReadResult } from './decode-worker';

/** A task that takes longer than this is stopped (its worker process ended) and fails. */
const TASK_TIMEOUT_MS = 60_000;

/** The task runner's file: the compiled one beside the bundle, or (from source) the one that registers tsx first. */
const RUNNER = new URL(
  import.meta.url.endsWith('.ts') ? './decode-worker-source.mjs' : './decode-worker.js',
  import.meta.url,
).href;

/**
 * A pool of decode worker processes running `filename` (the task runner; a test passes a fixture of its own to end
 * workers in the middle of zlib work with the same settings).
 */
export function newDecodePool(filename: string = RUNNER): Tinypool {
  const pool = new Tinypool({
    filename,
    runtime: 'child_process',
    // Buffers and typed arrays cross the IPC channel as they are (V8's serializer), not as JSON.
    serialization: 'advanced',
    minThreads: 0,
    maxThreads: Math.max(1, Math.min(2, os.availableParallelism())),
    // A worker's start (a Node process, then its task's modules) is paid again only after five minutes without a task:
    // measured on a machine kept busy by other work, it took seconds, which a signing person would wait through.
    idleTimeout: 5 * 60_000,
    maxQueue: 200,
    // A runaway decoder ends its own process (V8's heap limit), not the server. The child's environment is the
    // server's; its Node flags are only these (not the parent's: a test runner's loaders stay out).
    execArgv: ['--max-old-space-size=384', '--max-semi-space-size=32'],
    env: Object.fromEntries(Object.entries(process.env).filter((e): e is [string, string] => e[1] !== undefined)),
  });
  // A worker that dies while idle is reported on the pool; unheard, that event would end the server.
  pool.on('error', (err: unknown) =>
    console.warn(`decode worker ended: ${err instanceof Error ? err.message : String(err)}`),
  );
  return pool;
}

let pool: Tinypool | null = null;

/** The pool (started on first use). Exported for the tests that end its workers mid-task. */
export function decodePool(): Tinypool {
  pool ??= newDecodePool();
  return pool;
}

async function run<T>(task: DecodeTask): Promise<T> {
  const p = decodePool();
  if (p.queueSize >= p.options.maxQueue) throw new AppError('UNAVAILABLE', MESSAGES.errors.fileCheckBusy);
  return (await p.run(task, { signal: AbortSignal.timeout(TASK_TIMEOUT_MS) })) as T;
}

/** Runs a check; a worker that died on the file counts as a file that does not decode. */
async function runCheck<T extends { ok: boolean }>(task: DecodeTask): Promise<T | { ok: false; reason: 'unreadable' }> {
  try {
    return await run<T>(task);
  } catch (err) {
    if (err instanceof AppError) throw err;
    return { ok: false, reason: 'unreadable' };
  }
}

/** Checks a drawn signature's PNG; the server-made fixed-size PNG to keep, or why it was refused. */
export async function checkSignaturePng(
  png: Buffer,
): Promise<{ ok: true; png: Buffer } | Extract<CheckResult, { ok: false }>> {
  const r = await runCheck<SignatureResult>({ kind: 'signature', png });
  return r.ok ? { ok: true, png: Buffer.from(r.png) } : r;
}

/** Checks an uploaded file's whole content for its type. */
export function checkFileContent(ext: AcceptedExtension, bytes: Buffer): Promise<CheckResult> {
  return runCheck<CheckResult>({ kind: 'file', ext, bytes });
}

/** The contract's PDF (draft, or with `final` the signed version), laid out in the pool. */
export async function renderContractPdfBytes(content: ContractContent, final?: PdfFinal): Promise<Buffer> {
  const pdf = await run<Uint8Array>({ kind: 'contract-pdf', content, final });
  return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}

/** The profile PDF's bytes, laid out in the pool. */
export async function renderProfilePdfBytes(input: ProfilePdfInput): Promise<Buffer> {
  const pdf = await run<Uint8Array>({ kind: 'profile-pdf', input });
  return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}

/** A work record's PDF (before sealing), laid out in the pool. */
export async function renderWorkRecordPdfBytes(input: WorkRecordPdfInput): Promise<Buffer> {
  const pdf = await run<Uint8Array>({ kind: 'work-record-pdf', input });
  return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}

/** A PDF sent to be checked: whole (or why not), and the record number it names. */
export function readWorkRecordPdf(bytes: Buffer): Promise<WorkRecordReadResult> {
  return runCheck<WorkRecordReadResult>({ kind: 'work-record-read', bytes });
}

/** An invoice's or credit note's PDF (issue 45), laid out in the pool. */
export async function renderInvoicePdfBytes(input: InvoicePdfInput): Promise<Buffer> {
  const pdf = await run<Uint8Array>({ kind: 'invoice-pdf', input });
  return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}

/** A week's pay statement's PDF (issue 44), laid out in the pool. */
export async function renderStatementPdfBytes(input: StatementPdfInput): Promise<Buffer> {
  const pdf = await run<Uint8Array>({ kind: 'statement-pdf', input });
  return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}
