import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CAMERA_CAPTURE,
  CSV_DROPPED_COLUMNS,
  DOCUMENT_CATEGORIES,
  MAX_UPLOAD_BYTES,
  MODAL_DOCUMENT_GROUPS,
  cameraFileName,
  exportFileNames,
  flattenForCsv,
  isDocumentCategory,
  safeFileName,
} from './documents';

describe('document categories', () => {
  it('has the nine categories of section 3', () => {
    expect(DOCUMENT_CATEGORIES).toEqual([
      'resume',
      'diploma',
      'drivers_license',
      'others',
      'professional_licenses',
      'skills_checklists',
      'certificates',
      'references',
      'vaccinations',
    ]);
  });
  it('the modal groups are the seven of section 3, labelled', () => {
    expect(MODAL_DOCUMENT_GROUPS.map((g) => g.key)).toEqual([
      'diploma',
      'drivers_license',
      'others',
      'professional_licenses',
      'skills_checklists',
      'certificates',
      'vaccinations',
    ]);
    for (const g of MODAL_DOCUMENT_GROUPS) expect(g.label).toMatch(/^[A-Z]/);
  });
  it.each([
    ['resume', true],
    ['others', true],
    ['Resume', false],
    ['passport', false],
  ])('isDocumentCategory(%j) = %s', (c, r) => {
    expect(isDocumentCategory(c)).toBe(r);
  });
  it('limits uploads to 20 MB', () => {
    expect(MAX_UPLOAD_BYTES).toBe(20_971_520);
  });
});

describe('camera and export names (section 9)', () => {
  it('captures at ideal 1920x1080 with the rear camera and JPEG quality 0.8', () => {
    expect(CAMERA_CAPTURE).toEqual({
      idealWidth: 1920,
      idealHeight: 1080,
      facingMode: 'environment',
      jpegQuality: 0.8,
    });
  });
  it('names a capture with its UTC timestamp', () => {
    expect(cameraFileName(new Date(Date.UTC(2026, 0, 5, 9, 7, 3)))).toBe('camera_20260105_090703.jpg');
  });
  it('export file names', () => {
    expect(exportFileNames('Ann Lee')).toEqual({
      documentsZip: 'Ann Lee_Documents.zip',
      everythingZip: 'Ann Lee_Everything.zip',
      pdf: 'Profile_Ann Lee.pdf',
      csv: 'profile.csv',
    });
  });
  it.each([
    ['a/b', 'a_b'],
    ['..', 'file'],
    ['', 'file'],
    ['ok.pdf', 'ok.pdf'],
    ['x:y*z', 'x_y_z'],
  ])('safeFileName(%j) = %j', (a, b) => {
    expect(safeFileName(a)).toBe(b);
  });
});

describe('CSV flattening', () => {
  it('drops created, updated, version at any depth', () => {
    expect(CSV_DROPPED_COLUMNS).toEqual(['created', 'updated', 'version']);
    const flat = flattenForCsv({
      created: 1,
      updated: 2,
      version: 3,
      summary: {
        profession: 'Pharmacist',
        states: ['TX', 'PA'],
        hours_per_week_range: { min: 36, max: 48 },
        version: 9,
      },
      documents: { resume: [{ _id: 'd1', name: 'cv.pdf', created: 'x' }] },
      empty: null,
      skipped: undefined,
    });
    expect(flat).toEqual({
      'summary.profession': 'Pharmacist',
      'summary.states': 'TX; PA',
      'summary.hours_per_week_range.min': 36,
      'summary.hours_per_week_range.max': 48,
      'documents.resume.0._id': 'd1',
      'documents.resume.0.name': 'cv.pdf',
      empty: null,
    });
  });
  it('property: no column ever contains a dropped name', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        for (const col of Object.keys(flattenForCsv(v))) {
          for (const d of CSV_DROPPED_COLUMNS) expect(col.split('.')).not.toContain(d);
        }
      }),
    );
  });
});
