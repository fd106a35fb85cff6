// The crash corpus (issue 41): hostile PNG, JPEG, GIF, WebP, HEIC and PDF files, generated here (never downloaded) from
// a small valid file of each type: malformed, truncated, huge-dimension, decompression-bomb, wrong-magic and
// polyglot. crash-corpus.test.ts sends each to every route that accepts a file or an image.
import zlib from 'node:zlib';
import { PNG } from 'pngjs';
import jpeg from 'jpeg-js';
import { GifWriter } from 'omggif';
import { makePdf } from '../db/seed-files';

export type CorpusKind = 'malformed' | 'truncated' | 'huge-dimension' | 'bomb' | 'wrong-magic' | 'polyglot';

export interface CorpusFile {
  name: string;
  /** The extension it claims (the upload's file name). */
  ext: 'png' | 'jpg' | 'gif' | 'webp' | 'heic' | 'pdf';
  kind: CorpusKind;
  bytes: Buffer;
  /**
   * Why a route that stores this type without decoding it may accept it (a documented 201); unset means every route
   * must refuse it with a 4xx.
   */
  storedUndecoded?: string;
  /** How the upload route refuses it, when not as its kind suggests (huge and bombs: too big; others: unreadable). */
  refusedAs?: 'unreadable' | 'too-big';
}

const SECOND_FILE = Buffer.from(
  '<html><body><script>alert(document.domain)</script></body></html>PK\u0003\u0004\u0014\u0000\u0000\u0000',
  'latin1',
);
const half = (b: Buffer) => b.subarray(0, Math.floor(b.length / 2));

