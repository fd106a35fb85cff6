// The organization's contract clauses (issue 45): plain paragraphs, set in Dashboard → Settings, kept as numbered
// versions; a contract records the version it was drafted with (contract-content.ts) and never changes with a later one.
// The one input schema (route and form), the answer's schema, and the preview the screen shows.
import { z } from 'zod';
import { safeString } from '../shared/common-schemas';
// Side effect: the domain's zod error map, so no default validator text reaches a person.
import '../shared/validation';
import { CONTRACT_CLAUSE_MESSAGES as M } from './contract-clause-messages';

/** At most 20 paragraphs of at most 2000 characters each (as organizations.placement.contract always allowed). */
export const MAX_CONTRACT_CLAUSES = 20;
export const MAX_CLAUSE_LENGTH = 2000;

/** A paragraph as kept: plain text on one line (line breaks and runs of spaces become one space), trimmed. */
export const clauseParagraph = (value: string): string => value.replace(/\s+/g, ' ').trim();

const clause = safeString()
  .overwrite(clauseParagraph)
  .min(1, M.errors.empty)
  .max(MAX_CLAUSE_LENGTH, M.errors.tooLong(MAX_CLAUSE_LENGTH));

/** PUT /api/org/contract-clauses: the new clauses and the version they were edited from (a stale one is refused). */
export const contractClausesInput = z.object({
  clauses: z.array(clause, { error: M.errors.list }).max(MAX_CONTRACT_CLAUSES, M.errors.tooMany(MAX_CONTRACT_CLAUSES)),
  version: z.number({ error: M.errors.version }).int(M.errors.version).min(0, M.errors.version),
});
export type ContractClausesInput = z.infer<typeof contractClausesInput>;

/** GET and PUT /api/org/contract-clauses answer: the version in force (0: never saved), its paragraphs, its change. */
export const contractClausesView = z.object({
  version: z.number().int(),
  clauses: z.array(z.string()),
  updated_at: z.string().nullable(),
  /** The name of who saved it. */
  updated_by: z.string().nullable(),
});
export type ContractClausesView = z.infer<typeof contractClausesView>;

/** The paragraphs a contract would state from clauses being edited: each as kept, empty ones left out. */
export function clausesAsKept(clauses: readonly string[]): string[] {
  return clauses.map(clauseParagraph).filter((c) => c !== '');
}
