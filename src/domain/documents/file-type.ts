// Upload type check: the extension must be accepted AND the bytes must carry that type's signature.
import { MESSAGES } from '../shared/messages';

/** Accepted upload extensions (spec section 5). */
export const ACCEPTED_EXTENSIONS = [
  'pdf',
  'doc',
  'docx',
  'txt',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'heic',
  'webp',
  'bmp',
  'tiff',
  'svg',
] as const;

/** An accepted extension. */
export type AcceptedExtension = (typeof ACCEPTED_EXTENSIONS)[number];

/** The content type served for each accepted extension. */
export const CONTENT_TYPES: Record<AcceptedExtension, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  heic: 'image/heic',
  webp: 'image/webp',
  bmp: 'image/bmp',
  tiff: 'image/tiff',
  svg: 'image/svg+xml',
};

const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
const startsWith = (b: Uint8Array, sig: readonly number[]) => b.length >= sig.length && sig.every((x, i) => b[i] === x);
const HEIC_BRANDS = ['heic', 'heix', 'hevc', 'hevx', 'mif1', 'msf1'];

function utf8Text(b: Uint8Array): string | null {
  if (b.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(b);
  } catch {
    return null;
  }
}

const SIGNATURES: Record<AcceptedExtension, (b: Uint8Array) => boolean> = {
  pdf: (b) => ascii(b, 0, 5) === '%PDF-',
  png: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpg: (b) => startsWith(b, [0xff, 0xd8, 0xff]),
  jpeg: (b) => startsWith(b, [0xff, 0xd8, 0xff]),
  gif: (b) => ['GIF87a', 'GIF89a'].includes(ascii(b, 0, 6)),
  webp: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP',
  bmp: (b) => ascii(b, 0, 2) === 'BM',
  tiff: (b) => startsWith(b, [0x49, 0x49, 0x2a, 0x00]) || startsWith(b, [0x4d, 0x4d, 0x00, 0x2a]),
  heic: (b) => ascii(b, 4, 8) === 'ftyp' && HEIC_BRANDS.includes(ascii(b, 8, 12)),
  doc: (b) => startsWith(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  docx: (b) => startsWith(b, [0x50, 0x4b, 0x03, 0x04]),
  txt: (b) => utf8Text(b) !== null,
  svg: (b) => {
    const text = utf8Text(b)
      ?.replace(/^\uFEFF/, '')
      .trimStart()
      .toLowerCase();
    return !!text && (text.startsWith('<svg') || (text.startsWith('<?xml') && text.includes('<svg')));
  },
};

/** The lowercase extension of a file name ('' when none). */
export function fileExtension(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** Checks an upload's extension and magic bytes; returns the type to store or the message to show. */
export function detectFileType(
  bytes: Uint8Array,
  fileName: string,
): { ok: true; ext: AcceptedExtension; contentType: string } | { ok: false; message: string } {
  const ext = fileExtension(fileName);
  if (!(ACCEPTED_EXTENSIONS as readonly string[]).includes(ext)) {
    return { ok: false, message: MESSAGES.errors.fileTypeNotAccepted(ACCEPTED_EXTENSIONS.join(', ')) };
  }
  const accepted = ext as AcceptedExtension;
  if (bytes.length === 0) return { ok: false, message: MESSAGES.errors.fileEmpty };
  if (!SIGNATURES[accepted](bytes)) return { ok: false, message: MESSAGES.errors.fileContentMismatch(accepted) };
  return { ok: true, ext: accepted, contentType: CONTENT_TYPES[accepted] };
}
