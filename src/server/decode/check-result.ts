// What a check of a received file answers: readable (with what the server keeps), or why not. Plain data, so it
// crosses from the decode pool's worker threads to the server unchanged.

/** Why a file was refused: it does not decode (damaged, cut short, another format, extra bytes) or is too large. */
export type Refusal = 'unreadable' | 'too-big';

export type CheckResult = { ok: true } | { ok: false; reason: Refusal };

/** Caps on a decoded image. */
export interface ImageCaps {
  maxWidth: number;
  maxHeight: number;
  maxPixels: number;
}

/** A refusal a checker throws deep inside a parser; the worker turns it into a CheckResult. */
export class CheckRefused extends Error {
  constructor(readonly reason: Refusal) {
    super(reason);
  }
}

/** Throws `too-big` unless width × height fits the caps (and both are at least 1). */
export function assertDimensions(width: number, height: number, caps: ImageCaps): void {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1)
    throw new CheckRefused('unreadable');
  if (width > caps.maxWidth || height > caps.maxHeight || width * height > caps.maxPixels)
    throw new CheckRefused('too-big');
}

/** Throws `unreadable` when the condition does not hold. */
export function expect(condition: unknown): asserts condition {
  if (!condition) throw new CheckRefused('unreadable');
}
