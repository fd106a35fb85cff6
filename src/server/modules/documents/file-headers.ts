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
 * Raster images get a CSP that allows nothing but the image; PDFs only limit framing (the browser's PDF viewer
 * needs its plugin); everything else (SVG, Word, text...) is an attachment and also sandboxed, so even
 * opened directly it cannot run script.
 */
export function fileSecurityHeaders(inline: boolean, contentType: string): Record<string, string> {
  const csp = !inline
    ? "sandbox; default-src 'none'; frame-ancestors 'none'"
    : contentType === 'application/pdf'
      ? "frame-ancestors 'self'"
      : "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'";
  return {
    'x-content-type-options': 'nosniff',
    'content-security-policy': csp,
    'cross-origin-resource-policy': 'same-origin',
  };
}
