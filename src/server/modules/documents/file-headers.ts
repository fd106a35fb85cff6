// Response headers for stored files: a file never runs as part of the app (no sniffing, sandboxed, no framing by
// others).
import { downloadFileName } from '@/domain/documents';

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(kind: 'inline' | 'attachment', name: string, contentType: string): string {
  const file = downloadFileName(name, contentType);
  const ascii = file.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file)}`;
}

/**
 * Every stored file is served under `Content-Security-Policy: sandbox` (issue 20 finding #7): an opaque origin with
 * scripts, forms, popups and plugins' script hooks disabled, so an uploaded PDF's OpenAction JavaScript or an SVG's
 * script never runs, previewed or opened directly. Raster images additionally allow nothing but the image; anything
 * not previewable (SVG, Word, text...) is also an attachment.
 */
export function fileSecurityHeaders(inline: boolean, contentType: string): Record<string, string> {
  const csp = !inline
    ? "sandbox; default-src 'none'; frame-ancestors 'none'"
    : contentType === 'application/pdf'
      ? "sandbox; frame-ancestors 'self'"
      : "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'";
  return {
    'x-content-type-options': 'nosniff',
    'content-security-policy': csp,
    'cross-origin-resource-policy': 'same-origin',
  };
}
