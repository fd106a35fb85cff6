// Poppler's pdfsig report of a PDF's signatures (the contract seal, a work record, an amendment): it exits non-zero on
// some failures (a digest mismatch), so its output is read either way.
import { execFileSync } from 'node:child_process';

export function pdfsig(file: string): string {
  try {
    return execFileSync('pdfsig', [file], { encoding: 'utf8' });
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string };
    return `${e.stdout ?? ''}${e.stderr ?? ''}`;
  }
}
