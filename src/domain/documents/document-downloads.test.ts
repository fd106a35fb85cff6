import { describe, expect, it } from 'vitest';
import { downloadFileName, exportFileNames, flattenForCsv, isPreviewable, safeFileName, uniqueName } from './documents';
import { detectFileType } from './file-type';

describe('downloadFileName', () => {
  it.each([
    ['BLS', 'application/pdf', 'BLS.pdf'],
    ['Resume.pdf', 'application/pdf', 'Resume.pdf'],
    ['Influenza', 'image/png', 'Influenza.png'],
    ['photo.jpeg', 'image/jpeg', 'photo.jpeg'],
    ['photo', 'image/jpeg', 'photo.jpg'],
    ['../../etc/passwd', 'text/plain', '.._.._etc_passwd.txt'],
    ['odd', 'application/x-unknown', 'odd'],
  ])('%s (%s) -> %s', (name, type, expected) => {
    expect(downloadFileName(name, type)).toBe(expected);
  });
});

describe('uniqueName', () => {
  it('numbers repeated names within one folder, case-insensitively', () => {
    const taken = new Set<string>();
    expect(['a.pdf', 'A.pdf', 'a.pdf', 'b'].map((n) => uniqueName(n, taken))).toEqual([
      'a.pdf',
      'A (2).pdf',
      'a (3).pdf',
      'b',
    ]);
  });
});

describe('previews and names', () => {
  it('previews PDF and raster images only, never SVG', () => {
    expect(isPreviewable('application/pdf')).toBe(false);
    expect(isPreviewable('image/png')).toBe(true);
    expect(isPreviewable('image/svg+xml')).toBe(false);
    expect(isPreviewable('application/msword')).toBe(false);
  });
  it('export file names follow section 9', () => {
    expect(exportFileNames('Ana Diaz')).toEqual({
      documentsZip: 'Ana Diaz_Documents.zip',
      everythingZip: 'Ana Diaz_Everything.zip',
      pdf: 'Profile_Ana Diaz.pdf',
      csv: 'profile.csv',
    });
    expect(safeFileName('a/b')).toBe('a_b');
  });
  it('CSV flattening drops created, updated and version at any depth', () => {
    expect(
      flattenForCsv({
        version: 3,
        summary: { profession: 'RN', updated: 'x', states: ['GA', 'FL'] },
        documents: { resume: [{ name: 'r.pdf', created: 'y' }] },
      }),
    ).toEqual({
      'summary.profession': 'RN',
      'summary.states': 'GA; FL',
      'documents.resume.0.name': 'r.pdf',
    });
  });
  it('an .exe renamed .pdf is refused by its content', () => {
    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00]);
    expect(detectFileType(exe, 'invoice.pdf')).toEqual({
      ok: false,
      message: 'The file content does not match its .pdf extension.',
    });
  });
});
