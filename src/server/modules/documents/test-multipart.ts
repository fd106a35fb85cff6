// Test helper: a multipart/form-data body with fields and one file, as a browser sends it.
import { multipartBody } from '../../test/server-process';

/** Builds the payload and content-type header for app.inject. */
export function multipart(fields: Record<string, string>, file?: { name: string; content: Buffer; type?: string }) {
  if (file) {
    const built = multipartBody(fields, { ...file, type: file.type ?? 'application/octet-stream' });
    return { payload: built.body, headers: { 'content-type': built.contentType } };
  }
  const boundary = `----carelink${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
