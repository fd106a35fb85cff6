// The trigger of code that loads on demand (a dialog, a menu, a popover): the code starts loading when a pointer comes
// over the trigger (a mouse's hover, or a finger's touch just before its press) or when the trigger takes focus (Tab),
// so the click finds it here or on its way. Which events those are is decided here, once; a trigger spreads the props:
// `<Button {...RenameModal.trigger} onClick={…}>` (components/lazy-dialog.tsx), or `{...preloadOn(loadMenu)}` for a
// menu or popover loaded with React.lazy. A failed fetch is not reported here: the click asks again and its Suspense
// or error boundary says so.

export interface PreloadProps {
  onPointerEnter: () => void;
  onFocus: () => void;
}

/** Props that start each load when the pointer comes over the element or it takes focus; harmless to fire again. */
export function preloadOn(...loads: Array<() => unknown>): PreloadProps {
  const preload = () => {
    for (const load of loads) void Promise.resolve(load()).catch(() => {});
  };
  return { onPointerEnter: preload, onFocus: preload };
}
