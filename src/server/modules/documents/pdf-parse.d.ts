// Minimal types for pdf-parse's library entry (used by tests to read generated PDFs).
declare module 'pdf-parse/lib/pdf-parse.js' {
  export default function pdfParse(
    data: Buffer,
  ): Promise<{ text: string; numpages: number; info: Record<string, unknown> }>;
}
