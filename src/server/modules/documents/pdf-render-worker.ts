// Worker thread that lays out profile PDFs (pdfkit is synchronous: a page layout blocks its thread for tens of
// milliseconds), so the server's event loop keeps serving other requests meanwhile (pdf-renderer.ts).
import { parentPort } from 'node:worker_threads';
import { renderProfilePdf, type ProfilePdfInput } from '../../data/profile-pdf';

parentPort!.on('message', async ({ id, input }: { id: number; input: ProfilePdfInput }) => {
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of renderProfilePdf(input)) chunks.push(chunk as Buffer);
    parentPort!.postMessage({ id, pdf: Buffer.concat(chunks) });
  } catch (err) {
    parentPort!.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
