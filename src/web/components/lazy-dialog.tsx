// A dialog (or drawer) whose code loads when it first opens, or earlier on its trigger's hover or focus (the `trigger`
// props the trigger spreads, lib/preload-on.ts), so a page's first view does not carry Mantine's Modal (its scroll
// area with @floating-ui, its focus trap) nor the dialog's form and the schemas it checks with. Until it first opens it
// renders nothing, as a closed dialog does. Once its code is here it mounts closed and opens on the next commit:
// Mantine records the element to give focus back to only when `opened` changes, so focus returns to the trigger as with
// a dialog mounted from the start.
import { useEffect, useState, type ComponentType } from 'react';
import { loadOnce } from '../lib/load-once';
import { preloadOn, type PreloadProps } from '../lib/preload-on';

export type LazyDialog<P> = ComponentType<P> & {
  /** Starts loading the dialog's code (e.g. on the trigger's hover or focus); harmless to call again. */
  preload: () => void;
  /** The trigger's props that preload (lib/preload-on.ts): `<Button {...Dialog.trigger} onClick={…}>`. */
  trigger: PreloadProps;
};

interface Options<P> {
  /** Whether these props show the dialog; default: an `opened` prop. */
  isOpen?: (props: P) => boolean;
  /** The same props with the dialog closed; default: `opened: false`. */
  closed?: (props: P) => P;
}

export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  {
    isOpen = (p) => (p as { opened?: boolean }).opened === true,
    closed = (p) => ({ ...p, opened: false }),
  }: Options<P> = {},
): LazyDialog<P> {
  const code = loadOnce(load);
  const preload = code.load;

  /** Mounted once the code is here: closed for one commit, then as the props say. */
  function OpenAfterMount({ component: Component, props }: { component: ComponentType<P>; props: P }) {
    const [mounted, setMounted] = useState(false);
    useEffect(() => setMounted(true), []);
    return <Component {...(mounted ? props : closed(props))} />;
  }

  function Dialog(props: P) {
    const [wanted, setWanted] = useState(false);
    const [component, setComponent] = useState<ComponentType<P> | null>(() => code.loaded());
    const [failure, setFailure] = useState<unknown>(null);
    if (!wanted && isOpen(props)) setWanted(true);
    useEffect(() => {
      if (!wanted || component) return;
      let live = true;
      preload().then(
        (c) => live && setComponent(() => c),
        (error: unknown) => live && setFailure(() => error),
      );
      return () => {
        live = false;
      };
    }, [wanted, component]);
    // The code could not be fetched (offline, or a new version replaced it): the route's error boundary says so.
    if (failure) throw failure;
    return wanted && component ? <OpenAfterMount component={component} props={props} /> : null;
  }

  const warm = () => void preload().catch(() => {});
  return Object.assign(Dialog, { preload: warm, trigger: preloadOn(warm) });
}
