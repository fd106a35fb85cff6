// Issue 20 finding #7: JavaScript in an uploaded PDF ran when previewed. PDFs are now attachments (isPreviewable);
// every stored file, inline or not, is still served sandboxed with nothing allowed but, for an inline image, the image.
import { describe, expect, it } from 'vitest';
import { INLINE_CONTENT_TYPES, isPreviewable } from '@/domain/documents';
import { fileSecurityHeaders } from './file-headers';

describe('fileSecurityHeaders', () => {
  it('sandboxes every stored file, previewed inline or downloaded', () => {
    for (const inline of [true, false]) {
      const headers = fileSecurityHeaders(inline);
      expect(headers['content-security-policy'], `inline=${inline}`).toMatch(/^sandbox; default-src 'none'/);
      expect(headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('shows only raster images inline: PDF, SVG, HTML and text are attachments', () => {
    expect([...INLINE_CONTENT_TYPES].sort()).toEqual([
      'image/bmp',
      'image/gif',
      'image/jpeg',
      'image/png',
      'image/webp',
    ]);
    for (const type of ['application/pdf', 'image/svg+xml', 'text/html', 'text/plain', 'application/msword'])
      expect(isPreviewable(type), type).toBe(false);
  });
});
