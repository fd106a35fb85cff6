// The web app manifest (src/web/public/manifest.webmanifest, issue 22): the members an install needs, its colours
// the theme's, and every icon a shipped PNG of the size it states (read from the PNG header).
import { describe, expect, it } from 'vitest';
import manifestText from '../public/manifest.webmanifest?raw';
import indexHtml from '../index.html?raw';
import { theme } from './theme';

const manifest = JSON.parse(manifestText) as {
  [member: string]: unknown;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
};
// Every shipped icon, as Vite inlines it (a data: URL of the file's bytes).
const iconFiles = import.meta.glob<string>('../public/icons/*.png', {
  query: '?inline',
  import: 'default',
  eager: true,
});

/** Width×height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(src: string) {
  const dataUrl = iconFiles[`../public${src}`];
  expect(dataUrl, `${src} is a file in src/web/public`).toBeDefined();
  const png = Uint8Array.from(atob(dataUrl.split(',')[1]), (c) => c.charCodeAt(0));
  const view = new DataView(png.buffer);
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(String.fromCharCode(...png.subarray(12, 16))).toBe('IHDR');
  return `${view.getUint32(16)}x${view.getUint32(20)}`;
}

describe('web app manifest', () => {
  it('has the members an install needs, opening on / (which sends each role to its home) as a standalone app', () => {
    expect(manifest).toMatchObject({
      name: 'CareLink — healthcare staffing',
      short_name: 'CareLink',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
    });
  });

  it("uses the theme's primary colour, as the page's theme-color does, and is linked from index.html", () => {
    const brand = theme.colors!.brand![theme.primaryShade as number];
    expect(manifest.theme_color).toBe(brand);
    expect(indexHtml).toContain(`<meta name="theme-color" content="${brand}" />`);
    expect(indexHtml).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  });

  it('lists 192 and 512 px icons and a maskable one, each a shipped PNG of the stated size', () => {
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of manifest.icons) {
      expect(icon.type).toBe('image/png');
      expect(pngSize(icon.src), icon.src).toBe(icon.sizes);
    }
  });
});
