// Whether a failed read replaces what a page shows. A page's query is read again behind the person's back (a live
// change, a return to the page, a move's answer); when such a re-read fails for a passing reason (the server busy or
// restarting, the connection down, a rate limit), the page keeps what it had loaded — its open dialog, what was typed,
// and the component waiting for a move's answer stay — instead of being replaced by an error. Only a first load that
// failed, or an answer that the thing is gone or no longer hers (404, 403), replaces it.
import { errorStatus } from './api';

/** The parts of a TanStack Query result this reads. */
interface ReadState {
  isError: boolean;
  isLoadingError: boolean;
  error: unknown;
}

/** Statuses of a re-read that mean the page's subject is no longer there for this person. */
const GONE = new Set([403, 404]);

/** Whether a read has answered, with its data or with a failure (a part drawn once all its reads have answered). */
export const answered = (q: { data: unknown; isError: boolean }) => q.data !== undefined || q.isError;

/** True when the query's failure is what the page should show in place of its data. */
export function failedToShow(q: ReadState): boolean {
  if (!q.isError) return false;
  if (q.isLoadingError) return true;
  const status = errorStatus(q.error);
  return status !== undefined && GONE.has(status);
}
