// The "←" of a page opened from a list returns to that list as the person left it (its filters and sort in the URL):
// the list's links carry where they were clicked (`state.from`), and the back target keeps it when it is that list.
// A link followed before the app runs (a page the server drew, still hydrating) or opened in a new tab loads the page as
// a new document, without router state: its first entry then takes the list from the page it was opened from (the
// request's `Referer` on the server, `document.referrer` in the browser: the same address, so both draw the same link).
import { createContext, useContext } from 'react';
import { useLocation } from 'react-router';
import { backTarget, sameSitePath } from '@/domain/shared';

/** Router state a list's links pass to the page they open. */
export interface FromListState {
  from: string;
}

/** The state for a link clicked on the list at `location`. */
export const fromList = (location: { pathname: string; search: string }): FromListState => ({
  from: location.pathname + location.search,
});

/** Where "←" leads from `pathname`: the list it was opened from (with its query) when that is its parent, else the parent. */
export function listBackTarget(pathname: string, state: unknown): string | null {
  const parent = backTarget(pathname);
  const from = (state as Partial<FromListState> | null)?.from;
  if (parent && typeof from === 'string' && (from === parent || from.startsWith(`${parent}?`))) return from;
  return parent;
}

/**
 * The same-site page this document was opened from: the browser's own `document.referrer`; the server's renderer
 * provides the request's `Referer` instead (entry-server.tsx), so hydration draws the link the server drew.
 */
const OpenedFrom = createContext<string | null>(
  typeof document === 'undefined' ? null : sameSitePath(document.referrer, window.location.host),
);
export const OpenedFromProvider = OpenedFrom.Provider;

/** The "←" target of the current page (listBackTarget), with the page it was opened from for the document's first entry. */
export function useListBackTarget(): string | null {
  const location = useLocation();
  const openedFrom = useContext(OpenedFrom);
  // React Router names the entry the document was loaded at "default" (no router state of its own).
  const state = location.state ?? (location.key === 'default' && openedFrom ? { from: openedFrom } : null);
  return listBackTarget(location.pathname, state);
}
