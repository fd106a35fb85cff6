// Tests that send an email again right after the first (a resend, a second reset link) step past the outbox's cooldown
// between two emails of a kind to one address (issue 41, domain MAIL_LIMITS) instead of waiting for it.
import { vi } from 'vitest';
import { MAIL_LIMITS } from '@/domain/notifications';

/** Runs `fn` with the clock (Date only) moved just past the mail cooldown, then gives the real clock back. */
export async function pastMailCooldown<T>(fn: () => Promise<T>): Promise<T> {
  const later = Date.now() + MAIL_LIMITS.cooldownMinutes * 60_000 + 1_000;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(later);
  try {
    return await fn();
  } finally {
    vi.useRealTimers();
  }
}
