// A moment (a message written, a notification sent) in the reader's time zone and against the reader's today ("3:05 PM",
// "Jan 5 3:05 PM": formatLocalTime). The server knows neither, so a page it draws (and the hydration over it) carries
// the moment as `<time datetime>` with no words, and they are written once the app owns the page. Drawn by the app,
// they are there at once. The words end their line: writing them moves nothing else.
import type { ComponentPropsWithoutRef } from 'react';
import { useHydrated } from './until-hydrated';
import { formatLocalTime } from '../lib/format-time';

export function LocalTime({ at, ...props }: { at: string } & Omit<ComponentPropsWithoutRef<'time'>, 'dateTime'>) {
  const hydrated = useHydrated();
  return (
    <time dateTime={at} {...props}>
      {hydrated ? formatLocalTime(at) : null}
    </time>
  );
}
