// Client-side exports (profile.csv itself is built by the domain's profileCsv): streamed zips (client-zip pulls one
// file at a time), saving a blob.
import { downloadZip } from 'client-zip';
import { DOCUMENT_CATEGORY_LABELS, downloadFileName, safeFileName, uniqueName } from '@/domain/documents';
import type { DocumentInfo } from '@/domain/documents';

/** Saves a blob under a file name (an object URL clicked as a download). */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export interface ZipExtra {
  name: string;
  /** Made lazily, after the documents; null skips it. */
  make: () => Promise<Blob | string | null>;
}

export interface ZipProgress {
  done: number;
  total: number;
}

export interface ZipResult {
  blob: Blob;
  downloaded: number;
  failed: string[];
}

/**
 * Zips documents into a folder per type (plus extra root files). Each document is fetched only when the zip
 * stream asks for it, so at most one file is in flight; a failing file is reported and skipped.
 */
export async function zipDocuments(
  docs: DocumentInfo[],
  fetchDoc: (doc: DocumentInfo) => Promise<Response>,
  opts: { extras?: ZipExtra[]; onProgress?: (p: ZipProgress) => void; onFailure?: (doc: DocumentInfo) => void } = {},
): Promise<ZipResult> {
  const taken = new Map<string, Set<string>>();
  const failed: string[] = [];
  let downloaded = 0;
  const extras = opts.extras ?? [];
  const total = docs.length + extras.length;
  let done = 0;
  const tick = () => opts.onProgress?.({ done: ++done, total });
  opts.onProgress?.({ done: 0, total });

  async function* entries() {
    for (const doc of docs) {
      const folder = safeFileName(DOCUMENT_CATEGORY_LABELS[doc.category] ?? doc.category);
      if (!taken.has(folder)) taken.set(folder, new Set());
      let input: Response;
      try {
        input = await fetchDoc(doc);
      } catch {
        failed.push(doc.name);
        opts.onFailure?.(doc);
        tick();
        continue;
      }
      const name = uniqueName(downloadFileName(doc.name, doc.contentType), taken.get(folder)!);
      yield { name: `${folder}/${name}`, input, lastModified: new Date(doc.uploadedAt) };
      downloaded++;
      tick();
    }
    for (const extra of extras) {
      const made = await extra.make();
      // Wrapped as a Response: one streaming input type for every entry.
      if (made !== null) yield { name: extra.name, input: new Response(made), lastModified: new Date() };
      tick();
    }
  }

  const blob = await downloadZip(entries()).blob();
  return { blob, downloaded, failed };
}
