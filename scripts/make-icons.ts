// npx tsx scripts/make-icons.ts — renders the app's icons (src/web/public/icons/*.png, committed) from the SVG logos
// with the Chromium the browser tests use, so the icons are shipped files and no build step or CDN draws them.
// Run it again after changing src/web/public/logo.svg or scripts/icons/logo-maskable.svg.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_PATH } from './browsers';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'src/web/public/icons');
const ICONS = [
  // The logo with its rounded corners, on transparency ("any" purpose).
  { svg: 'src/web/public/logo.svg', file: 'icon-192.png', size: 192 },
  { svg: 'src/web/public/logo.svg', file: 'icon-512.png', size: 512 },
  // Full bleed with the cross inside the safe zone (the central circle of 80 %): phones cut it to their shape.
  { svg: 'scripts/icons/logo-maskable.svg', file: 'icon-maskable-512.png', size: 512 },
  // iOS ignores the manifest's icons and does not allow transparency: the full-bleed logo.
  { svg: 'scripts/icons/logo-maskable.svg', file: 'apple-touch-icon.png', size: 180 },
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH });
try {
  fs.mkdirSync(out, { recursive: true });
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const svg = fs.readFileSync(path.join(root, icon.svg)).toString('base64');
    await page.setContent(
      `<body style="margin:0"><img style="display:block" width="${icon.size}" height="${icon.size}" src="data:image/svg+xml;base64,${svg}"></body>`,
    );
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    const png = await page.screenshot({
      omitBackground: true,
      clip: { x: 0, y: 0, width: icon.size, height: icon.size },
    });
    fs.writeFileSync(path.join(out, icon.file), png);
    console.log(`${icon.file} ${icon.size}×${icon.size} ${png.length} bytes`);
    await page.close();
  }
} finally {
  await browser.close();
}
