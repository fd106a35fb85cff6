// Moves the app makes on its own (not on a click): a page correcting its address (an application that moved to another
// status, the signed-out visitor sent to log in), a move's answer taking the person to where the application went, the
// work journey following a placement that left its tile. Each is made only while the person is still on the page that
// asked for it.
//
// Why: a navigation is a transition, and while the next page's code or data loads the page being left stays mounted
// and keeps rendering (a live change refetches it). A `<Navigate replace>` or a `navigate()` it then makes replaces the
// person's own navigation, and their click is lost: the page stays where it was (extension.spec and negotiation.spec
// each failed so once in a whole browser run; tests/e2e/navigate-here.spec.ts holds the page's answer and the next
// page's code to show it every time). The router's history names the next page from the moment of the click (it is
// pushed before anything renders), so "still here" is the history's address against the address this component was
// last drawn at.
import { useCallback, useContext, useEffect, useLayoutEffect, useRef } from 'react';
import {
  UNSAFE_NavigationContext,
  useLocation,
  useNavigate,
  type Location,
  type NavigateOptions,
  type Navigator,
  type To,
} from 'react-router';

/**
 * The address the router's history is at now (path and query): the browser's history under BrowserRouter, the memory
 * history under MemoryRouter (tests). Both expose `location`, updated when a navigation is pushed; React Router's
 * Navigator type leaves it out, hence the read through its context.
 */
function historyAddress(navigator: Navigator): string {
  const location = (navigator as Navigator & { location?: Location }).location ?? window.location;
  return location.pathname + location.search;
}

/**
 * The router's history address now, read when called (`/path?query`): where the person is, or is going (a navigation
 * is pushed at the click, before the next page draws). Outside a router (a component drawn alone in a test), the
 * window's. For a move made later than its press (a submit that waited for its form's schema, lib/domain-form.ts):
 * made only while the address is still the one it was pressed at.
 */
export function useHistoryAddress(): () => string {
  // Null outside a router: React Router's context has no default.
  const navigation = useContext(UNSAFE_NavigationContext) as { navigator: Navigator } | null;
  const navigator = navigation?.navigator;
  return useCallback(
    () => (navigator ? historyAddress(navigator) : window.location.pathname + window.location.search),
    [navigator],
  );
}

/**
 * `navigate`, for a move the app makes on its own: it does nothing once the person has navigated away from the page
 * this component was last drawn on (committed), even if that navigation has not finished drawing yet.
 */
export function useNavigateFromHere(): (to: To, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const location = useLocation();
  const drawnAt = useRef(location.pathname + location.search);
  useLayoutEffect(() => {
    drawnAt.current = location.pathname + location.search;
  }, [location.pathname, location.search]);
  return useCallback(
    (to: To, options?: NavigateOptions) => {
      if (historyAddress(navigator) === drawnAt.current) void navigate(to, options);
    },
    [navigate, navigator],
  );
}

/**
 * `<Navigate to replace />` for a page that corrects its own address (or sends a visitor elsewhere), made only while the
 * person is still on it (see useNavigateFromHere).
 */
export function Redirect({ to }: { to: string }) {
  const navigate = useNavigateFromHere();
  useEffect(() => {
    navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}
