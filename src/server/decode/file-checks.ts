// The one check of an uploaded file's content on arrival (issue 41), by its (already magic-checked) extension: images
// the server can decode are decoded whole, containers it cannot decode are checked box by box, a PDF's structure is
// checked; text, SVG and Office files are stored as received (they are only ever downloaded, never decoded by the
// server, and SVG is never shown inline). Runs in the decode pool only.
import { MAX_IMAGE_MEGAPIXELS, MAX_IMAGE_SIDE, type AcceptedExtension } from '@/domain/documents';
import { checkBmp, checkHeic, checkPdf, checkTiff, checkWebp } from './container-checks';
import { decodeGif, decodeJpeg, decodePng } from './raster-checks';

const CAPS = { maxWidth: MAX_IMAGE_SIDE, maxHeight: MAX_IMAGE_SIDE, maxPixels: MAX_IMAGE_MEGAPIXELS * 1_000_000 };

const CHECKS: Record<AcceptedExtension, ((b: Buffer) => void) | null> = {
  png: (b) => void decodePng(b, CAPS),
  jpg: (b) => decodeJpeg(b, CAPS),
  jpeg: (b) => decodeJpeg(b, CAPS),
  gif: (b) => decodeGif(b, CAPS),
  webp: (b) => checkWebp(b, CAPS),
  heic: (b) => checkHeic(b, CAPS),
  bmp: (b) => checkBmp(b, CAPS),
  tiff: (b) => checkTiff(b),
  pdf: (b) => checkPdf(b),
  svg: null,
  txt: null,
  doc: null,
  docx: null,
};

/** Throws a CheckRefused unless the file is whole and well-formed for its type. */
export function checkUploadedFile(ext: AcceptedExtension, bytes: Buffer): void {
  CHECKS[ext]?.(bytes);
}

/** True for the types whose content is checked (the others are stored as received). */
export function isCheckedType(ext: AcceptedExtension): boolean {
  return CHECKS[ext] !== null;
}