// PNG ------------------------------------------------------------------------------------------------------------
function chunk(type: string, data: Buffer, badCrc = false): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE((zlib.crc32(Buffer.concat([head.subarray(4), data])) ^ (badCrc ? 1 : 0)) >>> 0);
  return Buffer.concat([head, data, crc]);
}
function ihdr(width: number, height: number, colorType = 6): Buffer {
  const d = Buffer.alloc(13);
  d.writeUInt32BE(width, 0);
  d.writeUInt32BE(height, 4);
  d[8] = 8;
  d[9] = colorType;
  return d;
}
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A PNG from its parts (chunk CRCs right unless asked). */
export function pngOf(
  width: number,
  height: number,
  zdata: Buffer,
  opts: { badCrc?: boolean; colorType?: number } = {},
) {
  return Buffer.concat([
    PNG_MAGIC,
    chunk('IHDR', ihdr(width, height, opts.colorType)),
    chunk('IDAT', zdata, opts.badCrc),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
/** Raw scanlines of a width × height RGBA image (filter byte 0, a dark stroke on transparent). */
function rgbaRows(width: number, height: number): Buffer {
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) if (x === y) rows.writeUInt32BE(0x102030ff, y * (width * 4 + 1) + 1 + x * 4);
  return rows;
}
/** A valid small PNG (a drawn signature a browser could send). */
export const validPng = (width = 60, height = 20) => pngOf(width, height, zlib.deflateSync(rgbaRows(width, height)));

/** Reproduction 1 of issue 41: one wrong byte in the zlib checksum (adler-32) of a 1×1 PNG; chunk CRCs are right. */
export function pngBadZlibChecksum(): Buffer {
  const z = zlib.deflateSync(rgbaRows(1, 1));
  z[z.length - 1] ^= 0xff;
  return pngOf(1, 1, z);
}
/** Reproduction 2 of issue 41: a PNG whose header claims 65535×65535 pixels. */
export const pngHugeHeader = () => pngOf(65535, 65535, zlib.deflateSync(Buffer.alloc(16)));

// JPEG -----------------------------------------------------------------------------------------------------------
function validJpeg(): Buffer {
  const width = 32;
  const height = 16;
  const data = Buffer.alloc(width * height * 4, 0x80);
  return Buffer.from(jpeg.encode({ data, width, height }, 80).data);
}
/** The JPEG with its start-of-frame size set to width × height. */
function jpegSized(b: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(b);
  for (let p = 2; p + 9 < out.length;) {
    const marker = out[p + 1];
    if (marker === 0xc0 || marker === 0xc2) {
      out.writeUInt16BE(height, p + 5);
      out.writeUInt16BE(width, p + 7);
      return out;
    }
    p += 2 + out.readUInt16BE(p + 2);
  }
  throw new Error('no SOF');
}

// GIF ------------------------------------------------------------------------------------------------------------
function gifOf(width: number, height: number, frames: number, frame = { w: width, h: height }): Buffer {
  const buf = Buffer.alloc(1024 + frames * (frame.w * frame.h + 64));
  const w = new GifWriter(buf, width, height, { palette: [0x000000, 0xffffff], loop: frames > 1 ? 0 : undefined });
  const pixels = new Array<number>(frame.w * frame.h).fill(0);
  for (let i = 0; i < frames; i++) w.addFrame(0, 0, frame.w, frame.h, pixels);
  return Buffer.from(buf.subarray(0, w.end()));
}
function gifScreen(b: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(b);
  out.writeUInt16LE(width, 6);
  out.writeUInt16LE(height, 8);
  return out;
}

// WebP -----------------------------------------------------------------------------------------------------------
/** A 1×1 lossless WebP. */
const validWebp = () => Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
function webpVp8x(width: number, height: number, extra: Buffer[] = []): Buffer {
  const vp8x = Buffer.alloc(10);
  vp8x[0] = 0x02; // animation
  vp8x.writeUIntLE(width - 1, 4, 3);
  vp8x.writeUIntLE(height - 1, 7, 3);
  const chunks = [riffChunk('VP8X', vp8x), ...extra];
  const body = Buffer.concat([Buffer.from('WEBP'), ...chunks]);
  const head = Buffer.alloc(8);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(body.length, 4);
  return Buffer.concat([head, body]);
}
function riffChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.write(type, 0, 'latin1');
  head.writeUInt32LE(data.length, 4);
  return Buffer.concat([head, data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
}

// HEIC -----------------------------------------------------------------------------------------------------------
function box(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}
const fullBox = (type: string, ...parts: Buffer[]) => box(type, Buffer.alloc(4), ...parts);
function u32s(...values: number[]): Buffer {
  const b = Buffer.alloc(values.length * 4);
  values.forEach((v, i) => b.writeUInt32BE(v, i * 4));
  return b;
}
function heicOf(width: number, height: number, ispeCount = 1): Buffer {
  const ispe = fullBox('ispe', u32s(width, height));
  return Buffer.concat([
    box('ftyp', Buffer.from('heic'), u32s(0), Buffer.from('mif1heic')),
    fullBox(
      'meta',
      fullBox('hdlr', u32s(0), Buffer.from('pict'), Buffer.alloc(13)),
      box('iprp', box('ipco', ...Array.from({ length: ispeCount }, () => ispe))),
    ),
    box('mdat', Buffer.alloc(64, 0x11)),
  ]);
}

// PDF ------------------------------------------------------------------------------------------------------------
/** A structurally whole PDF around the given objects (offsets right). */
function pdfOf(objects: string[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n', 'latin1')];
  let at = parts[0].length;
  const offsets: number[] = [];
  for (const [i, body] of objects.entries()) {
    offsets.push(at);
    const b = Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`, 'latin1');
    parts.push(b);
    at += b.length;
  }
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(at),
    '%%EOF',
    '',
  ].join('\n');
  return Buffer.concat([...parts, Buffer.from(xref, 'latin1')]);
}
function pdfPages(mediaBox: string, content = 'BT ET'): Buffer {
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [3 0 R] /Count 1 /MediaBox [${mediaBox}] >>`,
    '<< /Type /Page /Parent 2 0 R /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ]);
}
function pdfBomb(): Buffer {
  const z = zlib.deflateSync(Buffer.alloc(32 * 1024 * 1024, 0x20)).toString('latin1');
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 /MediaBox [0 0 612 792] >>',
    '<< /Type /Page /Parent 2 0 R /Contents 4 0 R >>',
    `<< /Length ${z.length} /Filter /FlateDecode >>\nstream\n${z}\nendstream`,
  ]);
}

/** The whole corpus: six kinds of each of six formats. */
export async function crashCorpus(): Promise<CorpusFile[]> {
  const png = validPng();
  const jpg = validJpeg();
  const gif = gifOf(16, 16, 1);
  const webp = validWebp();
  const heic = heicOf(64, 64);
  const pdf = await makePdf('Corpus');
  const excessIdat = zlib.deflateSync(Buffer.alloc(16 * 1024 * 1024));
  const files: CorpusFile[] = [
    { name: 'png-bad-zlib-checksum', ext: 'png', kind: 'malformed', bytes: pngBadZlibChecksum() },
    {
      name: 'png-bad-chunk-crc',
      ext: 'png',
      kind: 'malformed',
      bytes: pngOf(60, 20, zlib.deflateSync(rgbaRows(60, 20)), { badCrc: true }),
    },
    { name: 'png-truncated', ext: 'png', kind: 'truncated', bytes: half(png) },
    { name: 'png-65535x65535', ext: 'png', kind: 'huge-dimension', bytes: pngHugeHeader() },
    {
      name: 'png-bomb-20000x20000',
      ext: 'png',
      kind: 'bomb',
      bytes: pngOf(20000, 20000, excessIdat, { colorType: 0 }),
    },
    { name: 'png-bomb-excess-idat', ext: 'png', kind: 'bomb', bytes: pngOf(1, 1, excessIdat), refusedAs: 'unreadable' },
    { name: 'png-wrong-magic', ext: 'png', kind: 'wrong-magic', bytes: jpg },
    { name: 'png-polyglot', ext: 'png', kind: 'polyglot', bytes: Buffer.concat([png, SECOND_FILE]) },

    {
      name: 'jpeg-malformed-segment',
      ext: 'jpg',
      kind: 'malformed',
      bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0xff, 0xff, 0, 0, 0xff, 0xd9]),
    },
    { name: 'jpeg-truncated', ext: 'jpg', kind: 'truncated', bytes: half(jpg) },
    { name: 'jpeg-65535x65535', ext: 'jpg', kind: 'huge-dimension', bytes: jpegSized(jpg, 65535, 65535) },
    { name: 'jpeg-bomb-12000x12000', ext: 'jpg', kind: 'bomb', bytes: jpegSized(jpg, 12000, 12000) },
    { name: 'jpeg-wrong-magic', ext: 'jpg', kind: 'wrong-magic', bytes: gif },
    { name: 'jpeg-polyglot', ext: 'jpg', kind: 'polyglot', bytes: Buffer.concat([jpg, SECOND_FILE]) },

    { name: 'gif-frame-outside-canvas', ext: 'gif', kind: 'malformed', bytes: gifScreen(gifOf(64, 64, 1), 8, 8) },
    { name: 'gif-truncated', ext: 'gif', kind: 'truncated', bytes: half(gif) },
    { name: 'gif-65535x65535', ext: 'gif', kind: 'huge-dimension', bytes: gifScreen(gif, 65535, 65535) },
    { name: 'gif-bomb-5000-frames', ext: 'gif', kind: 'bomb', bytes: gifOf(256, 256, 5000, { w: 1, h: 1 }) },
    { name: 'gif-wrong-magic', ext: 'gif', kind: 'wrong-magic', bytes: webp },
    { name: 'gif-polyglot', ext: 'gif', kind: 'polyglot', bytes: Buffer.concat([gif, SECOND_FILE]) },

    {
      name: 'webp-riff-size-wrong',
      ext: 'webp',
      kind: 'malformed',
      bytes: Buffer.concat([webp.subarray(0, 4), Buffer.from([0xff, 0xff, 0, 0]), webp.subarray(8)]),
    },
    { name: 'webp-truncated', ext: 'webp', kind: 'truncated', bytes: half(webp) },
    {
      name: 'webp-16777216x16777216',
      ext: 'webp',
      kind: 'huge-dimension',
      bytes: webpVp8x(16777216, 16777216, [riffChunk('ANMF', Buffer.alloc(16))]),
    },
    {
      name: 'webp-bomb-frames',
      ext: 'webp',
      kind: 'bomb',
      bytes: webpVp8x(
        8000,
        8000,
        Array.from({ length: 2000 }, () => riffChunk('ANMF', Buffer.alloc(16))),
      ),
    },
    { name: 'webp-wrong-magic', ext: 'webp', kind: 'wrong-magic', bytes: jpg },
    { name: 'webp-polyglot', ext: 'webp', kind: 'polyglot', bytes: Buffer.concat([webp, SECOND_FILE]) },

    {
      name: 'heic-box-past-end',
      ext: 'heic',
      kind: 'malformed',
      bytes: Buffer.concat([heic.subarray(0, 24), u32s(0x7fffffff), heic.subarray(28)]),
    },
    { name: 'heic-truncated', ext: 'heic', kind: 'truncated', bytes: half(heic) },
    { name: 'heic-65535x65535', ext: 'heic', kind: 'huge-dimension', bytes: heicOf(65535, 65535) },
    { name: 'heic-bomb-30000x30000', ext: 'heic', kind: 'bomb', bytes: heicOf(30000, 30000, 2000) },
    { name: 'heic-wrong-magic', ext: 'heic', kind: 'wrong-magic', bytes: jpg },
    { name: 'heic-polyglot', ext: 'heic', kind: 'polyglot', bytes: Buffer.concat([heic, SECOND_FILE]) },

    {
      name: 'pdf-no-xref',
      ext: 'pdf',
      kind: 'malformed',
      bytes: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'),
    },
    { name: 'pdf-truncated', ext: 'pdf', kind: 'truncated', bytes: half(pdf) },
    { name: 'pdf-page-1e9', ext: 'pdf', kind: 'huge-dimension', bytes: pdfPages('0 0 1000000000 1000000000') },
    {
      name: 'pdf-bomb-flate-32mb',
      ext: 'pdf',
      kind: 'bomb',
      bytes: pdfBomb(),
      storedUndecoded:
        'a whole PDF is stored as received: the server never renders, merges or reads an uploaded PDF (it is only ever downloaded)',
    },
    { name: 'pdf-wrong-magic', ext: 'pdf', kind: 'wrong-magic', bytes: gif },
    { name: 'pdf-polyglot', ext: 'pdf', kind: 'polyglot', bytes: Buffer.concat([pdf, SECOND_FILE]) },
  ];
  return files;
}

/** Valid files of each type: the checks must still let them through. */
export async function validFiles(): Promise<{ ext: CorpusFile['ext']; bytes: Buffer }[]> {
  return [
    { ext: 'png', bytes: validPng() },
    { ext: 'jpg', bytes: validJpeg() },
    { ext: 'gif', bytes: gifOf(16, 16, 1) },
    { ext: 'webp', bytes: validWebp() },
    { ext: 'heic', bytes: heicOf(64, 64) },
    { ext: 'pdf', bytes: await makePdf('Valid') },
    { ext: 'pdf', bytes: pdfPages('0 0 612 792') },
  ];
}

export { PNG };
