// Builds a worker's documents zip the way the browser does: client-zip over the signed document links,
// streamed to a byte counter (used by `npm run bench` and `npm run bench:documents`).
import { downloadZip } from 'client-zip';

/** Zips `docs` through signed links as `cookie`; returns the zip's size in bytes. */
export async function zipThroughSignedLinks(
  base: string,
  cookie: string,
  workerId: string,
  docs: { id: string; name: string; category: string }[],
  folder: (d: { category: string }) => string,
): Promise<number> {
  async function* files() {
    for (const d of docs) {
      const link = await fetch(`${base}/api/document`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ documentId: d.id, category: d.category, workerId }),
      });
      const { data } = (await link.json()) as { data: { url: string } };
      const file = await fetch(`${base}${data.url}`);
      if (!file.ok) throw new Error(`download ${d.name}: ${file.status}`);
      yield { name: `${folder(d)}/${d.name}`, input: file };
    }
  }
  let bytes = 0;
  const reader = downloadZip(files()).body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return bytes;
    bytes += value.length;
  }
}
