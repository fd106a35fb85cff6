// The phone breakpoint as a hook, in a file of its own: a page that only asks "is this a phone?" does not bring
// responsive-table.tsx and its cards and table.
import { useCallback, useSyncExternalStore } from 'react';
import { em, px, useMantineTheme } from '@mantine/core';

/**
 * Whether the screen is below `sm`, or null while the page the server drew is being hydrated (the server cannot know
 * the screen: what it drew must serve both, each part shown by CSS, until the hydration is done). In a page the app
 * draws itself, known from the first render.
 */
export function useBelowSmOnceHydrated(): boolean | null {
  const theme = useMantineTheme();
  const query = `(max-width: ${em(Number(px(theme.breakpoints.sm)) - 0.1)})`;
  const subscribe = useCallback(
    (changed: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => null,
  );
}
