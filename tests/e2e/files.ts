// Files the browser specs upload. The server checks an upload's structure whole before storing it (issue 41,
// src/server/decode/container-checks.ts), so a PDF here is a real one: objects, a cross-reference table and a
// startxref that points at it.

/** A one-page PDF with a cross-reference table, as a PDF writer makes it. */
export function minimalPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/**
 * Waits for the server's answer to the upload an action starts, and fails with its status if it was refused.
 * An upload is checked whole in the decode pool (a worker thread started on first use): on a loaded machine that
 * answer can take longer than an assertion's 10 s, so the spec waits for the answer itself (bounded by the test's
 * time), then asserts what the page shows.
 */
export async function uploadAnswered(
  page: import('@playwright/test').Page,
  action: () => Promise<unknown>,
): Promise<number> {
  const answer = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/documents/upload',
    { timeout: 0 },
  );
  await action();
  return (await answer).status();
}
