// Minimal types for pdf-parse's library entry (used by tests to read generated PDFs).
declare module 'pdf-parse/lib/pdf-parse.js' {
  export default function pdfParse(
    data: Uint8Array,
  ): Promise<{ text: string; numpages: number; info: Record<string, unknown> }>;
}
