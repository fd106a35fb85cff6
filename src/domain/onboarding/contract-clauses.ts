// The organization's contract clauses (issue 45): plain paragraphs, set in Dashboard → Settings, kept as numbered
// versions; a contract records the version it was drafted with (contract-content.ts) and never changes with a later one.
// The one input schema (route and form) and the answer's schema; their rules and the preview's section are
// contract-clause-rules.ts.
import { z } from 'zod';
import { safeString } from '../shared/common-schemas';
// Side effect: the domain's zod error map, so no default validator text reaches a person.
import '../shared/validation';
import { CONTRACT_CLAUSE_MESSAGES as M } from './contract-clause-messages';
import { clauseParagraph, MAX_CLAUSE_LENGTH, MAX_CONTRACT_CLAUSES } from './contract-clause-rules';

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
