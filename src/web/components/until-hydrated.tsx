// A page the server drew (the public board, a job page, a work record's verification page) shows before the app's
// script has run. Its links work from the start; its controls do not: a button whose handler is not attached yet, a
// file picker opened by script, a filter chosen before React owns the field — each is lost. Such controls are drawn
// disabled until the app has taken the page over (the hydration), then enabled; a page the app draws itself never
// shows them disabled (it is never hydrated).
import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False on the server and while the page it drew is being hydrated; true once the app owns the page. */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/** Its controls (every input, button, select and textarea inside) are disabled until the page is hydrated. */
export function UntilHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      {children}
    </fieldset>
  );
}
