import { Loader, type LoaderProps } from '@mantine/core';

/**
 * The one "something is loading" mark. Mantine's Loader is a bare <span>, and a span without a role may not carry an
 * aria-label (axe: aria-prohibited-attr), so the name would reach no screen reader: here it is an indeterminate
 * progress indicator (role progressbar, no value) named by `label`, as MUI's and Material's spinners are. Not a status
 * region: a page's status region is its answer ("Your email address is verified…"), never the wait for it. Every
 * spinner in the app is this component (eslint: no <Loader> elsewhere).
 */
export function Busy({ label, size }: { label: string; size?: LoaderProps['size'] }) {
  return <Loader role="progressbar" aria-label={label} size={size} />;
}
