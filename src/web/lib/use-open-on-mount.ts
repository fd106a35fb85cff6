// For a menu or popover whose code loads on first use: the lazily mounted component replaces a placeholder button
// the person clicked (or pressed Enter on). Its own button takes the focus, then it opens, so its keyboard handling
// and its return of focus on Escape work as if it had always been there.
import { useEffect, useRef, useState } from 'react';

/** `[opened, setOpened, target]`: put `target` on the component's own button. */
export function useOpenOnMount() {
  const [opened, setOpened] = useState(false);
  const target = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    target.current?.focus();
    setOpened(true);
  }, []);
  return [opened, setOpened, target] as const;
}
