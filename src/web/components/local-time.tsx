// A moment (a message written, a notification sent) in the reader's time zone and against the reader's today ("3:05 PM",
// "Jan 5 3:05 PM": formatLocalTime). The server knows neither, so a page it draws (and the hydration over it) carries
// the moment as `<time datetime>` with no words, and they are written once the app owns the page. Drawn by the app,
// they are there at once. The words end their line: writing them moves nothing else.
import type { ComponentPropsWithoutRef } from 'react';
import { formatDateTime, MESSAGES } from '@/domain/shared';
import { useHydrated } from './until-hydrated';
import { formatLocalDateTime, formatLocalTime } from '../lib/format-time';

/**
 * Writes a moment in full in the reader's time zone ('Dec 2, 2026 1:08 AM'), for a sentence or a cell that names it (a
 * signature, a submission, a change). The server knows no reader's zone: on a page it drew, the moment reads in UTC,
 * saying so, until the app owns the page. (formatDateTime alone wrote UTC without saying so: a nurse in Honolulu read
 * her contract signed ten hours later than she signed it.)
 */
export function useFullLocalTime(): (iso: string) => string {
  const hydrated = useHydrated();
  return (iso) => (hydrated ? formatLocalDateTime(iso) : MESSAGES.atUtc(formatDateTime(iso)));
}

export function LocalTime({ at, ...props }: { at: string } & Omit<ComponentPropsWithoutRef<'time'>, 'dateTime'>) {
  const hydrated = useHydrated();
  return (
    <time dateTime={at} {...props}>
      {hydrated ? formatLocalTime(at) : null}
    </time>
  );
}
