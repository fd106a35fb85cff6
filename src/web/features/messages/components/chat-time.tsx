// When a message was written, in the reader's time zone and against the reader's today ("3:05 PM", "Jan 5 3:05 PM"):
// the server knows neither, so a page it draws (and the hydration over it) carries the moment as `<time datetime>`
// with no words, and they are written once the app owns the page. Drawn by the app, they are there at once.
import type { ComponentPropsWithoutRef } from 'react';
import { useHydrated } from '../../../components/until-hydrated';
import { formatChatTime } from './format-time';

export function ChatTime({ at, ...props }: { at: string } & Omit<ComponentPropsWithoutRef<'time'>, 'dateTime'>) {
  const hydrated = useHydrated();
  return (
    <time dateTime={at} {...props}>
      {hydrated ? formatChatTime(at) : null}
    </time>
  );
}
