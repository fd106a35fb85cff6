// A page the server drew (the public board, a job page, a work record's verification page) shows before the app's
// script has run. Its links work from the start; its controls do not: a button whose handler is not attached yet, a
// file picker opened by script, a filter chosen before React owns the field — each is lost. Such controls are drawn
// disabled until the app has taken the page over (the hydration), then enabled; a page the app draws itself never
// shows them disabled (it is never hydrated).
import type { ReactNode } from 'react';
import { Suspense, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False on the server and while the page it drew is being hydrated; true once the app owns the page. */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * True on the server and while the page it drew is being hydrated: a render that must draw what the server drew (a
 * pass the browser would defer is drawn at once there).
 */
export const useDrawnByServer = () => !useHydrated();

const AS_A_BOX = { border: 0, padding: 0, margin: 0, minWidth: 0 } as const;
/** No box of its own: its children are laid out as its parent's (a page in the shell's flex column, messages.module.css). */
const NO_BOX = { display: 'contents' } as const;

/**
 * Its controls (every input, button, select and textarea inside) are disabled until the page is hydrated. `noBox`: the
 * fieldset adds no box to the layout (`display: contents`), for a wrapper whose children are laid out by its parent.
 */
export function UntilHydrated({ children, noBox = false }: { children: ReactNode; noBox?: boolean }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} style={noBox ? NO_BOX : AS_A_BOX}>
      {children}
    </fieldset>
  );
}

/**
 * A part of a page whose code loads on its own (a `React.lazy` component shown at once, not on a click): its fallback on
 * the server and in the hydration, the part itself once the app owns the page. Suspended on the server, the part would
 * leave its boundary unfinished there, and the hydration would end it with an error (React's #419) and draw it again.
 */
export function LazyPart({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const hydrated = useHydrated();
  return <Suspense fallback={fallback}>{hydrated ? children : fallback}</Suspense>;
}
