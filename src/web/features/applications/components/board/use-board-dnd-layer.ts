// The board's drag-and-drop layer (board-dnd-layer.tsx) is fetched apart from the page's code, so @dnd-kit is not
// part of the page's first view: the page starts the fetch when its code runs, alongside the board's data, and draws
// the columns without it meanwhile. When it arrives the columns are drawn again inside its context, with the same
// markup: the sideways scroll of the columns and the focused element (a card's link or grip, a "Show more") are kept.
import { startTransition, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useDrawnByServer } from '../../../../components/until-hydrated';

type Layer = typeof import('./board-dnd-layer');

let loaded: Layer | null = null;
let loading: Promise<Layer> | null = null;

/** Starts fetching the layer (again, after a failed fetch); harmless to call more than once. */
export const loadBoardDndLayer = () =>
  (loading ??= import('./board-dnd-layer').then(
    (m) => (loaded = m),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  ));

/** Where focus and the sideways scroll are in `region`, and how to put them back in the region drawn again. */
function snapshot(region: RefObject<HTMLElement | null>): (() => void) | null {
  const root = region.current;
  if (!root) return null;
  const scrollLeft = root.scrollLeft;
  const focused = document.activeElement;
  // The focused element as child indexes from the region down: the markup drawn again is the same.
  let path: number[] | null = null;
  if (focused instanceof HTMLElement && root.contains(focused)) {
    path = [];
    for (let el: HTMLElement = focused; el !== root && el.parentElement; el = el.parentElement)
      path.unshift(Array.prototype.indexOf.call(el.parentElement.children, el));
  }
  return () => {
    const next = region.current;
    if (!next || next === root) return;
    next.scrollLeft = scrollLeft;
    if (!path) return;
    let target: Element | undefined = next;
    for (const i of path) target = target?.children[i];
    if (target instanceof HTMLElement && document.activeElement !== target) target.focus({ preventScroll: true });
  };
}

/**
 * The drag-and-drop layer, or null until it has loaded (a failed fetch leaves the board without drag and drop). Never
 * on the server nor in the hydration of a board it drew, even when the layer is already loaded there: they draw the
 * board without it, as its grips are disabled until the page's script has attached their handlers, and React does not
 * patch an attribute the hydration finds different (a layer drawn in the hydration left the grips disabled for good).
 */
export function useBoardDndLayer(region: RefObject<HTMLElement | null>): Layer | null {
  const drawnByServer = useDrawnByServer();
  const [layer, setLayer] = useState<Layer | null>(() => (drawnByServer ? null : loaded));
  const restore = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (layer) return;
    let live = true;
    loadBoardDndLayer().then(
      (m) => {
        if (!live) return;
        // In a transition: drawing every column again inside the layer's context is done in slices, not one long task.
        startTransition(() => {
          restore.current = snapshot(region);
          setLayer(m);
        });
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  useLayoutEffect(() => {
    restore.current?.();
    restore.current = null;
  }, [layer]);
  return layer;
}
