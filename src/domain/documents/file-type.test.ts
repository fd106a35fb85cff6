import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ACCEPTED_EXTENSIONS, detectFileType, fileExtension } from './file-type';

const b = (...xs: (number | string)[]) =>
  new Uint8Array(xs.flatMap((x) => (typeof x === 'string' ? [...x].map((c) => c.charCodeAt(0)) : [x])));
const SAMPLES: Record<string, Uint8Array> = {
  pdf: b('%PDF-1.7\n'),
  png: b(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0),
  jpg: b(0xff, 0xd8, 0xff, 0xe0, 0, 0x10),
  gif: b('GIF89a', 1, 0),
  webp: b('RIFF', 0, 0, 0, 0, 'WEBPVP8 '),
  bmp: b('BM', 0, 0),
  tiff: b(0x49, 0x49, 0x2a, 0x00, 8, 0),
  heic: b(0, 0, 0, 0x18, 'ftypheic', 0, 0),
  doc: b(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1),
  docx: b('PK', 3, 4, 20, 0),
  txt: new TextEncoder().encode('Hello, nurse ✓\n'),
  svg: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
};

describe('upload file types', () => {
  it('accepts exactly the 13 extensions of section 5', () => {
    expect(ACCEPTED_EXTENSIONS).toEqual([
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
    ]);
  });

  it.each([
    ['cv.pdf', 'pdf', 'application/pdf'],
    ['A.PNG', 'png', 'image/png'],
    ['p.jpg', 'jpg', 'image/jpeg'],
    ['p.jpeg', 'jpeg', 'image/jpeg'],
    ['g.gif', 'gif', 'image/gif'],
    ['w.webp', 'webp', 'image/webp'],
    ['b.bmp', 'bmp', 'image/bmp'],
    ['t.tiff', 'tiff', 'image/tiff'],
    ['h.heic', 'heic', 'image/heic'],
    ['d.doc', 'doc', 'application/msword'],
    ['d.docx', 'docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['n.txt', 'txt', 'text/plain'],
    ['s.svg', 'svg', 'image/svg+xml'],
  ])('%s with real content is accepted as %s', (name, ext, type) => {
    const key = ext === 'jpeg' ? 'jpg' : ext;
    expect(detectFileType(SAMPLES[key], name)).toEqual({ ok: true, ext, contentType: type });
  });

  it.each([
    ['TIFF big-endian', b(0x4d, 0x4d, 0x00, 0x2a), 't.tiff'],
    ['HEIC mif1', b(0, 0, 0, 0x18, 'ftypmif1'), 'h.heic'],
    ['SVG with XML prolog', new TextEncoder().encode('\uFEFF <?xml version="1.0"?><svg/>'), 's.svg'],
    ['GIF87a', b('GIF87a'), 'g.gif'],
  ])('%s is accepted', (_n, bytes, name) => expect(detectFileType(bytes, name).ok).toBe(true));

  it.each([
    ['exe renamed to pdf', b('MZ', 0x90, 0), 'cv.pdf', 'The file content does not match its .pdf extension.'],
    ['png named jpg', SAMPLES.png, 'p.jpg', 'The file content does not match its .jpg extension.'],
    ['binary txt', b('abc', 0, 'def'), 'n.txt', 'The file content does not match its .txt extension.'],
    ['invalid utf-8 txt', b(0xc3, 0x28), 'n.txt', 'The file content does not match its .txt extension.'],
    [
      'html named svg',
      new TextEncoder().encode('<html><script>alert(1)</script>'),
      's.svg',
      'The file content does not match its .svg extension.',
    ],
    [
      'riff that is not webp',
      b('RIFF', 0, 0, 0, 0, 'WAVE'),
      'w.webp',
      'The file content does not match its .webp extension.',
    ],
    ['empty file', new Uint8Array(), 'cv.pdf', 'The file is empty.'],
  ])('%s is refused', (_n, bytes, name, message) => {
    expect(detectFileType(bytes, name)).toEqual({ ok: false, message });
  });

  it.each(['virus.exe', 'noext', 'archive.zip', '.pdf', 'page.html'])('%s: type not accepted', (name) => {
    expect(detectFileType(SAMPLES.pdf, name)).toEqual({
      ok: false,
      message:
        'This file type is not accepted. Accepted types: pdf, doc, docx, txt, png, jpg, jpeg, gif, heic, webp, bmp, tiff, svg.',
    });
  });

  it.each([
    ['a.b.PDF', 'pdf'],
    ['dir/x.Docx', 'docx'],
    ['C:\\x\\y.txt', 'txt'],
    ['.bashrc', ''],
    ['x', ''],
  ])('extension of %j is %j', (n, e) => expect(fileExtension(n)).toBe(e));

  it('property: random bytes are never accepted as a binary type they do not start like', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 1, maxLength: 64 }),
        fc.constantFrom('pdf', 'png', 'gif', 'doc'),
        (bytes, ext) => {
          const r = detectFileType(bytes, `f.${ext}`);
          if (r.ok) expect(bytes.slice(0, 3)).toEqual(SAMPLES[ext].slice(0, 3));
        },
      ),
    );
  });
});
