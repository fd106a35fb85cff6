// Issue 20 finding #7: JavaScript in an uploaded PDF ran when previewed (PDFs had only frame-ancestors).
import { describe, expect, it } from 'vitest';
import { fileSecurityHeaders } from './file-headers';

describe('fileSecurityHeaders', () => {
  it('sandboxes every stored file, previewed inline or downloaded, PDFs included', () => {
    for (const type of ['application/pdf', 'image/png', 'image/jpeg', 'image/svg+xml', 'text/plain', 'text/html'])
      for (const inline of [true, false]) {
        const headers = fileSecurityHeaders(inline, type);
        expect(headers['content-security-policy'], `${type} inline=${inline}`).toMatch(/^sandbox(;|$)/);
        expect(headers['x-content-type-options']).toBe('nosniff');
      }
  });
});
