// The concurrency cap of profile exports (PDF and export data), per instance.
import { MESSAGES } from '@/domain/shared';
import { AppError } from '../../errors';
import { createWorkLimit } from '../../security/work-limit';

/**
 * Profile exports (data loads, PDF layout on the worker thread) are bounded per instance: one at a time (the data load
 * runs on the event loop and, on PGlite, in the one database; the layout takes the worker thread: on two cores a
 * second concurrent export tripled another user's download time in `flood.test.ts`), four waiting, at most two of one
 * user in flight; beyond that 429 with Retry-After, so one user's burst cannot stall everyone else.
 */
export const exportWorkLimit = createWorkLimit({
  concurrency: 1,
  queue: 4,
  perKey: 2,
  full: () => new AppError('RATE_LIMITED', MESSAGES.errors.rateLimited, undefined, 2),
});
