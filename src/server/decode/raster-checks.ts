// Strict, complete decoders for the raster formats the server can decode in pure JavaScript: PNG (pngjs), JPEG
// (jpeg-js) and GIF (omggif). Dimensions are read from the header and capped BEFORE any pixel buffer is allocated;
// then the whole image is decoded (every chunk's CRC, the zlib checksum, every JPEG scan, every GIF frame), and a
// file with bytes after its format's end (a polyglot carrying a second file) is refused. Runs in the decode pool only.
import zlib from 'node:zlib';
import { PNG, type PNGWithMetadata } from 'pngjs';
import jpeg from 'jpeg-js';
import { GifReader } from 'omggif';
import { assertDimensions, CheckRefused, expect, type ImageCaps } from './check-result';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/** The inflated size of a PNG's image data: one filter byte and the packed samples of each row (of each pass). */
function rawSize(width: number, height: number, bitDepth: number, colorType: number, interlaced: boolean): number {
  const channels = CHANNELS[colorType];
  expect(channels && [1, 2, 4, 8, 16].includes(bitDepth));
  const rows = (w: number, h: number) => (w && h ? h * (1 + Math.ceil((w * channels * bitDepth) / 8)) : 0);
  if (!interlaced) return rows(width, height);
  const passes = [
    [8, 8, 0, 0],
    [8, 8, 4, 0],
    [4, 8, 0, 4],
    [4, 4, 2, 0],
    [2, 4, 0, 2],
    [2, 2, 1, 0],
    [1, 2, 0, 1],
  ];
  return passes.reduce(
    (sum, [dx, dy, x0, y0]) => sum + rows(Math.ceil((width - x0) / dx), Math.ceil((height - y0) / dy)),
    0,
  );
}

/**
 * Walks a PNG's chunks: IHDR first, IEND last and exactly at the end of the file; returns the header's size and the
 * image data (the IDAT chunks, joined).
 */
function pngHeader(b: Buffer): {
  width: number;
  height: number;
  bitDepth: number;
  colorType: number;
  interlaced: boolean;
  idat: Buffer;
} {
  expect(b.length >= 8 + 25 + 12 && b.subarray(0, 8).equals(PNG_MAGIC));
  let p = 8;
  let first = true;
  let header = { width: 0, height: 0, bitDepth: 0, colorType: 0, interlaced: false };
  const idat: Buffer[] = [];
  for (;;) {
    expect(p + 12 <= b.length);
    const length = b.readUInt32BE(p);
    const type = b.toString('latin1', p + 4, p + 8);
    expect(length <= 0x7fffffff && p + 12 + length <= b.length);
    if (first) {
      expect(type === 'IHDR' && length === 13);
      header = {
        width: b.readUInt32BE(p + 8),
        height: b.readUInt32BE(p + 12),
        bitDepth: b[p + 16],
        colorType: b[p + 17],
        interlaced: b[p + 20] === 1,
      };
      first = false;
    }
    if (type === 'IDAT') idat.push(b.subarray(p + 8, p + 8 + length));
    p += 12 + length;
    if (type === 'IEND') break;
  }
  expect(p === b.length && idat.length > 0);
  return { ...header, idat: Buffer.concat(idat) };
}

/** Decodes a PNG whole (CRCs and zlib checksum checked) within the caps; RGBA pixels. */
export function decodePng(b: Buffer, caps: ImageCaps): PNGWithMetadata {
  const { width, height, bitDepth, colorType, interlaced, idat } = pngHeader(b);
  assertDimensions(width, height, caps);
  const expected = rawSize(width, height, bitDepth, colorType, interlaced);
  try {
    // The whole zlib stream, checksum included (pngjs stops reading once it has the pixels it needs, so a wrong
    // adler-32 — issue 41's reproduction — would pass it), and not a byte more than the header's image needs.
    const raw = zlib.inflateSync(idat, { maxOutputLength: expected + 1 });
    expect(raw.length === expected);
    return PNG.sync.read(b, { checkCRC: true });
  } catch {
    return expect(false) as never;
  }
}

/** The frame size a JPEG's start-of-frame marker declares (before decoding); EOI must end the file. */
function jpegHeader(b: Buffer): { width: number; height: number } {
  expect(b.length > 4 && b[0] === 0xff && b[1] === 0xd8 && b[b.length - 2] === 0xff && b[b.length - 1] === 0xd9);
  let p = 2;
  while (p + 4 <= b.length) {
    expect(b[p] === 0xff);
    const marker = b[p + 1];
    if (marker === 0xff) {
      p++;
      continue;
    }
    const length = b.readUInt16BE(p + 2);
    expect(length >= 2 && p + 2 + length <= b.length);
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC)
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      expect(length >= 8);
      return { height: b.readUInt16BE(p + 5), width: b.readUInt16BE(p + 7) };
    }
    expect(marker !== 0xda); // a scan before any frame header
    p += 2 + length;
  }
  return expect(false) as never;
}

/** Decodes a JPEG whole, strictly (no tolerant decoding of missing blocks), within the caps. */
export function decodeJpeg(b: Buffer, caps: ImageCaps): void {
  const { width, height } = jpegHeader(b);
  assertDimensions(width, height, caps);
  try {
    jpeg.decode(b, {
      tolerantDecoding: false,
      maxResolutionInMP: caps.maxPixels / 1e6,
      maxMemoryUsageInMB: 512,
      formatAsRGBA: false,
    });
  } catch {
    expect(false);
  }
}

/** Decodes every frame of a GIF within the caps (canvas and frames); the trailer must end the file. */
export function decodeGif(b: Buffer, caps: ImageCaps): void {
  expect(b.length > 13 && ['GIF87a', 'GIF89a'].includes(b.toString('latin1', 0, 6)) && b[b.length - 1] === 0x3b);
  const width = b.readUInt16LE(6);
  const height = b.readUInt16LE(8);
  assertDimensions(width, height, caps);
  let reader: GifReader;
  try {
    reader = new GifReader(b);
  } catch {
    return expect(false);
  }
  const frames = reader.numFrames();
  expect(frames >= 1);
  // An animation decodes each frame onto the canvas: all frames together count against four times the pixel cap (a
  // bomb of ten thousand frames is refused unread).
  if (frames * width * height > caps.maxPixels * 4) throw new CheckRefused('too-big');
  const canvas = new Uint8Array(width * height * 4);
  for (let i = 0; i < frames; i++) {
    const f = reader.frameInfo(i);
    expect(f.x + f.width <= width && f.y + f.height <= height);
    try {
      reader.decodeAndBlitFrameRGBA(i, canvas);
    } catch {
      expect(false);
    }
  }
}
