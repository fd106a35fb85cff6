// Structure checks for the formats the server stores but cannot decode in pure JavaScript (WebP's VP8 bitstream,
// HEIC's HEVC, TIFF) and for PDF, which it stores and never renders: every container box or chunk must lie inside the
// file and chain exactly to its end (no truncation, no second file appended), the declared image size must fit the
// caps, and the parts a decoder needs first must be there. Runs in the decode pool only.
import { assertDimensions, CheckRefused, expect, type ImageCaps } from './check-result';

const ascii = (b: Buffer, from: number, to: number) => b.toString('latin1', from, to);

/** WebP: a RIFF container whose size is the file's, chunks that chain to its end, a known first chunk and size. */
export function checkWebp(b: Buffer, caps: ImageCaps): void {
  expect(b.length >= 20 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP');
  expect(b.readUInt32LE(4) + 8 === b.length);
  const chunks: { type: string; data: Buffer }[] = [];
  let p = 12;
  while (p < b.length) {
    expect(p + 8 <= b.length && chunks.length < 10_000);
    const type = ascii(b, p, p + 4);
    const size = b.readUInt32LE(p + 4);
    expect(p + 8 + size <= b.length);
    chunks.push({ type, data: b.subarray(p + 8, p + 8 + size) });
    p += 8 + size + (size % 2);
  }
  expect(p === b.length && chunks.length > 0);
  const [first] = chunks;
  let width: number;
  let height: number;
  const d = first.data;
  if (first.type === 'VP8 ') {
    expect(d.length >= 10 && d[3] === 0x9d && d[4] === 0x01 && d[5] === 0x2a && (d[0] & 1) === 0);
    width = d.readUInt16LE(6) & 0x3fff;
    height = d.readUInt16LE(8) & 0x3fff;
  } else if (first.type === 'VP8L') {
    expect(d.length >= 5 && d[0] === 0x2f && d[4] >> 5 === 0);
    width = 1 + (d[1] | ((d[2] & 0x3f) << 8));
    height = 1 + ((d[2] >> 6) | (d[3] << 2) | ((d[4] & 0x0f) << 10));
  } else {
    expect(first.type === 'VP8X' && d.length >= 10);
    width = 1 + d.readUIntLE(4, 3);
    height = 1 + d.readUIntLE(7, 3);
    const frames = chunks.filter((c) => c.type === 'ANMF').length;
    expect(frames > 0 || chunks.some((c) => c.type === 'VP8 ' || c.type === 'VP8L'));
    assertDimensions(width, height, { ...caps, maxPixels: caps.maxPixels / Math.max(1, frames / 4) });
  }
  assertDimensions(width, height, caps);
}

interface Box {
  type: string;
  start: number;
  end: number;
}

/** ISO-BMFF boxes between `start` and `end`: each inside the range, chaining exactly to its end. */
function boxes(b: Buffer, start: number, end: number): Box[] {
  const out: Box[] = [];
  let p = start;
  while (p < end) {
    expect(p + 8 <= end && out.length < 10_000);
    let size = b.readUInt32BE(p);
    let header = 8;
    if (size === 1) {
      expect(p + 16 <= end);
      size = Number(b.readBigUInt64BE(p + 8));
      header = 16;
    } else if (size === 0) size = end - p;
    expect(size >= header && p + size <= end);
    out.push({ type: ascii(b, p + 4, p + 8), start: p + header, end: p + size });
    p += size;
  }
  expect(p === end);
  return out;
}

const HEIC_BRANDS = ['heic', 'heix', 'hevc', 'hevx', 'mif1', 'msf1'];

/** HEIC: ftyp of a HEIF brand, then boxes chaining to the end; meta with a picture handler and image sizes (ispe). */
export function checkHeic(b: Buffer, caps: ImageCaps): void {
  const top = boxes(b, 0, b.length);
  expect(top[0]?.type === 'ftyp' && HEIC_BRANDS.includes(ascii(b, top[0].start, top[0].start + 4)));
  const meta = top.filter((x) => x.type === 'meta');
  expect(meta.length === 1 && top.some((x) => x.type === 'mdat'));
  const inMeta = boxes(b, meta[0].start + 4, meta[0].end); // a full box: version and flags first
  const hdlr = inMeta.find((x) => x.type === 'hdlr');
  expect(hdlr && hdlr.end - hdlr.start >= 12 && ascii(b, hdlr.start + 8, hdlr.start + 12) === 'pict');
  const iprp = inMeta.find((x) => x.type === 'iprp');
  expect(iprp);
  const ipco = boxes(b, iprp.start, iprp.end).find((x) => x.type === 'ipco');
  expect(ipco);
  const sizes = boxes(b, ipco.start, ipco.end).filter((x) => x.type === 'ispe');
  expect(sizes.length > 0);
  for (const s of sizes) {
    expect(s.end - s.start >= 12);
    assertDimensions(b.readUInt32BE(s.start + 4), b.readUInt32BE(s.start + 8), caps);
  }
}

/** BMP: the header's file size fits, a known DIB header, and the size within the caps. */
export function checkBmp(b: Buffer, caps: ImageCaps): void {
  expect(b.length >= 26 && ascii(b, 0, 2) === 'BM' && b.readUInt32LE(2) === b.length);
  const dib = b.readUInt32LE(14);
  expect([12, 40, 52, 56, 108, 124].includes(dib) && 14 + dib <= b.length && b.readUInt32LE(10) < b.length);
  const width = dib === 12 ? b.readUInt16LE(18) : b.readInt32LE(18);
  const height = dib === 12 ? b.readUInt16LE(20) : Math.abs(b.readInt32LE(22));
  assertDimensions(width, height, caps);
}

/** TIFF: byte order, magic and a first directory inside the file. */
export function checkTiff(b: Buffer): void {
  expect(b.length >= 8);
  const le = ascii(b, 0, 2) === 'II';
  expect(le || ascii(b, 0, 2) === 'MM');
  const ifd = le ? b.readUInt32LE(4) : b.readUInt32BE(4);
  expect(ifd >= 8 && ifd + 2 <= b.length);
}

/** PDF pages are at most 14,400 units a side (200 inches; PDF 1.7 Annex C). */
const MAX_PDF_PAGE_UNITS = 14_400;

/**
 * PDF (stored, never rendered by the server): a version header, a startxref that points at a cross-reference
 * section or stream inside the file, %%EOF at the very end (no second file after it), and no page larger than PDF
 * allows.
 */
export function checkPdf(b: Buffer): void {
  expect(b.length >= 32 && /^%PDF-[12]\.\d/.test(ascii(b, 0, 8)));
  // Whitespace after %%EOF is allowed (writers pad); anything else is a second file.
  let end = b.length;
  while (end > 0 && [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20].includes(b[end - 1])) end--;
  const tail = ascii(b, Math.max(0, end - 1024), end);
  expect(tail.endsWith('%%EOF'));
  const m = /startxref\s+(\d+)\s+%%EOF$/.exec(tail);
  expect(m);
  const at = Number(m[1]);
  expect(at > 8 && at < b.length);
  // An incremental update may point one end-of-line early (@signpdf's sealed PDFs do; readers skip it): skip up to two.
  const there = ascii(b, at, Math.min(b.length, at + 40)).replace(/^[\r\n]{1,2}/, '');
  expect(there.startsWith('xref') || /^\d+\s+\d+\s+obj\b/.test(there));
  const text = b.toString('latin1');
  for (const box of text.matchAll(/\/(?:MediaBox|CropBox)\s*\[([^\]]{0,200})\]/g)) {
    const numbers = box[1].trim().split(/\s+/).map(Number);
    expect(numbers.length === 4 && numbers.every(Number.isFinite));
    const [x0, y0, x1, y1] = numbers;
    if (Math.abs(x1 - x0) > MAX_PDF_PAGE_UNITS || Math.abs(y1 - y0) > MAX_PDF_PAGE_UNITS)
      throw new CheckRefused('too-big');
  }
}
