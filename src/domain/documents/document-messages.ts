// The words of a worker's documents as a recruiter sees them.
// (CONVENTIONS.md: user-facing words come from the domain's message catalogue; eslint-rules/no-literal-words.js.)
export const DOCUMENT_MESSAGES = {
  /** The Worker Documents modal: the exports, the progress and each document's row. */
  workerDocuments: {
    title: (workerName: string) => `Worker Documents — ${workerName}`,
    downloadDocuments: 'Download Documents (zip)',
    downloadEverything: 'Download Everything (zip)',
    profilePdf: 'Profile PDF',
    profileCsv: 'Profile CSV',
    progress: 'Download progress',
    progressCount: (done: number, total: number) => `${done} of ${total} files`,
    loading: 'Loading documents',
    uploaded: (date: string) => `Uploaded ${date}`,
    expires: (date: string) => `Expires ${date}`,
    preview: 'Preview',
    previewNamed: (name: string) => `Preview ${name}`,
    download: 'Download',
    downloadNamed: (name: string) => `Download ${name}`,
    /** A document's kind, by its content type. */
    types: {
      word: 'Word',
      text: 'Text',
      svg: 'SVG image',
      image: (format: string) => `${format} image`,
    },
  },
} as const;
