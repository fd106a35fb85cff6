// User-facing words of the organization's contract clauses, set in Dashboard → Settings (issue 45). Part of the one
// catalogue: MESSAGES.contractClauses in src/domain/shared/messages.ts.

/** Messages of the contract clauses settings: the form, its preview and its refusals. */
export const CONTRACT_CLAUSE_MESSAGES = {
  title: 'Contract clauses',
  hint: 'Your own terms, added to every assignment contract drafted from now on under “Further terms”, one paragraph each. A contract already drafted or signed keeps the clauses it was drafted with.',
  paragraphLabel: (n: number) => `Paragraph ${n}`,
  /** Under each paragraph: how much of the limit it uses. */
  charCount: (used: number, max: number) => `${used} / ${max} characters`,
  add: 'Add a paragraph',
  remove: (n: number) => `Remove paragraph ${n}`,
  moveUp: (n: number) => `Move paragraph ${n} up`,
  moveDown: (n: number) => `Move paragraph ${n} down`,
  save: 'Save clauses',
  saved: (version: number) => `Contract clauses saved as version ${version}.`,
  none: 'No clauses yet: contracts state only the agreed terms and your policies.',
  /** The version line: which version is in force, and its last change. */
  version: (version: number) => `Version ${version}`,
  neverSaved: 'Not saved yet',
  lastChange: (when: string, who: string | null) => (who ? `Last changed ${when} by ${who}` : `Last changed ${when}`),
  previewTitle: 'Preview',
  previewHint: 'How the clauses appear in the contract, as you edit them.',
  previewEmpty: 'With no clauses, the contract has no “Further terms” section.',
  errors: {
    empty: 'Write the paragraph, or remove it.',
    tooLong: (max: number) => `A paragraph can be at most ${max} characters.`,
    tooMany: (max: number) => `At most ${max} paragraphs.`,
    list: 'Send the clauses as a list of paragraphs.',
    version: 'Send the version of the clauses you edited.',
    stale:
      'The contract clauses were changed by someone else since you loaded them. They have been reloaded: check them and save again.',
  },
} as const;
