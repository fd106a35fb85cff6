// Code a page may need soon (an Edit dialog's form) fetched once the page has drawn and the browser is idle, so the
// first view downloads only what it shows and the first Edit still opens at once.
import { useEffect } from 'react';

/** Runs `task` when the browser is next idle, at the latest after `timeout` ms (Safari has no requestIdleCallback). */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, Math.min(timeout, 1000));
  return () => window.clearTimeout(id);
}

/** Once `ready` (the page's content is drawn), fetches `load`'s code when the browser is idle. */
export function useWarmUp(load: () => Promise<unknown>, ready: boolean) {
  useEffect(() => {
    if (!ready) return;
    return whenIdle(() => void load().catch(() => {}));
  }, [load, ready]);
}
