// Worker documents: categories, modal groups, upload limits, camera capture and export file names (sections 2, 3, 9).
import { CONTENT_TYPES } from './file-type';

/** Every document category of the worker profile (section 3). */
export const DOCUMENT_CATEGORIES = [
  'resume',
  'diploma',
  'drivers_license',
  'others',
  'professional_licenses',
  'skills_checklists',
  'certificates',
  'references',
  'vaccinations',
] as const;

/** A document category. */
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

/** Display labels for categories (product wording). */
export const DOCUMENT_CATEGORY_LABELS: Record<DocumentCategory, string> = {
  resume: 'Resume',
  diploma: 'Diploma',
  drivers_license: 'Drivers License',
  others: 'Other Documents',
  professional_licenses: 'Professional Licenses',
  skills_checklists: 'Skills Checklists',
  certificates: 'Certificates',
  references: 'References',
  vaccinations: 'Vaccinations',
};

/** The groups listed in the Worker Documents modal, in order, with labels (section 3). */
export const MODAL_DOCUMENT_GROUPS = (
  [
    'diploma',
    'drivers_license',
    'others',
    'professional_licenses',
    'skills_checklists',
    'certificates',
    'vaccinations',
  ] as const
).map((key) => ({ key, label: DOCUMENT_CATEGORY_LABELS[key] }));

/** True when `value` is a document category. */
export function isDocumentCategory(value: unknown): value is DocumentCategory {
  return typeof value === 'string' && (DOCUMENT_CATEGORIES as readonly string[]).includes(value);
}

/** Largest accepted upload (product limit; the spec shows none). */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/** An uploaded image is decoded whole on arrival (issue 41): at most this many pixels a side and in all. */
export const MAX_IMAGE_SIDE = 12_000;
export const MAX_IMAGE_MEGAPIXELS = 36;

/** How many documents a worker keeps in one category (the profile carries each category whole). */
export const MAX_DOCUMENTS_PER_CATEGORY = 50;

/** Documents modal maximum width (section 9). */
export const DOCUMENTS_MODAL_SIZE = 'lg' as const;

/** Camera capture settings: ideal 1920x1080, rear camera, JPEG quality 0.8 (section 9). */
export const CAMERA_CAPTURE = {
  idealWidth: 1920,
  idealHeight: 1080,
  facingMode: 'environment',
  jpegQuality: 0.8,
} as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** A timestamped camera capture file name, in UTC: camera_YYYYMMDD_HHmmss.jpg. */
export function cameraFileName(date: Date): string {
  const d = `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}`;
  const t = `${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}`;
  return `camera_${d}_${t}.jpg`;
}

/** Export file names for a worker's name (section 9). */
export function exportFileNames(name: string) {
  return {
    documentsZip: `${name}_Documents.zip`,
    everythingZip: `${name}_Everything.zip`,
    pdf: `Profile_${name}.pdf`,
    csv: 'profile.csv',
  } as const;
}

/** A name made safe for a file name or zip folder: no path separators or control characters. */
export function safeFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const cleaned = name.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '_').trim();
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? 'file' : cleaned;
}

/** Columns the CSV export drops at any depth (section 9). */
export const CSV_DROPPED_COLUMNS = ['created', 'updated', 'version'] as const;

/** A flattened CSV cell value. */
export type CsvCell = string | number | boolean | null;

/**
 * Flattens an object into dotted columns, dropping CSV_DROPPED_COLUMNS at any depth.
 * Arrays of plain values become one cell joined by "; "; arrays of objects get index segments
 * (documents.resume.0.name).
 */
export function flattenForCsv(obj: unknown, prefix = ''): Record<string, CsvCell> {
  const out: Record<string, CsvCell> = {};
  const visit = (value: unknown, key: string) => {
    if (value === undefined) return;
    if (value === null || typeof value !== 'object') {
      if (key) out[key] = value as CsvCell;
      return;
    }
    if (value instanceof Date) {
      out[key] = value.toISOString();
      return;
    }
    if (Array.isArray(value)) {
      if (value.every((v) => v === null || typeof v !== 'object'))
        out[key] = value.map((v) => String(v ?? '')).join('; ');
      else value.forEach((v, i) => visit(v, `${key}.${i}`));
      return;
    }
    for (const [k, v] of Object.entries(value)) {
      if ((CSV_DROPPED_COLUMNS as readonly string[]).includes(k)) continue;
      visit(v, key ? `${key}.${k}` : k);
    }
  };
  visit(obj, prefix);
  return out;
}

/**
 * Content types a browser shows safely inline: raster images only. A PDF is active content: Chromium's PDF viewer runs
 * its JavaScript (an OpenAction `app.alert`) even under `Content-Security-Policy: sandbox` (issue 20 #7, shown by
 * tests/e2e/documents-pdf-script.spec.ts), and SVG can carry script; both are always downloaded.
 */
export const INLINE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp'] as const;

/** True when a stored file of this content type may be previewed in the browser. */
export function isPreviewable(contentType: string): boolean {
  return (INLINE_CONTENT_TYPES as readonly string[]).includes(contentType);
}

/** The file name to save a document under: a safe name that ends with the extension of its content type. */
export function downloadFileName(name: string, contentType: string): string {
  const safe = safeFileName(name);
  const ext = Object.entries(CONTENT_TYPES).find(([, type]) => type === contentType)?.[0];
  if (!ext) return safe;
  const lower = safe.toLowerCase();
  const hasExt =
    lower.endsWith(`.${ext}`) ||
    (ext === 'jpg' && lower.endsWith('.jpeg')) ||
    (ext === 'jpeg' && lower.endsWith('.jpg'));
  return hasExt ? safe : `${safe}.${ext}`;
}

/** Names unique within one folder of a zip: "a.pdf", "a (2).pdf", ... */
export function uniqueName(name: string, taken: Set<string>): string {
  let candidate = name;
  const dot = name.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let i = 2; taken.has(candidate.toLowerCase()); i++) candidate = `${stem} (${i})${ext}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

/** Where a document's file opens for a signed-in person allowed to see it (GET /api/documents/:id/file). */
export function documentFileUrl(documentId: string): string {
  return `/api/documents/${encodeURIComponent(documentId)}/file`;
}
