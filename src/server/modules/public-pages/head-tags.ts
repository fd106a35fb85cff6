// Head tags a public page carries in the HTML the server sends (before any script runs): title, description,
// canonical URL, Open Graph and JSON-LD, written in place of index.html's generic title and description
// (page-document.ts).

export interface PageHead {
  title: string;
  description: string;
  canonical: string;
  /** schema.org objects, each written as an application/ld+json block. */
  jsonLd?: Record<string, unknown>[];
  /** robots meta (e.g. noindex for a job that is no longer open). */
  robots?: string;
}

/** Text for an HTML text node or a double-quoted attribute. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * JSON for a <script> element: `<`, `>` and `&` as \u escapes so no text can close the script ("</script>") or open a
 * comment, and the line separators JavaScript does not accept in strings.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The tags of `head`, one per line. */
export function headTags(head: PageHead): string {
  const a = escapeHtml;
  const tags = [
    `<title>${a(head.title)}</title>`,
    `<meta name="description" content="${a(head.description)}" />`,
    `<link rel="canonical" href="${a(head.canonical)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="CareLink" />`,
    `<meta property="og:title" content="${a(head.title)}" />`,
    `<meta property="og:description" content="${a(head.description)}" />`,
    `<meta property="og:url" content="${a(head.canonical)}" />`,
    `<meta name="twitter:card" content="summary" />`,
    ...(head.robots ? [`<meta name="robots" content="${a(head.robots)}" />`] : []),
    ...(head.jsonLd ?? []).map((o) => `<script type="application/ld+json">${jsonForScript(o)}</script>`),
  ];
  return tags.join('\n    ');
}
