// The frame of the app's layouts: a fixed header, the phone's navigation drawer and the page's main (shell-frame.module.css).
//
// Why not Mantine's AppShell, which drew this frame before: after the hydration of a page the server drew, AppShell
// re-renders (Mantine's useId replaces React's id with a random one in a layout effect, at once) and hands its context a
// new value. The page, in a Suspense boundary of its own below, is still waiting for its own hydration pass (React
// hydrates a boundary after the shell, in slices); a context change above a boundary not yet hydrated makes React
// hydrate it at once at the change's priority, in one task — on a phone at Lighthouse's 4× slower CPU some 300 ms of
// blocking time on every signed-in page. This frame is plain elements with no state: nothing above the page changes
// when the app takes over (shell-frame.test.tsx).
import type { ReactNode } from 'react';
import classes from './shell-frame.module.css';

export interface ShellFrameProps {
  /** The header's content (60 px tall, fixed at the top). */
  header: ReactNode;
  /** The phone's navigation drawer (ShellNavbar), if the layout has one. */
  navbar?: ReactNode;
  children: ReactNode;
}

export function ShellFrame({ header, navbar, children }: ShellFrameProps) {
  return (
    <div className={classes.root}>
      <header className={classes.header}>{header}</header>
      {navbar}
      <main className={classes.main}>{children}</main>
    </div>
  );
}

export interface ShellNavbarProps {
  label: string;
  /** Open (phones): on screen under the header; closed, off-screen and inert, so Tab never lands on its links. */
  opened: boolean;
  children: ReactNode;
}

/** The navigation drawer of a phone; a wide screen has none (its header holds the links). */
export function ShellNavbar({ label, opened, children }: ShellNavbarProps) {
  return (
    <nav className={classes.navbar} aria-label={label} data-opened={opened || undefined} inert={!opened}>
      {children}
    </nav>
  );
}
