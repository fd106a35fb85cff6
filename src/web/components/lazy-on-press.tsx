// A menu or popover whose code loads on demand (Mantine's Menu and Popover bring @floating-ui, which a first view does
// not need): until the first press, its trigger is drawn alone by `placeholder` (the same button, with the roles the
// real target has), and its code starts loading on the trigger's hover or focus (lib/preload-on.ts); the press mounts
// the loaded component, which opens itself, and while its code is still on its way the placeholder stays. A dialog is
// a lazyDialog (components/lazy-dialog.tsx) instead: it is opened and closed by its page's state.
import { lazy, Suspense, useState, type ComponentType, type ReactElement } from 'react';
import { preloadOn, type PreloadProps } from '../lib/preload-on';

/** What the placeholder's trigger spreads: the preload and the press that mounts the real one. */
export type PressProps = PreloadProps & { onClick: () => void };

export type LazyOnPress<P> = ComponentType<P & { placeholder: (press: PressProps) => ReactElement }>;

export function lazyOnPress<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyOnPress<P> {
  const Lazy = lazy(load) as unknown as ComponentType<P>;
  const trigger = preloadOn(load);
  return function OnPress({ placeholder, ...props }) {
    const [wanted, setWanted] = useState(false);
    const button = placeholder({ ...trigger, onClick: () => setWanted(true) });
    if (!wanted) return button;
    return (
      <Suspense fallback={button}>
        <Lazy {...(props as P)} />
      </Suspense>
    );
  };
}
