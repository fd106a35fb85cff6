// Response headers for stored files: a file never runs as part of the app (no sniffing, sandboxed, no framing by
// others, active content such as PDF only as an attachment).
import { downloadFileName } from '@/domain/documents';

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(kind: 'inline' | 'attachment', name: string, contentType: string): string {
  const file = downloadFileName(name, contentType);
  const ascii = file.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file)}`;
}

/**
 * Every stored file is served under `Content-Security-Policy: sandbox` with nothing else allowed. That alone does not
 * stop a PDF's script (issue 20 finding #7): Chromium's PDF viewer runs an OpenAction `app.alert` under it. So only
 * raster images are ever inline (`inline` comes from isPreviewable) and PDFs, SVG and the rest are attachments; the CSP
 * is the second wall, for a browser that would render an attachment anyway.
 */
export function fileSecurityHeaders(inline: boolean): Record<string, string> {
  const csp = inline
    ? "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'"
    : "sandbox; default-src 'none'; frame-ancestors 'none'";
  return {
    'x-content-type-options': 'nosniff',
    'content-security-policy': csp,
    'cross-origin-resource-policy': 'same-origin',
  };
}
