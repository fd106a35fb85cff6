// The organization's contract clauses' rules apart from their schemas (contract-clauses.ts), so the settings screen
// that edits and previews them draws without zod (decision 0032): their limits, a paragraph as kept, and the
// contract's section they make (the contract and the settings screen's preview show the same).
import type { ContractRow } from './contract-content';
import { CONTRACT_MESSAGES } from './contract-messages';

/** At most 20 paragraphs of at most 2000 characters each (as organizations.placement.contract always allowed). */
export const MAX_CONTRACT_CLAUSES = 20;
export const MAX_CLAUSE_LENGTH = 2000;

/** A paragraph as kept: plain text on one line (line breaks and runs of spaces become one space), trimmed. */
export const clauseParagraph = (value: string): string => value.replace(/\s+/g, ' ').trim();

/** The paragraphs a contract would state from clauses being edited: each as kept, empty ones left out. */
export function clausesAsKept(clauses: readonly string[]): string[] {
  return clauses.map(clauseParagraph).filter((c) => c !== '');
}

/** One section of the contract as plain text: a title and labelled rows or lines. */
export interface ContractSection {
  title: string;
  rows?: ContractRow[];
  lines?: string[];
}

/**
 * The contract's section of the organization's clauses ("Further terms", a line per paragraph), or none when there
 * are no clauses: the contract and the settings screen's preview show the same.
 */
export function contractClauseSection(clauses: readonly string[]): ContractSection[] {
  return clauses.length ? [{ title: CONTRACT_MESSAGES.pdf.clauses, lines: [...clauses] }] : [];
}
