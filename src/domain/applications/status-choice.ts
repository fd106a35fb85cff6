// The Change Status dialog's choice as a schema (apart from change-status.ts, whose rules the board and the lists show:
// a page that only shows them builds no schema and loads no zod).
import { z } from 'zod';
import { APPLICATION_STATUSES, type ApplicationStatus } from './pipeline';
import { MESSAGES } from '../shared/messages';
import '../shared/validation';

/** The Change Status dialog's form (the one form hook): a status must be chosen, then the move is sent. */
export const statusChoiceInput = z.object({ status: z.enum(APPLICATION_STATUSES, { error: MESSAGES.selectStatus }) });

/** Validates the dialog's selection: a status must be chosen. */
export function validateStatusSelection(
  selected: ApplicationStatus | null | undefined,
): { ok: true; status: ApplicationStatus } | { ok: false; message: string } {
  const r = statusChoiceInput.safeParse({ status: selected });
  return r.success ? { ok: true, status: r.data.status } : { ok: false, message: MESSAGES.selectStatus };
}
