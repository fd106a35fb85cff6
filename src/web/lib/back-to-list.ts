// The "←" of a page opened from a list returns to that list as the person left it (its filters and sort in the URL):
// the list's links carry where they were clicked (`state.from`), and the back target keeps it when it is that list.
import { backTarget } from '@/domain/shared';

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
