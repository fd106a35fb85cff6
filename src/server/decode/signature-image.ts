// A drawn signature as the server keeps it (issue 41): the received PNG is decoded whole and strictly (at most
// SIGNATURE_MAX_WIDTH × SIGNATURE_MAX_HEIGHT), laid over white, scaled to fit the fixed SIGNATURE_IMAGE size and
// written again as an opaque RGB PNG by pngjs. What pdfkit later places is always this server-made file, never the
// bytes a browser sent. Runs in the decode pool only.
import { PNG } from 'pngjs';
import {
  SIGNATURE_IMAGE_HEIGHT,
  SIGNATURE_IMAGE_WIDTH,
  SIGNATURE_MAX_HEIGHT,
  SIGNATURE_MAX_WIDTH,
} from '@/domain/onboarding';
import { decodePng } from './raster-checks';

const CAPS = {
  maxWidth: SIGNATURE_MAX_WIDTH,
  maxHeight: SIGNATURE_MAX_HEIGHT,
  maxPixels: SIGNATURE_MAX_WIDTH * SIGNATURE_MAX_HEIGHT,
};

/** Checks a drawn signature's PNG and returns the fixed-size opaque PNG the server keeps in its place. */
export function reencodeSignature(received: Buffer): Buffer {
  const src = decodePng(received, CAPS);
  const W = SIGNATURE_IMAGE_WIDTH;
  const H = SIGNATURE_IMAGE_HEIGHT;
  // Fit inside W × H keeping the aspect ratio, centred; each output pixel averages the source pixels it covers.
  const scale = Math.min(W / src.width, H / src.height);
  const dw = Math.max(1, Math.round(src.width * scale));
  const dh = Math.max(1, Math.round(src.height * scale));
  const ox = Math.floor((W - dw) / 2);
  const oy = Math.floor((H - dh) / 2);
  const out = new PNG({ width: W, height: H, colorType: 2, inputHasAlpha: true });
  out.data.fill(255);
  for (let y = 0; y < dh; y++) {
    const sy0 = Math.floor((y * src.height) / dh);
    const sy1 = Math.max(sy0 + 1, Math.floor(((y + 1) * src.height) / dh));
    for (let x = 0; x < dw; x++) {
      const sx0 = Math.floor((x * src.width) / dw);
      const sx1 = Math.max(sx0 + 1, Math.floor(((x + 1) * src.width) / dw));
      let r = 0;
      let g = 0;
      let b = 0;
      let n = 0;
      for (let sy = sy0; sy < sy1; sy++) {
        for (let sx = sx0; sx < sx1; sx++) {
          const i = (sy * src.width + sx) * 4;
          const a = src.data[i + 3] / 255;
          // over white
          r += src.data[i] * a + 255 * (1 - a);
          g += src.data[i + 1] * a + 255 * (1 - a);
          b += src.data[i + 2] * a + 255 * (1 - a);
          n++;
        }
      }
      const o = ((oy + y) * W + ox + x) * 4;
      out.data[o] = Math.round(r / n);
      out.data[o + 1] = Math.round(g / n);
      out.data[o + 2] = Math.round(b / n);
    }
  }
  // One filter (Sub) at the default level: a few times faster than trying all five at level 9, nearly as small.
  return PNG.sync.write(out, { colorType: 2, inputHasAlpha: true, filterType: 1, deflateLevel: 6 });
}
