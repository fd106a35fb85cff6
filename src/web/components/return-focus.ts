// Focus goes back to what opened a dialog, also when the dialog was mounted already open (Mantine records the
// element to return to only when `opened` changes), when it was opened from a menu item (which unmounts with its
// menu), or when the dialog is a route of its own and closing it navigates back to the page of the link.
import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** The element to give focus back to: the focused one, or for a menu item the button of its menu. */
export function focusedTrigger(): HTMLElement | null {
  const el = document.activeElement;
  if (!(el instanceof HTMLElement) || el === document.body) return null;
  const menu = el.closest('[role="menu"]');
  if (!menu) return el;
  const labelledBy = menu.getAttribute('aria-labelledby');
  const byLabel = labelledBy ? document.getElementById(labelledBy) : null;
  return byLabel ?? (menu.id ? document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(menu.id)}"]`) : null);
}

/** How long after a close focus that falls to nowhere is put back on the trigger (the exit of a dialog and its traps). */
export const REFOCUS_GUARD_MS = 1_000;

/** Focus is on nothing a person can see: the body, nothing, or an element just removed. */
const focusLost = () => {
  const a = document.activeElement;
  return !a || a === document.body || !a.isConnected;
};

/**
 * Focuses `el` once the current close has been committed (after the dialog's own focus handling), and for a short
 * while after (REFOCUS_GUARD_MS) puts it back whenever focus falls to the body: a dialog's exit (its focus trap's
 * timers, a confirmation closing over it, the page re-rendering under a navigation) can drop focus after the first
 * return on a loaded machine (CI's keyboard sweep saw it once in ~200 runs). Focus a person moved anywhere is never
 * taken back.
 */
export function refocus(el: HTMLElement | null) {
  if (!el) return;
  const until = performance.now() + REFOCUS_GUARD_MS;
  let first = true;
  const tick = () => {
    if (!el.isConnected) return;
    if (first || focusLost()) el.focus({ preventScroll: false });
    first = false;
    if (performance.now() < until) window.setTimeout(tick, 50);
  };
  window.setTimeout(tick, 0);
}

/**
 * For a dialog shown while `open`: call the returned function when opening it (it remembers the trigger); when
 * `open` turns false, focus goes back to that trigger.
 */
export function useReturnFocus(open: boolean): () => void {
  const trigger = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (open || !trigger.current) return;
    refocus(trigger.current);
    trigger.current = null;
  }, [open]);
  return useCallback(() => {
    trigger.current = focusedTrigger();
  }, []);
}

let pendingLink: string | null = null;

/** Closing a dialog that is a route of its own (e.g. /profile?edit=…): focus the link to `href` on the next page. */
export function returnFocusToLink(href: string) {
  pendingLink = href;
}

/** Mounted once in the shell: after a navigation, focuses the link named by returnFocusToLink once it renders. */
export function usePendingLinkFocus() {
  const location = useLocation();
  useEffect(() => {
    const href = pendingLink;
    if (!href) return;
    pendingLink = null;
    const selector = `main a[href="${CSS.escape(href)}"]`;
    const deadline = Date.now() + 5_000;
    let timer = 0;
    const attempt = () => {
      const link = [...document.querySelectorAll<HTMLElement>(selector)].find((a) => a.offsetParent !== null);
      if (link && (document.activeElement === document.body || document.activeElement === null)) link.focus();
      else if (!link && Date.now() < deadline) timer = window.setTimeout(attempt, 50);
    };
    attempt();
    return () => window.clearTimeout(timer);
  }, [location.key]);
}

/**
 * Mounted once in the shell: after moving to another page, focus goes to the page's main heading (made focusable with
 * tabindex=-1) once it renders, as a screen reader user expects, unless focus already went somewhere on purpose (into
 * the page, a dialog, or a link named by returnFocusToLink).
 */
let lastPathname: string | null = null;

export function useFocusHeadingOnNavigate() {
  const { pathname } = useLocation();
  useEffect(() => {
    // Module-wide, like pendingLink: the shell may mount again with the new page, and a first load moves nothing.
    const from = lastPathname;
    lastPathname = pathname;
    if (from === null || from === pathname || pendingLink) return;
    // The new page may render after this effect (a lazy page, the old page kept during the transition): for a short
    // while focus is put back on the current main heading whenever it is lost, until something else takes it on purpose.
    const deadline = Date.now() + 3_000;
    let ours: HTMLElement | null = null;
    let timer = 0;
    // What had focus when the address changed (the link or button that navigated): leaving it there is not a choice.
    // Anything else focused since, in the header too (the bell, the account menu), was put there by the person and
    // is never taken from them.
    const initial = document.activeElement;
    const attempt = () => {
      const active = document.activeElement;
      const placed =
        active instanceof HTMLElement &&
        active !== document.body &&
        active !== ours &&
        (active !== initial || active.closest('main') !== null || active.closest('[role="dialog"]') !== null);
      if (placed) return;
      const heading = document.querySelector<HTMLElement>('main h1');
      if (heading && active !== heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
        ours = heading;
      }
      if (Date.now() < deadline) timer = window.setTimeout(attempt, 50);
    };
    attempt();
    return () => window.clearTimeout(timer);
  }, [pathname]);
}
