// The concurrency cap of profile exports (PDF and export data), per instance.
import { MESSAGES } from '@/domain/shared';
import { AppError } from '../../errors';
import { createWorkLimit } from '../../security/work-limit';

/**
 * Profile exports (data loads, PDF layout on the worker thread) are bounded per instance: two at a time, four waiting, at
 * most two of one user in flight; beyond that 429 with Retry-After, so one user's burst cannot stall everyone else.
 */
export const exportWorkLimit = createWorkLimit({
  concurrency: 2,
  queue: 4,
  perKey: 2,
  full: () => new AppError('RATE_LIMITED', MESSAGES.errors.rateLimited, undefined, 2),
});
